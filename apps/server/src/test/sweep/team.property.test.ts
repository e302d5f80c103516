// Random roles against random calls (issue 41): the server allows a staff member's call (any
// answer but the permission error, 1003) exactly when the role grants it. The expectation is
// worked out here from the role's grants and the call's declared route and action, not by the
// contract's `mayDo`/`canOpen`, so the property does not share the rule it checks:
// - a screen opens when the role grants `view` on it (or it is every member's); a section opens
//   when one of its screens does; a call needs every route above it open, down to its own;
// - the call's action on its route: on the screen itself, or for a section on one of its screens;
// - a call for a narrower route (`routeOf`: capture's platform sections) needs both on that
//   screen too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  Code,
  ENDPOINTS,
  type Endpoint,
  GRANTABLE,
  type Grants,
  ROUTES,
  type RouteDef,
  type RouteName,
  type TeamAction,
} from '@console/contract';
import { createTestApp, type TestApp } from '../test-app';
import { makeMerchant, makeStaff, signInStaff } from '../factories';
import type { SweepEntry } from './entry';
import { report, sweepEntries } from './entries';
import { type NarrowedCall, narrowedEntries } from './narrowed';
import { send } from './send';

let t: TestApp;
let entries: Map<string, SweepEntry>;
let narrowed: Map<string, NarrowedCall>;
beforeAll(async () => {
  t = await createTestApp();
  entries = await sweepEntries();
  narrowed = await narrowedEntries();
});
afterAll(() => t.close());

/** The routes from the top of the table down to `name`, and each route's leaves. */
function pathTo(name: string, routes: readonly RouteDef[] = ROUTES): RouteDef[] {
  for (const route of routes) {
    if (route.name === name) return [route];
    const below = pathTo(name, route.children ?? []);
    if (below.length) return [route, ...below];
  }
  return [];
}
const leavesOf = (route: RouteDef): RouteDef[] =>
  route.children?.length ? route.children.flatMap(leavesOf) : [route];

/** Whether the role grants `action` on some leaf of the route (a leaf every member opens does). */
const grantsOn = (grants: Grants, route: RouteDef, action: TeamAction) =>
  leavesOf(route).some((leaf) => leaf.everyMember || grants[leaf.name as RouteName]?.includes(action));

/** Whether a role lets its member make a call for `route` that needs `action`. */
function expectedAllowed(grants: Grants, route: string, action: TeamAction): boolean {
  const chain = pathTo(route);
  return chain.every((r) => grantsOn(grants, r, 'view')) && grantsOn(grants, chain.at(-1)!, action);
}

/** About 30 s on PGlite (150 runs of one to four calls). */
const RUNS = 150;

const PAIRS = Object.entries(GRANTABLE).flatMap(([route, actions]) =>
  actions.map((action) => [route as RouteName, action] as const),
);
const CALLS = Object.values(ENDPOINTS).filter((e) => e.access === 'session' && e.route);

const roleOf = (pairs: readonly (readonly [RouteName, TeamAction])[]): Grants => {
  const grants: Record<string, TeamAction[]> = {};
  for (const [route, action] of pairs) (grants[route] ??= []).push(action);
  return grants;
};

/** The payload of a call, and the narrower route it is for (null: its endpoint's own). */
async function aCall(endpoint: Endpoint, pick: number, caller: Parameters<NarrowedCall>[1]) {
  const entry = entries.get(endpoint.name)!;
  const narrow = narrowed.get(endpoint.name);
  if (narrow) {
    const screens = leavesOf(pathTo(endpoint.route!).at(-1)!);
    for (let i = 0; i < screens.length; i++) {
      const screen = screens[(pick + i) % screens.length]!.name as RouteName;
      const payload = await narrow(t.ctx, caller, screen);
      if (payload) return { payload, narrower: screen as string };
    }
  }
  return { payload: (await entry.valid?.(t.ctx, caller)) ?? {}, narrower: null };
}

describe('a random role', () => {
  it('allows exactly the calls it grants', { timeout: 120_000 }, async () => {
    let calls = 0;
    let allowed = 0;
    let refused = 0;
    const role = fc.subarray(PAIRS);
    const call = fc.record({ endpoint: fc.constantFrom(...CALLS), pick: fc.nat(10) });
    await fc.assert(
      fc.asyncProperty(role, fc.array(call, { minLength: 1, maxLength: 4 }), async (pairs, list) => {
        const grants = roleOf(pairs);
        for (const { endpoint, pick } of list) {
          const entry = entries.get(endpoint.name)!;
          const merchant = await makeMerchant(t.ctx, entry.as);
          const staff = await makeStaff(t.ctx, merchant.id, grants);
          const { payload, narrower } = await aCall(endpoint, pick, merchant);
          const answer = await send(t, endpoint, payload, {
            token: await signInStaff(t.ctx, staff),
            file: entry.file,
          });
          const expected =
            expectedAllowed(grants, endpoint.route!, endpoint.grant) &&
            (narrower === null || expectedAllowed(grants, narrower, endpoint.grant));
          calls += 1;
          if (answer.code === Code.forbidden) refused += 1;
          else allowed += 1;
          expect(
            answer.code !== Code.forbidden,
            `${endpoint.name} (${narrower ?? endpoint.route}.${endpoint.grant}) for ${JSON.stringify(grants)}: ${answer.code} ${answer.msg}`,
          ).toBe(expected);
        }
      }),
      { numRuns: RUNS },
    );
    report('team property', { runs: RUNS, calls, allowed, refused });
    expect(allowed).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
