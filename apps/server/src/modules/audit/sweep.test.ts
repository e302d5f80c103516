import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS, type Endpoint } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { report, sweepEntries } from '../../test/sweep/entries';
import { send } from '../../test/sweep/send';
import { isAudited, recordedApart } from './recorder';
import { recordsOf } from './test-support';

// Every audited endpoint, without a list: called once as its entry's valid caller, each call that
// succeeds has exactly one `ok` record, written inside the transaction of its write (never in a
// statement of its own after the handler, which would not commit or roll back with the write).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const audited = (Object.values(ENDPOINTS) as Endpoint[]).filter(isAudited);

/**
 * Calls whose record goes in a statement of its own after the handler: reads and checks that
 * write nothing (a payee list needs `withdraw`, a parsed upload, no other session to end). Every
 * write opens a transaction that carries its record (decision 054): none may join this list.
 */
const APART = {
  reads: ['payeeList', 'topupUpload', 'logoutOthers' /* no other session to end */],
  writes: [] as string[],
};

describe('the audit sweep', () => {
  it('finds writes to sweep', () => {
    expect(audited.length).toBeGreaterThan(40);
    expect(audited.map((e) => e.name)).toContain('withdrawApply');
    expect(audited.map((e) => e.name)).not.toContain('orderList');
  });

  it('every successful audited call has one ok record, written in the transaction of its write', async () => {
    const entries = await sweepEntries();
    const succeeded: string[] = [];
    const failed: string[] = [];
    for (const endpoint of audited) {
      const entry = entries.get(endpoint.name);
      if (!entry) continue;
      // As the payload sweeps call (sweepCaller), with the caller at hand to read its records.
      const caller = await makeMerchant(t.ctx, entry.as);
      const token = await signIn(t.ctx, caller.id);
      const valid = (await entry.valid?.(t.ctx, caller)) ?? {};
      const answer = await send(t, endpoint, valid, { token, file: entry.file });
      const records = await recordsOf(t.ctx, caller.id);
      if (answer.code === Code.ok) {
        succeeded.push(endpoint.name);
        expect(
          records.map((r) => [r.endpoint, r.outcome]),
          endpoint.name,
        ).toEqual([[endpoint.name, 'ok']]);
      } else {
        failed.push(`${endpoint.name}:${answer.code}`);
        expect(
          records.filter((r) => r.outcome === 'ok'),
          endpoint.name,
        ).toEqual([]);
      }
    }
    report('audit sweep', { audited: audited.length, succeeded: succeeded.length, failed: failed.length });
    if (failed.length) console.warn(`[audit sweep] not ok with the valid payload: ${failed.join(', ')}`);
    const apart = [...recordedApart(t.ctx)];
    report('audit sweep, recorded apart', { count: apart.length });
    expect(apart.filter((name) => ![...APART.reads, ...APART.writes].includes(name)).sort()).toEqual([]);
    expect(succeeded.length).toBeGreaterThan(30);
  }, 300_000);
});
