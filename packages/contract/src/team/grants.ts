// What a member of a merchant's team may do. The owner may do everything the merchant may (the
// platform's permissions of specification section 6); a staff member only what their role grants
// on top of that: per route of the table, a list of actions. Every call of the endpoint table names
// its route and its action (`Endpoint.grant`), so the server checks the same pair the web hides a
// control by, and the roles editor lists exactly the actions the calls have.
import { ROUTES, flattenRoutes, type RouteDef, type RouteName } from '../routes';

/**
 * The actions a role may grant on a route. `view` opens the screen and its reads; `reveal` shows a
 * customer's personal data in full (the spec's `get` action); the last five move money or read
 * secrets (see `SENSITIVE_ACTIONS`).
 */
export const TEAM_ACTIONS = [
  'view',
  'add',
  'edit',
  'delete',
  'import',
  'export',
  'reveal',
  'withdraw',
  'rates',
  'secrets',
  'topup',
  'team',
] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

/**
 * Actions that move money or read secrets: withdrawals and payees, commission rates, a shop's
 * secrets and its authorization, top-up batches, the team and its roles. No built-in role has one;
 * the roles editor lists them apart, and a role has one only when the owner ticks it.
 */
export const SENSITIVE_ACTIONS = ['withdraw', 'rates', 'secrets', 'topup', 'team'] as const;
export type SensitiveAction = (typeof SENSITIVE_ACTIONS)[number];
export const isSensitive = (action: TeamAction): action is SensitiveAction =>
  (SENSITIVE_ACTIONS as readonly string[]).includes(action);

/** A role's grants: route name → actions. A route that is absent is closed. */
export type Grants = Partial<Record<RouteName, readonly TeamAction[]>>;

/** Who is signed in beside the merchant: null for the owner, else the staff member and their role. */
export interface TeamMember {
  staffId: number;
  grants: Grants;
}

/** The routes a role grants actions on: every screen (a route without children) not every member's. */
export const GRANT_ROUTES: readonly RouteName[] = flattenRoutes()
  .filter((r) => !r.children?.length && !r.everyMember)
  .map((r) => r.name as RouteName);

function descendants(name: string, routes: readonly RouteDef[] = ROUTES): RouteDef[] | null {
  for (const route of routes) {
    if (route.name === name) return route.children?.length ? flattenRoutes(route.children) : [route];
    const below = descendants(name, route.children ?? []);
    if (below) return below;
  }
  return null;
}

/**
 * Whether a member may do `action` on a route: the owner (null) always; a staff member when their
 * role grants it on the route, or, for a route with children (a section), on one of its screens.
 * Whether the merchant itself may open the route is `canOpen`'s question, asked beside this one.
 */
export function mayDo(member: TeamMember | null | undefined, route: string, action: TeamAction): boolean {
  if (!member) return true;
  const screens = descendants(route) ?? [];
  return screens.some(
    (r) => r.everyMember || (member.grants[r.name as RouteName]?.includes(action) ?? false),
  );
}

/** The team action of a call whose declaration names only the specification's action. */
export function defaultGrant(action: string | null | undefined): TeamAction {
  switch (action) {
    case null:
    case undefined:
    case 'query':
      return 'view';
    case 'get':
      return 'reveal';
    case 'enable':
    case 'disable':
      return 'edit';
    default:
      return action as TeamAction;
  }
}
