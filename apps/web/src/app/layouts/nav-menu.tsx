import { useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Menu, type MenuProps } from 'antd';
import {
  AppstoreOutlined,
  BarChartOutlined,
  CloudDownloadOutlined,
  DashboardOutlined,
  MoneyCollectOutlined,
  PhoneOutlined,
  ProfileOutlined,
  ShoppingOutlined,
  SwapOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@console/contract';
import { findRouteByPath, normalizePath, routeChain, sectionOf } from '@/lib/route-table';
import { useRouteTitle } from '@/lib/route-title';
import { DOMAIN_PAGES } from '../pages';

const ICONS: Record<string, ReactNode> = {
  Dashboard: <DashboardOutlined />,
  Order: <ProfileOutlined />,
  Goods: <ShoppingOutlined />,
  Transfer: <SwapOutlined />,
  Withdraw: <MoneyCollectOutlined />,
  Agent: <TeamOutlined />,
  Live: <VideoCameraOutlined />,
  CatchOrder: <CloudDownloadOutlined />,
  Recharge: <PhoneOutlined />,
  StatisticsStore: <BarChartOutlined />,
};

type Items = NonNullable<MenuProps['items']>;

/** The keys (paths) of the current route and its sections, for the menus' selection. */
export function useSelectedPaths(): string[] {
  const { pathname } = useLocation();
  return useMemo(() => {
    const route = findRouteByPath(pathname);
    if (route) return routeChain(route).map((r) => r.path);
    const section = sectionOf(pathname);
    return section ? [section.path] : [normalizePath(pathname)];
  }, [pathname]);
}

/** The menu section the current address belongs to (with its visible children), if any. */
export function useCurrentSection(menu: readonly MenuItem[]): MenuItem | undefined {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  return section ? menu.find((item) => item.path === section.path) : undefined;
}

function useItems(menu: readonly MenuItem[], nested: boolean, icons: boolean): Items {
  const title = useRouteTitle();
  return useMemo(() => {
    const build = (items: readonly MenuItem[], depth: number): Items =>
      items.map((item) => {
        const label = (
          <span data-testid="menu-item" data-route={item.name}>
            {title(item.name)}
          </span>
        );
        const icon = icons && depth === 0 ? (ICONS[item.name] ?? <AppstoreOutlined />) : undefined;
        if (nested && item.children?.length) {
          return { key: item.path, icon, label, children: build(item.children, depth + 1) };
        }
        return { key: item.path, icon, label };
      });
    return build(menu, 0);
  }, [menu, nested, icons, title]);
}

/**
 * Where a click on a menu item goes. A section under development (`/live`, `/catch-order`) only
 * warns when its path is opened, typed or linked; once its domain has screens (app/pages.ts), its
 * menu item opens its first visible screen instead, as a finished section's does.
 */
export function menuTarget(items: readonly MenuItem[], key: string): string {
  const item = items.find((i) => i.path === key);
  const route = item && findRouteByPath(item.path);
  const first = item?.children?.[0];
  if (route?.underDevelopment && route.domain && DOMAIN_PAGES[route.domain] && first) return first.path;
  return key;
}

interface NavMenuProps {
  items: readonly MenuItem[];
  mode: 'horizontal' | 'inline';
  theme: 'light' | 'dark';
  /** Sections with their children (side menu, drawer) or only the given level (top menu). */
  nested: boolean;
  /** Top-level items are sections: a click opens the section (a parent goes to its first child). */
  collapsed?: boolean;
  onNavigate?: () => void;
  /** Horizontal: every item stays in the bar, wrapping to a second row, never behind "...". */
  wrap?: boolean;
  testId: string;
  ariaLabel: string;
}

/**
 * One antd Menu over the console's menu items. A click navigates to the item's path (see
 * `menuTarget`); the router does the rest (a parent goes to its first visible child, `/live` only
 * warns and stays).
 */
export function NavMenu({
  items,
  mode,
  theme,
  nested,
  collapsed,
  onNavigate,
  wrap,
  testId,
  ariaLabel,
}: NavMenuProps) {
  const navigate = useNavigate();
  const selected = useSelectedPaths();
  // The top bar shows labels only: ten sections fit in it at 1440 px (issue 39, defect 5).
  const menuItems = useItems(items, nested, mode !== 'horizontal');
  const { i18n } = useTranslation();
  // The sections of the current page open themselves; the user may open or close any other.
  const parents = selected.slice(0, -1);
  const parentsKey = parents.join('|');
  const [openKeys, setOpenKeys] = useState<string[]>(parents);
  const [openedFor, setOpenedFor] = useState(parentsKey);
  if (openedFor !== parentsKey) {
    setOpenedFor(parentsKey);
    setOpenKeys((keys) => [...new Set([...keys, ...parents])]);
  }
  return (
    <Menu
      // A new language re-measures the horizontal overflow.
      key={mode === 'horizontal' ? i18n.language : undefined}
      mode={mode}
      theme={theme}
      items={menuItems}
      selectedKeys={selected}
      openKeys={nested && !collapsed ? openKeys : undefined}
      onOpenChange={setOpenKeys}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      disabledOverflow={wrap}
      onClick={({ key }) => {
        onNavigate?.();
        void navigate(menuTarget(items, key));
      }}
      data-testid={testId}
      aria-label={ariaLabel}
    />
  );
}
