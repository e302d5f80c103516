import { Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_COLLAPSED_WIDTH_PX, SIDEBAR_WIDTH_PX, type MenuItem } from '@console/contract';
import { setShell, useShell } from '@/lib/shell-store';
import { Brand } from './header';
import { NavMenu } from './nav-menu';
import styles from './sider.module.css';

interface ShellSiderProps {
  /** `section`: the left submenu of the current section (top layout); `full`: every section. */
  variant: 'section' | 'full';
  items: readonly MenuItem[];
  theme: 'light' | 'dark';
  /** Off: the menu scrolls away with the page instead of staying in view. */
  fixed: boolean;
  logo: string;
  storeName: string;
}

/** The sidebar: 256 px, 80 px collapsed (spec section 9), with its collapse button. */
export function ShellSider({ variant, items, theme, fixed, logo, storeName }: ShellSiderProps) {
  const { t } = useTranslation('shell');
  const collapsed = useShell((s) => s.collapsed);
  return (
    <Layout.Sider
      className={styles.sider}
      theme={theme}
      width={SIDEBAR_WIDTH_PX}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH_PX}
      collapsed={collapsed}
      collapsible={variant === 'section'}
      onCollapse={(value) => setShell({ collapsed: value })}
      trigger={
        <span
          className={styles.trigger}
          data-testid="sider-collapse"
          aria-label={collapsed ? t('header.expand') : t('header.collapse')}
          role="button"
        >
          {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        </span>
      }
      data-testid="shell-sider"
      data-collapsed={collapsed}
    >
      <div className={`${styles.inner} ${fixed ? styles.fixed : styles.scrolling}`}>
        {variant === 'full' && (
          <div className={styles.brand}>
            <Brand logo={logo} name={storeName} compact={collapsed} />
          </div>
        )}
        <NavMenu
          items={items}
          mode="inline"
          theme={theme}
          nested
          collapsed={collapsed}
          testId={variant === 'full' ? 'side-menu' : 'section-menu'}
          ariaLabel={variant === 'full' ? t('header.main_menu') : t('header.section_menu')}
        />
      </div>
    </Layout.Sider>
  );
}
