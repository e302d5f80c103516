// The actions each screen's calls have, and the four roles every merchant's team starts with. Both
// are read from the endpoint table, so a new call's action appears in the roles editor by itself.
import { ENDPOINTS } from '../api-paths';
import { flattenRoutes, type RouteName } from '../routes';
import { GRANT_ROUTES, isSensitive, TEAM_ACTIONS, type Grants, type TeamAction } from './grants';

const byOrder = (a: TeamAction, b: TeamAction) => TEAM_ACTIONS.indexOf(a) - TEAM_ACTIONS.indexOf(b);

/** Per screen, the actions a role can grant on it: `view`, and every action of its calls. */
export const GRANTABLE: Readonly<Partial<Record<RouteName, readonly TeamAction[]>>> = (() => {
  const table = new Map<RouteName, Set<TeamAction>>(GRANT_ROUTES.map((r) => [r, new Set(['view'])]));
  for (const endpoint of Object.values(ENDPOINTS)) {
    // A call of a section (order capture's, statistics' export) is allowed by any screen of it,
    // or needs its action on the screen it is for (`routeOf`): each screen below may grant it.
    const route = flattenRoutes().find((r) => r.name === endpoint.route);
    for (const screen of route ? flattenRoutes([route]) : [])
      table.get(screen.name as RouteName)?.add(endpoint.grant);
  }
  return Object.fromEntries([...table].map(([route, actions]) => [route, [...actions].sort(byOrder)]));
})();

/** Whether a role may hold `action` on `route` at all (the roles editor's boxes, the save's check). */
export const isGrantable = (route: string, action: TeamAction) =>
  GRANTABLE[route as RouteName]?.includes(action) ?? false;

export const BUILTIN_ROLES = ['operations', 'service', 'finance', 'readonly'] as const;
export type BuiltinRole = (typeof BUILTIN_ROLES)[number];

/** Screens about the merchant's own account and its money: not part of a built-in role's day. */
const OWNER_SCREENS: ReadonlySet<RouteName> = new Set(['AccountCenter', 'AccountTeam', 'AccountRoles']);

/** The grants of every screen, keeping the actions `keep` says yes to (screens left empty drop out). */
function grantsWhere(keep: (route: RouteName, action: TeamAction) => boolean): Grants {
  const grants: Grants = {};
  for (const [route, actions] of Object.entries(GRANTABLE) as [RouteName, TeamAction[]][]) {
    const kept = actions.filter((action) => !isSensitive(action) && keep(route, action));
    if (kept.length) grants[route] = kept;
  }
  return grants;
}

const CUSTOMER_SERVICE: Partial<Record<RouteName, readonly TeamAction[]>> = {
  Dashboard: ['view'],
  OrderList: ['view'],
  ComplaintWorkOrderList: ['view', 'edit'],
  GoodsList: ['view'],
  Notices: ['view'],
  Gallery: ['view', 'add'],
};

/**
 * The built-in roles. None has a sensitive action (money, secrets, the team): the owner grants
 * those in a role of their own.
 * - operations: processes orders and runs the shop's screens: every ordinary action, personal data
 *   included, outside the owner's account screens;
 * - service (customer service): looks orders up and handles complaints, never sees personal data
 *   in full;
 * - finance: reads and exports everything it may see, changes nothing;
 * - readonly: reads, no more.
 */
export const BUILTIN_GRANTS: Readonly<Record<BuiltinRole, Grants>> = {
  operations: grantsWhere((route) => !OWNER_SCREENS.has(route)),
  service: grantsWhere((route, action) => CUSTOMER_SERVICE[route]?.includes(action) ?? false),
  finance: grantsWhere(
    (route, action) => (action === 'view' || action === 'export') && !OWNER_SCREENS.has(route),
  ),
  readonly: grantsWhere((route, action) => action === 'view' && !OWNER_SCREENS.has(route)),
};
