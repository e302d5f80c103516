// The tenants pass with a staff member as the caller (issue 41): a member of merchant B whose role
// holds every grant finds merchant A's rows as B's owner does (not found, an empty page, or the
// answer a row that does not exist gets), and A's row stays unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../test-app';
import { makeMerchant, makeStaff, signIn, signInStaff } from '../factories';
import type { Designation, SweepEntry } from './entry';
import { report, sweepEntries } from './entries';
import { type Answer, send } from './send';
import { answersAsOutsider } from './outsider';
import { everyGrant } from './team';

let t: TestApp;
let entries: Map<string, SweepEntry>;
beforeAll(async () => {
  t = await createTestApp();
  entries = await sweepEntries();
});
afterAll(() => t.close());

const plain = (value: unknown) => JSON.stringify(value);
const said = (a: Answer) => `${a.status} ${a.code} ${a.msg}`;

describe('another merchant’s rows, for a staff member', () => {
  it(
    'are not found by a member of another merchant with every grant, as by its owner, and stay unchanged',
    {
      timeout: 300_000,
    },
    async () => {
      const leaks: string[] = [];
      let swept = 0;
      let calls = 0;
      for (const endpoint of Object.values(ENDPOINTS)) {
        const entry = entries.get(endpoint.name)!;
        if ('none' in entry.designates || endpoint.access !== 'session') continue;
        const designation: Designation = entry.designates;
        swept += 1;
        const a = await makeMerchant(t.ctx, { ...entry.as, ...designation.owner });
        const row = await designation.make(t.ctx, a);
        const before = plain(await row.read());

        const b = await makeMerchant(t.ctx, { ...entry.as, ...designation.others });
        const member = await makeStaff(t.ctx, b.id, everyGrant());
        const valid = (await entry.valid?.(t.ctx, b)) ?? {};
        const payload = { ...valid, ...row.payload };
        const memberToken = await signInStaff(t.ctx, member);
        const [asMember, asOwner] = [
          await send(t, endpoint, payload, { token: memberToken, file: entry.file }),
          await send(t, endpoint, payload, { token: await signIn(t.ctx, b.id), file: entry.file }),
        ];
        calls += 2;
        const right = await answersAsOutsider(t, endpoint, entry, designation, asMember, {
          valid,
          token: memberToken,
        });
        if (!right || asMember.code !== asOwner.code || asMember.msg !== asOwner.msg)
          leaks.push(`${endpoint.name}: the member ${said(asMember)}, B's owner ${said(asOwner)}`);
        if (plain(await row.read()) !== before) leaks.push(`${endpoint.name}: A's row changed`);
      }
      report('team tenants', { endpoints: swept, calls, leaks: leaks.length });
      expect(swept).toBeGreaterThan(0);
      expect(leaks).toEqual([]);
    },
  );
});
