import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_CHILD_MERCHANT, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../test-app';
import { makeMerchant, signIn } from '../factories';
import type { Designation, SweepEntry } from './entry';
import { report, sweepEntries } from './entries';
import { answersAsOutsider } from './outsider';
import { watchCodes } from './observed-codes';
import { send } from './send';

let t: TestApp;
let entries: Map<string, SweepEntry>;
beforeAll(async () => {
  t = await createTestApp();
  entries = await sweepEntries();
});
afterAll(() => t.close());

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('another merchant’s rows', () => {
  it('are not found by another merchant nor by an agent that is not theirs, and stay unchanged', async () => {
    const leaks: string[] = [];
    const codes = watchCodes();
    let swept = 0;
    let calls = 0;
    for (const endpoint of Object.values(ENDPOINTS)) {
      const entry = entries.get(endpoint.name)!;
      if ('none' in entry.designates) continue;
      const designation: Designation = entry.designates;
      swept += 1;
      const owner = await makeMerchant(t.ctx, { ...entry.as, ...designation.owner });
      const row = await designation.make(t.ctx, owner);
      const before = plain(await row.read());
      const others = { ...entry.as, ...designation.others };
      for (const [who, overrides] of [
        ['another merchant', others],
        ['an agent not theirs', { ...others, childMerchant: AGENT_CHILD_MERCHANT }],
      ] as const) {
        const caller = await makeMerchant(t.ctx, overrides);
        const token = await signIn(t.ctx, caller.id);
        const valid = (await entry.valid?.(t.ctx, caller)) ?? {};
        const answer = await send(t, endpoint, { ...valid, ...row.payload }, { token, file: entry.file });
        codes.note(endpoint, answer);
        calls += 1;
        const right = await answersAsOutsider(t, endpoint, entry, designation, answer, { valid, token });
        if (!right) leaks.push(`${endpoint.name} as ${who}: ${answer.status} ${answer.code} ${answer.msg}`);
      }
      if (JSON.stringify(plain(await row.read())) !== JSON.stringify(before))
        leaks.push(`${endpoint.name}: A's row changed`);
    }
    report('tenants', {
      'codes observed': codes.observed(),
      endpoints: swept,
      calls,
      leaks: leaks.length,
    });
    // Every code observed is one the call lists (its machinery's, its domain's, its declared ones).
    expect(codes.undeclared(), 'codes a call answered but does not list').toEqual([]);
    expect(leaks).toEqual([]);
  }, 600_000);
});
