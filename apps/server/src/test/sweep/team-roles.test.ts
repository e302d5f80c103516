// Cheap guards for whoever edits the built-in roles (contract team/roles.ts): every screen of the
// route table is opened by some built-in role, or is the owner's by design (listed here, so that
// closing one more screen to every role is a decision and not a slip); no built-in role holds a
// sensitive action (money, secrets, the team) nor an action its screen does not have.
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_GRANTS,
  BUILTIN_ROLES,
  flattenRoutes,
  GRANT_ROUTES,
  isGrantable,
  isSensitive,
  type RouteName,
  TEAM_ACTIONS,
  type TeamAction,
} from '@console/contract';
import { screensOf } from './team';

/** The screens only the owner opens: their account's profile, the team and its roles. */
const OWNER_ONLY: readonly RouteName[] = ['AccountCenter', 'AccountTeam', 'AccountRoles'];

const held = (route: string, action: TeamAction) =>
  BUILTIN_ROLES.filter((role) => BUILTIN_GRANTS[role][route as RouteName]?.includes(action));

describe('the built-in roles', () => {
  it('open every screen of the route table between them, but the owner’s own', () => {
    const closed = flattenRoutes()
      .filter((route) => !screensOf(route.name).some((s) => s.everyMember || held(s.name, 'view').length))
      .map((route) => route.name);
    expect(closed.sort()).toEqual([...OWNER_ONLY].sort());
    for (const screen of OWNER_ONLY) expect(GRANT_ROUTES).toContain(screen);
  });

  it('hold no sensitive action, and only actions their screens have', () => {
    const wrong: string[] = [];
    for (const role of BUILTIN_ROLES) {
      for (const [route, actions] of Object.entries(BUILTIN_GRANTS[role])) {
        for (const action of actions) {
          if (isSensitive(action)) wrong.push(`${role}: ${route}.${action} is sensitive`);
          if (!isGrantable(route, action)) wrong.push(`${role}: ${route} has no ${action}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('give every action a screen has that is not sensitive to some role', () => {
    const unheld = GRANT_ROUTES.filter((route) => !OWNER_ONLY.includes(route)).flatMap((route) =>
      TEAM_ACTIONS.filter((action) => !isSensitive(action))
        .filter((action) => isGrantable(route, action) && !held(route, action).length)
        .map((action) => `${route}.${action}`),
    );
    expect(unheld).toEqual([]);
  });
});
