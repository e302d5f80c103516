import { Drawer } from 'antd';
import type { MenuItem } from '@console/contract';
import { setShell, useShell } from '@/lib/shell-store';
import { NavMenu } from './nav-menu';
import styles from './main-layout.module.css';

/** Below 768 px the menu lives in a drawer opened by the header's hamburger (its own chunk). */
export function MobileMenuDrawer({
  menu,
  theme,
  storeName,
}: {
  menu: readonly MenuItem[];
  theme: 'light' | 'dark';
  storeName: string;
}) {
  const open = useShell((s) => s.menuDrawerOpen);
  const close = () => setShell({ menuDrawerOpen: false });
  return (
    <Drawer
      open={open}
      placement="left"
      size={280}
      onClose={close}
      className={theme === 'dark' ? styles.darkDrawer : undefined}
      styles={{ body: { padding: 0 } }}
      title={storeName}
      data-testid="menu-drawer"
    >
      <NavMenu
        items={menu}
        mode="inline"
        theme={theme}
        nested
        onNavigate={close}
        testId="drawer-menu"
        ariaLabel={storeName}
      />
    </Drawer>
  );
}
