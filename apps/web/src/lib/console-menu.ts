import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ROUTES,
  navigationEndpoints,
  buildMenu,
  type MenuItem,
  type MenuSource,
  type NavResult,
  type Viewer,
} from '@console/contract';
import { call } from './http';
import { domainQueries } from './queries';
import { findRouteByPath } from './route-table';
import { useSession } from './session-store';
import { useSite } from './site-store';
import { useViewer } from './viewer';

/** `GET /api/user/nav`: the menu the server built for the signed-in merchant. */
export const fetchNav = (signal?: AbortSignal) => call(navigationEndpoints.nav, undefined, { signal });

const navKey = () => domainQueries('navigation').key('nav');

/** Only entries the console can render: a server item whose path is not in the table is dropped. */
function known(items: readonly NavResult['menu'][number][]): MenuItem[] {
  return items.flatMap((item) => {
    if (!findRouteByPath(item.path)) return [];
    const children = item.children ? known(item.children) : undefined;
    if (item.children?.length && !children?.length) return [];
    return [
      children?.length
        ? { name: item.name, path: item.path, children }
        : { name: item.name, path: item.path },
    ];
  });
}

/**
 * The menu by the site's `menu_source` (spec section 2): `fixed` builds it in the browser from the
 * contract's table, `server` takes the answer of `/user/nav`. While that answer is missing (loading
 * or failed) the fixed menu stands in, so the console is never without navigation.
 */
export function resolveMenu(source: MenuSource, viewer: Viewer, nav: NavResult | undefined): MenuItem[] {
  if (source === 'server' && nav) return known(nav.menu);
  return buildMenu(ROUTES, viewer);
}

export function useMenu(): MenuItem[] {
  const viewer = useViewer();
  const merchantId = useSession((s) => s.merchant?.id ?? 0);
  const source = useSite((s) => s.site?.menu_source ?? 'fixed');
  const nav = useQuery({
    queryKey: navKey(),
    queryFn: ({ signal }) => fetchNav(signal),
    enabled: source === 'server' && merchantId > 0,
    staleTime: Infinity,
  });
  return useMemo(() => resolveMenu(source, viewer, nav.data), [source, viewer, nav.data]);
}
