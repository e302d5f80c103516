import { Link } from 'react-router';
import { Button, ConfigProvider } from 'antd';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@console/contract';
import { ServiceWidget } from '@/components/service-widget';
import { NoticeBell } from '@/features/notices/components/notice-bell';
import { TaskPopover } from '@/features/tasks/components/task-popover';
import { setShell, useShell } from '@/lib/shell-store';
import { HeaderLanguage } from './header-language';
import { NavMenu } from './nav-menu';
import { UserMenu } from './user-menu';
import styles from './header.module.css';

// Tighter items than antd's 20 px, labels without icons, and the user menu without the store name
// the brand shows already (issue 39, defect 5): every section
// of the demo accounts fits in one row at 1440 px in Chinese and English; when they do not fit
// (Portuguese, a narrower window) the bar wraps to a second row instead of hiding sections
// behind "..." (decision 042).
const TOP_MENU_THEME = { components: { Menu: { itemPaddingInline: 8 } } };

/** Logo and store name of the merchant's website (site info when the merchant has none). */
export function Brand({ logo, name, compact }: { logo: string; name: string; compact?: boolean }) {
  return (
    <Link to="/" className={styles.brand} data-testid="brand">
      {logo && <img className={styles.logo} src={logo} alt="" />}
      {!compact && (
        <span className={styles.name} data-testid="store-name">
          {name}
        </span>
      )}
    </Link>
  );
}

/**
 * Language, notices, tasks, customer service and the user (the bell and the tasks only for who may
 * open them, the service only when the merchant has a QR image or a phone).
 */
function Actions({ compact }: { compact: boolean }) {
  return (
    <div className={styles.actions} data-testid="header-actions">
      <HeaderLanguage />
      <NoticeBell />
      <TaskPopover />
      <ServiceWidget />
      <UserMenu compact={compact} />
    </div>
  );
}

interface ShellHeaderProps {
  variant: 'mix' | 'top' | 'side' | 'mobile';
  theme: 'light' | 'dark';
  menu: readonly MenuItem[];
  logo: string;
  storeName: string;
}

/**
 * The header of the arrangements: the top menu of sections (mixed layout; with each section's
 * screens in a drop-down in the top layout), the collapse button (side layout, whose sider has
 * the logo), or the hamburger of the menu drawer (mobile).
 */
export function ShellHeader({ variant, theme, menu, logo, storeName }: ShellHeaderProps) {
  const { t } = useTranslation('shell');
  const collapsed = useShell((s) => s.collapsed);
  const hidden = useShell((s) => s.headerHidden);
  return (
    <header
      className={`${styles.header} ${theme === 'dark' ? styles.dark : styles.light}`}
      data-hidden={hidden}
      data-testid="shell-header"
    >
      {variant === 'mobile' && (
        <Button
          type="text"
          className={styles.action}
          icon={<MenuOutlined />}
          onClick={() => setShell({ menuDrawerOpen: true })}
          aria-label={t('header.open_menu')}
          data-testid="menu-drawer-open"
        />
      )}
      {variant === 'side' && (
        <Button
          type="text"
          className={styles.action}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={() => setShell({ collapsed: !collapsed })}
          aria-label={collapsed ? t('header.expand') : t('header.collapse')}
          data-testid="sider-collapse"
        />
      )}
      {variant !== 'side' && <Brand logo={logo} name={storeName} />}
      {(variant === 'mix' || variant === 'top') && (
        <nav className={styles.menu}>
          <ConfigProvider theme={TOP_MENU_THEME}>
            <NavMenu
              items={menu}
              mode="horizontal"
              theme={theme}
              nested={variant === 'top'}
              wrap
              testId="top-menu"
              ariaLabel={t('header.main_menu')}
            />
          </ConfigProvider>
        </nav>
      )}
      {variant === 'side' && <div className={styles.spacer} />}
      {/* Beside a top menu the brand names the store already: its room goes to the sections. */}
      <Actions compact={variant === 'mix' || variant === 'top'} />
    </header>
  );
}
