import { AGENT_CHILD_MERCHANT } from './constants';
import type { Action, Permission } from './permissions';
import type { MenuFlag, RouteDef } from './routes';
import { mayDo, type TeamMember } from './team/grants';

/** What decides which routes a merchant sees (section 6); built from `/merchant/info`. */
export interface Viewer {
  merchantId: number;
  partnerId: number;
  childMerchant: number;
  isSpecial: boolean;
  flags: Record<MenuFlag, boolean>;
  permissions: readonly Permission[];
  /** A staff member's role (null or absent: the owner, who has every action the merchant has). */
  team?: TeamMember | null;
}

export const isAgent = (viewer: Pick<Viewer, 'childMerchant'>) =>
  viewer.childMerchant === AGENT_CHILD_MERCHANT;

/** The actions the viewer's role grants on a permission id (empty when it has none). */
export function actionsOf(viewer: Pick<Viewer, 'permissions'>, permissionId: string): readonly Action[] {
  return viewer.permissions.find((p) => p.permissionId === permissionId)?.actionList ?? [];
}

/** Whether the viewer's role allows `action` on `permissionId`. */
export const can = (viewer: Pick<Viewer, 'permissions'>, permissionId: string, action: Action) =>
  actionsOf(viewer, permissionId).includes(action);

/**
 * Whether the viewer may open a route at all. Agents are judged by their role alone; for the
 * others the blocked rule list (the agent-only routes) applies first. Then: special merchants,
 * partners, flags, the per-merchant meta list, and the route's permission.
 */
export function canOpen(route: RouteDef, viewer: Viewer): boolean {
  if (route.agentOnly && !isAgent(viewer)) return false;
  if (route.hiddenForSpecial && viewer.isSpecial) return false;
  if (route.partners && !route.partners.includes(viewer.partnerId)) return false;
  if (route.flag && !viewer.flags[route.flag]) return false;
  if (route.hiddenForMerchants?.includes(viewer.merchantId)) return false;
  if (route.permission && actionsOf(viewer, route.permission).length === 0) return false;
  return mayDo(viewer.team, route.name, 'view');
}

export interface MenuItem {
  name: string;
  path: string;
  children?: MenuItem[];
}

/** The menu a viewer sees: openable, listed routes; a parent with no visible child is dropped. */
export function buildMenu(routes: readonly RouteDef[], viewer: Viewer): MenuItem[] {
  const items: MenuItem[] = [];
  for (const route of routes) {
    if (route.hideInMenu || !canOpen(route, viewer)) continue;
    if (route.children?.length) {
      const children = buildMenu(route.children, viewer);
      if (children.length === 0) continue;
      items.push({ name: route.name, path: route.path, children });
    } else {
      items.push({ name: route.name, path: route.path });
    }
  }
  return items;
}
