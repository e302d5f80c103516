// The team pass of the endpoint sweep (issue 41): for every call that has a route, a staff member
// whose role holds everything grantable but the call's action on its route is refused with the
// permission error (1003) and nothing the merchant owns changes; a staff member whose role holds
// that action alone (and `view`, which opens the screen) makes the call as the owner does (the same answer's code to the same payload).
// Calls for a narrower route than their endpoint's (`routeOf`: a platform's section of order
// capture) need the action on that narrower screen, whatever the others grant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS, type Endpoint, type Grants, type RouteName } from '@console/contract';
import { createTestApp, type TestApp } from '../test-app';
import { makeMerchant, makeStaff, signIn, signInStaff } from '../factories';
import type { SweepEntry } from './entry';
import { report, sweepEntries } from './entries';
import { type NarrowedCall, narrowedEntries } from './narrowed';
import { type Answer, send } from './send';
import {
  changedTables,
  everyGrant,
  everyGrantBut,
  everyMembers,
  merchantDigest,
  moduleOf,
  screensOf,
} from './team';

let t: TestApp;
let entries: Map<string, SweepEntry>;
let narrowed: Map<string, NarrowedCall>;
beforeAll(async () => {
  t = await createTestApp();
  entries = await sweepEntries();
  narrowed = await narrowedEntries();
});
afterAll(() => t.close());

const plain = (value: unknown) => JSON.stringify(value);
/** What the comparison of two answers looks at: the envelope's code, or the status of a file. */
const outcome = (a: Answer) => a.code ?? `HTTP ${a.status}`;
const said = (a: Answer) => `${a.status} ${a.code} ${a.msg}`;
const routed = () => Object.values(ENDPOINTS).filter((e) => e.access === 'session' && e.route);

/**
 * The action alone on every screen of the route, beside `view`: a member opens a screen only with
 * `view` (the menu's `canOpen`), and a call of a screen that is closed to them is refused.
 */
const only = (route: string, action: Endpoint['grant']): Grants =>
  Object.fromEntries(screensOf(route).map((r) => [r.name, [...new Set(['view', action] as const)]]));

describe('the team pass of the sweep', () => {
  it(
    'refuses a role without the call’s action (1003, nothing changes) and lets the action alone through, as the owner',
    {
      timeout: 600_000,
    },
    async () => {
      const wrong: string[] = [];
      let calls = 0;
      let refusals = 0;
      let open = 0;
      let seen = 0;
      for (const endpoint of routed()) {
        const entry = entries.get(endpoint.name)!;
        const route = endpoint.route!;
        const file = entry.file;
        const module = moduleOf(endpoint)?.name;
        // A screen every member opens (their exports, their log) refuses nobody.
        if (everyMembers(route)) open += 1;
        else {
          const merchant = await makeMerchant(t.ctx, entry.as);
          const staff = await makeStaff(t.ctx, merchant.id, everyGrantBut(route, endpoint.grant));
          const token = await signInStaff(t.ctx, staff);
          let payload = (await entry.valid?.(t.ctx, merchant)) ?? {};
          let read: (() => Promise<unknown>) | undefined;
          const designation = 'none' in entry.designates ? null : entry.designates;
          if (designation && !designation.owner) {
            const row = await designation.make(t.ctx, merchant);
            payload = { ...payload, ...row.payload };
            read = () => row.read();
          }
          const before = await merchantDigest(t.ctx, merchant.id, module);
          const rowBefore = plain(await read?.());
          const answer = await send(t, endpoint, payload, { token, file });
          calls += 1;
          if (answer.code === Code.forbidden) refusals += 1;
          else wrong.push(`${endpoint.name} without ${route}.${endpoint.grant}: ${said(answer)}`);
          const changed = changedTables(before, await merchantDigest(t.ctx, merchant.id, module));
          if (rowBefore !== plain(await read?.())) changed.push('the designated row');
          if (changed.length) wrong.push(`${endpoint.name} refused, yet changed ${changed.join(', ')}`);
        }

        // The owner, and a staff member with the call's action alone, each on a merchant of their own.
        const owner = await makeMerchant(t.ctx, entry.as);
        const ownerToken = await signIn(t.ctx, owner.id);
        const ownerPayload = (await entry.valid?.(t.ctx, owner)) ?? {};
        const ownerBefore = await merchantDigest(t.ctx, owner.id, module);
        const asOwner = await send(t, endpoint, ownerPayload, { token: ownerToken, file });
        // The digest sees what the owner's writes change: its silence above means something.
        if (changedTables(ownerBefore, await merchantDigest(t.ctx, owner.id, module)).length) seen += 1;
        const merchant = await makeMerchant(t.ctx, entry.as);
        const staff = await makeStaff(t.ctx, merchant.id, only(route, endpoint.grant));
        const token = await signInStaff(t.ctx, staff);
        const asStaff = await send(t, endpoint, (await entry.valid?.(t.ctx, merchant)) ?? {}, {
          token,
          file,
        });
        calls += 2;
        if (asOwner.code === Code.forbidden)
          wrong.push(`${endpoint.name}: the owner is refused (${said(asOwner)})`);
        if (outcome(asStaff) !== outcome(asOwner))
          wrong.push(
            `${endpoint.name} with ${route}.${endpoint.grant}: ${said(asStaff)}, the owner ${said(asOwner)}`,
          );
      }
      report('team', {
        endpoints: routed().length,
        everyMembers: open,
        calls,
        refusals,
        'owner calls that changed the digest': seen,
        wrong: wrong.length,
      });
      expect(wrong).toEqual([]);
      expect(seen).toBeGreaterThan(routed().filter((e) => e.grant !== 'view').length / 2);
    },
  );

  it(
    'asks a call for a narrower route (routeOf) for the action on that very screen',
    {
      timeout: 300_000,
    },
    async () => {
      const wrong: string[] = [];
      let calls = 0;
      let refusals = 0;
      for (const [name, call] of narrowed) {
        const endpoint = (ENDPOINTS as Record<string, Endpoint>)[name]!;
        for (const screen of screensOf(endpoint.route!)) {
          const route = screen.name as RouteName;
          // Without the action on this screen (every other screen of the section has it): refused.
          const merchant = await makeMerchant(t.ctx, entries.get(name)!.as);
          const lacking = await makeStaff(t.ctx, merchant.id, everyGrantBut(route, endpoint.grant));
          const payload = await call(t.ctx, merchant, route);
          if (!payload) continue;
          const refused = await send(t, endpoint, payload, { token: await signInStaff(t.ctx, lacking) });
          calls += 1;
          if (refused.code === Code.forbidden) refusals += 1;
          else wrong.push(`${name} for ${route} without its ${endpoint.grant}: ${said(refused)}`);

          // With the action on this screen alone (and its view), as the owner of another merchant of the same kind.
          const owner = await makeMerchant(t.ctx, entries.get(name)!.as);
          const asOwner = await send(t, endpoint, (await call(t.ctx, owner, route))!, {
            token: await signIn(t.ctx, owner.id),
          });
          const other = await makeMerchant(t.ctx, entries.get(name)!.as);
          const granted = await makeStaff(t.ctx, other.id, only(route, endpoint.grant));
          const asStaff = await send(t, endpoint, (await call(t.ctx, other, route))!, {
            token: await signInStaff(t.ctx, granted),
          });
          calls += 2;
          if (outcome(asStaff) !== outcome(asOwner) || asOwner.code === Code.forbidden)
            wrong.push(
              `${name} for ${route} with ${endpoint.grant}: ${said(asStaff)}, the owner ${said(asOwner)}`,
            );
        }
      }
      report('team narrowed', { endpoints: narrowed.size, calls, refusals, wrong: wrong.length });
      expect(refusals).toBeGreaterThan(0);
      expect(wrong).toEqual([]);
    },
  );

  it('gives every grant to a role that has them all', () => {
    // The roles above are made of GRANTABLE: a call whose action no screen of its route can hold
    // would be out of every staff member's reach.
    const all = everyGrant();
    const unreachable = routed().filter(
      (e) =>
        !everyMembers(e.route!) &&
        !screensOf(e.route!).some((s) => all[s.name as RouteName]?.includes(e.grant)),
    );
    expect(unreachable.map((e) => `${e.name} (${e.route}.${e.grant})`)).toEqual([]);
  });
});
