import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { actionsOf, can, type Action } from '@console/contract';
import { findRouteByPath } from './route-table';
import { useViewer } from './viewer';

export interface PermissionCheck {
  /** Whether the viewer's role allows the action on the route's permission. */
  can: (action: Action) => boolean;
  /** The permission id of the route, when it has one. */
  permission: string | undefined;
}

/**
 * Spec section 6: a control is removed when the role's permission for the current route lacks its
 * action. The route is the one of the page's own location (a kept-alive page in a hidden tab keeps
 * its own). Routes without a permission allow every action. `permission` overrides the route's.
 */
export function usePermission(permission?: string): PermissionCheck {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const id = permission ?? findRouteByPath(pathname)?.permission;
  return useMemo(
    () => ({ permission: id, can: (action: Action) => !id || can(viewer, id, action) }),
    [viewer, id],
  );
}

/** The actions the role grants on the current route (every one when the route has no permission). */
export function useRouteActions(): readonly Action[] | 'all' {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const id = findRouteByPath(pathname)?.permission;
  return id ? actionsOf(viewer, id) : 'all';
}

/** Renders `children` only when the action is allowed: `<Permission action="export">…</Permission>`. */
export function Permission({
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
