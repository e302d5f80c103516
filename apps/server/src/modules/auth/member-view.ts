import { GRANT_ROUTES, TEAM_ACTIONS, type Grants, type TeamAction, type Viewer } from '@console/contract';
import { mayCall } from '../../plugins/permissions';

// What `/merchant/info` (and the live stream) tells a staff member about the merchant they work
// for: no more than their role's screens answer them elsewhere. The owner (no team) sees it all.

/** The balance: the balance screen and the withdrawals' form (`withdrawConfig`) both answer it. */
export const seesBalance = (viewer: Viewer) =>
  !viewer.team || mayCall('AccountBalance', 'view', viewer) || mayCall('WithdrawRecord', 'view', viewer);

/** The owner's mobile, e-mail and contact name: the account centre shows them. */
export const seesOwnerContact = (viewer: Viewer) => !viewer.team || mayCall('AccountCenter', 'view', viewer);

/** The notices' popup and unread count: the notices screen's. */
export const seesNotices = (viewer: Viewer) => !viewer.team || mayCall('Notices', 'view', viewer);

/** An agent's registration link: the sub-merchant list answers it. */
export const seesInvite = (viewer: Viewer) => !viewer.team || mayCall('AgentList', 'view', viewer);

const KNOWN_ROUTES: ReadonlySet<string> = new Set(GRANT_ROUTES);
const KNOWN_ACTIONS: ReadonlySet<string> = new Set(TEAM_ACTIONS);

/**
 * A role's grants as the contract knows them: a custom role's JSON may still name a screen or an
 * action a later version dropped, which the guard ignores and the answer leaves out.
 */
export function knownGrants(grants: Grants): Record<string, TeamAction[]> {
  const known: Record<string, TeamAction[]> = {};
  for (const [route, actions] of Object.entries(grants) as [string, unknown][]) {
    if (!KNOWN_ROUTES.has(route) || !Array.isArray(actions)) continue;
    known[route] = (actions as unknown[]).filter(
      (a): a is TeamAction => typeof a === 'string' && KNOWN_ACTIONS.has(a),
    );
  }
  return known;
}
