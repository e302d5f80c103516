import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import {
  type Action,
  canOpen,
  can,
  mayDo,
  ROUTES,
  type RouteDef,
  type TeamAction,
  type Viewer,
} from '@console/contract';
import { forbidden } from '../lib/errors';
import { sessionOf } from './session-of';

/** The chain of routes from the top of the table down to `name` (empty when there is none). */
function routeChain(name: string, routes: readonly RouteDef[] = ROUTES): RouteDef[] {
  for (const route of routes) {
    if (route.name === name) return [route];
    const below = routeChain(name, route.children ?? []);
    if (below.length) return [route, ...below];
  }
  return [];
}

/** Whether the viewer may open the named route and every route above it (as the menu shows them). */
export function mayOpen(routeName: string, viewer: Viewer): boolean {
  const chain = routeChain(routeName);
  return chain.length > 0 && chain.every((r) => canOpen(r, viewer));
}

/** The viewer of a signed-in request (after `requireSession`): read with its session. */
export const viewerOf = (request: FastifyRequest): Viewer => sessionOf(request).viewer;

/** Whether the viewer may open the route and do the team action on it (the call's two checks). */
export const mayCall = (routeName: string, grant: TeamAction, viewer: Viewer) =>
  mayOpen(routeName, viewer) && mayDo(viewer.team, routeName, grant);

/**
 * onRequest hook, after `requireSession`: refuses (code 1003) a merchant who may not open the
 * named route of the contract's route table (nor any route above it), or whose role lacks
 * `action` on the route's permission, or a staff member whose role does not grant `grant` on the
 * route (team/grants.ts). Hiding a button in the web is never the only guard:
 *
 *   { onRequest: [signedIn, requireRoute('OrderList', 'export', 'export')] }
 *
 * A route without a permission id (e.g. 'Notices') has no spec actions to check: every merchant
 * who may open it may use it, and every member whose role grants the call's team action.
 */
export function requireRoute(
  routeName: string,
  action?: Action,
  grant?: TeamAction,
): onRequestAsyncHookHandler {
  const chain = routeChain(routeName);
  if (chain.length === 0) throw new Error(`requireRoute: no route named "${routeName}" in ROUTES`);
  const route = chain[chain.length - 1]!;
  return async (request) => {
    const viewer = viewerOf(request);
    if (!chain.every((r) => canOpen(r, viewer))) throw forbidden();
    if (action && route.permission && !can(viewer, route.permission, action)) throw forbidden();
    if (grant && !mayDo(viewer.team, routeName, grant)) throw forbidden();
  };
}
