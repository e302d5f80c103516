import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  actionsOf,
  can,
  defaultGrant,
  mayDo,
  type Action,
  type Endpoint,
  type RouteDef,
  type RouteName,
  type Viewer,
} from '@console/contract';
import { canOpenChain, findRouteByName, findRouteByPath, ROUTE_LIST } from './route-table';
import { useViewer } from './viewer';

/** What a control's check reads of a call's declaration: its route, spec action and team action. */
export type CallRef = Pick<Endpoint, 'route' | 'action' | 'grant'>;

export interface PermissionCheck {
  /**
   * Whether the merchant's role allows the spec action on the route's permission and, for a staff
   * member, their role grants its team action there (`defaultGrant`: `get` is `reveal`...).
   */
  can: (action: Action) => boolean;
  /**
   * Whether the viewer may make the call, as the server's guard decides it: its route open, the
   * spec action on the route's permission, the team action (`Endpoint.grant`) granted. `route`
   * names a narrower route than the call's own (a platform's section of order capture), as the
   * server's `routeOf` does.
   */
  canCall: (endpoint: CallRef, route?: RouteName) => boolean;
  /** The permission id of the route, when it has one. */
  permission: string | undefined;
  /** The page's route (a call narrowed to it: `canCall(E.captureShopSave, route)`). */
  route: RouteName | undefined;
}

/** Whether the viewer may make the call (see `PermissionCheck.canCall`). */
export function mayCallFrom(viewer: Viewer, endpoint: CallRef, routeName?: RouteName): boolean {
  const name = routeName ?? endpoint.route;
  // A call without a route is the caller's own (their password, their sessions, the menu).
  if (!name) return true;
  const route = findRouteByName(name);
  if (!route || !canOpenChain(route, viewer)) return false;
  if (endpoint.action && route.permission && !can(viewer, route.permission, endpoint.action)) return false;
  return mayDo(viewer.team, name, endpoint.grant);
}

const routeOfPermission = (id: string): RouteDef | undefined => ROUTE_LIST.find((r) => r.permission === id);

/**
 * Spec section 6: a control is removed when the role's permission for the current route lacks its
 * action; issue 41: also when the staff member's role does not grant it. The route is the one of
 * the page's own location (a kept-alive page in a hidden tab keeps its own). Routes without a
 * permission allow every spec action. `permission` overrides the route's.
 */
export function usePermission(permission?: string): PermissionCheck {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const route = permission ? routeOfPermission(permission) : findRouteByPath(pathname);
  const id = permission ?? route?.permission;
  const name = route?.name as RouteName | undefined;
  return useMemo(
    () => ({
      permission: id,
      route: name,
      can: (action: Action) =>
        (!id || can(viewer, id, action)) && mayDo(viewer.team, name ?? '', defaultGrant(action)),
      canCall: (endpoint: CallRef, on?: RouteName) => mayCallFrom(viewer, endpoint, on),
    }),
    [viewer, id, name],
  );
}

/** Whether the signed-in viewer may make the call: `useCanCall(E.withdrawApply)`. */
export function useCanCall(endpoint: CallRef, route?: RouteName): boolean {
  const viewer = useViewer();
  return mayCallFrom(viewer, endpoint, route);
}

/** The actions the role grants on the current route (every one when the route has no permission). */
export function useRouteActions(): readonly Action[] | 'all' {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const id = findRouteByPath(pathname)?.permission;
  return id ? actionsOf(viewer, id) : 'all';
}

type PermissionProps =
  | { action: Action; permission?: string; call?: never; route?: never; children: ReactNode }
  | { call: CallRef; route?: RouteName; action?: never; permission?: never; children: ReactNode };

function ByAction({
  action,
  permission,
  children,
}: {
  action: Action;
  permission?: string;
  children: ReactNode;
}) {
  return usePermission(permission).can(action) ? children : null;
}

function ByCall({ call, route, children }: { call: CallRef; route?: RouteName; children: ReactNode }) {
  return useCanCall(call, route) ? children : null;
}

/**
 * Renders `children` only when allowed: `<Permission action="export">…</Permission>` (the spec
 * action on the current route), or `<Permission call={E.withdrawApply}>…</Permission>` (the call's
 * own declaration, the one the server's guard reads).
 */
export function Permission(props: PermissionProps) {
  return props.call ? (
    <ByCall call={props.call} route={props.route}>
      {props.children}
    </ByCall>
  ) : (
    <ByAction action={props.action} permission={props.permission}>
      {props.children}
    </ByAction>
  );
}
