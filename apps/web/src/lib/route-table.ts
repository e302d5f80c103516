import {
  ROUTES,
  canOpen,
  flattenRoutes,
  type ConsoleMode,
  type RouteDef,
  type Viewer,
} from '@console/contract';

/** Every route of the contract's table, parents before their children. */
export const ROUTE_LIST: readonly RouteDef[] = flattenRoutes(ROUTES);

const byPath = new Map(ROUTE_LIST.map((r) => [r.path.toLowerCase(), r]));
const byName = new Map(ROUTE_LIST.map((r) => [r.name, r]));
const parents = new Map<RouteDef, RouteDef>();
for (const route of ROUTE_LIST) for (const child of route.children ?? []) parents.set(child, route);

/** Paths of the table are static; a trailing slash and the case of the address do not matter. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed || '/';
}

export const findRouteByPath = (pathname: string): RouteDef | undefined =>
  byPath.get(normalizePath(pathname).toLowerCase());

export const findRouteByName = (name: string): RouteDef | undefined => byName.get(name);

/** The route and its ancestors, the top-level section first. */
export function routeChain(route: RouteDef): RouteDef[] {
  const chain = [route];
  for (let parent = parents.get(route); parent; parent = parents.get(parent)) chain.unshift(parent);
  return chain;
}

/** The top-level section a path belongs to (itself when it is top-level). */
export function sectionOf(pathname: string): RouteDef | undefined {
  const path = normalizePath(pathname).toLowerCase();
  return ROUTES.find((r) => {
    const own = r.path.toLowerCase();
    return path === own || path.startsWith(`${own}/`);
  });
}

/** A page is a route without children: parents only redirect to their first visible child. */
export const isPage = (route: RouteDef): boolean => !route.children?.length;

/** The first page under `route` the viewer may open and that the menu lists; none → undefined. */
export function firstOpenPage(route: RouteDef, viewer: Viewer): RouteDef | undefined {
  for (const child of route.children ?? []) {
    if (child.hideInMenu || !canOpen(child, viewer)) continue;
    if (isPage(child)) return child;
    const deeper = firstOpenPage(child, viewer);
    if (deeper) return deeper;
  }
  return undefined;
}

/** Whether the viewer may open the route and every section above it. */
export const canOpenChain = (route: RouteDef, viewer: Viewer): boolean =>
  routeChain(route).every((r) => canOpen(r, viewer));

/** `/` goes to the orders in the merchant reading and to the dashboard in the agent console. */
export const homePath = (mode: ConsoleMode | undefined): string =>
  mode === 'agent' ? '/dashboard' : '/order';

/** The route named `Index` of the breadcrumb. */
export const INDEX_PATH = '/';
