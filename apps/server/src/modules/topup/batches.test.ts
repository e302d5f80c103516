import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Code, TaskStatus, ENDPOINTS, type PayloadIn } from '@console/contract';
import { tasks } from '../../db/tables';
import { runExportJob } from '../../jobs/export-job';
import type { TestApp } from '../../test/test-app';
import { makeMerchant, type Merchant, signIn } from '../../test/factories';
import { fundMerchant } from '../money/test-support';
import { verifyLedger } from '../money/verify';
import { openPhone } from './phones';
import { TOPUP_EXPORT_KIND } from './exporter';
import type { TopupFake } from './providers/provider';
import { sendBatch } from './sender';
import { topupItems } from './tables';
import {
  newKey as key,
  payloadLines as lines,
  quietLog,
  rowOf,
  startTopupSuite,
  type TopupSuite,
} from './test-support';

// Batches listed, exported and retried over the real app (app.inject), closed to other merchants,
// and the ledger's check of what they charged and refunded.
let fake: TopupFake;
let t: TestApp;
let merchant: Merchant;
let token: string;
let suite: TopupSuite;

beforeAll(async () => {
  suite = await startTopupSuite();
  ({ fake, t, merchant, token } = suite);
});
afterAll(() => suite.close());

async function submit(body: PayloadIn<typeof ENDPOINTS.topupSubmit>) {
  return t.call(ENDPOINTS.topupSubmit, body, { token });
}
const verify = async () => expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);

/** A submitted batch of the merchant, sent to the fake (items recharging). */
async function sentBatch(n: number, failing: number[] = []) {
  await fundMerchant(t.ctx, merchant.id, '1000.00');
  const r = await submit({ lines: lines(n, failing, '20'), idempotency_key: key() });
  expect(r.code).toBe(Code.ok);
  await sendBatch(t.ctx, r.data.batch.id, quietLog);
  return {
    id: r.data.batch.id,
    batchNo: r.data.batch.batch_no,
    items: await rowOf.items(t.ctx, r.data.batch.id),
  };
}

describe('lists, export, retry', () => {
  it('lists batches with filters and their items, exports them, retries the failed ones as a new batch', async () => {
    const { id, batchNo, items } = await sentBatch(5, [0, 3]);
    await fake.settleAll();
    const list = await t.call(
      ENDPOINTS.topupBatches,
      { status: 'finished', batch_no: batchNo.slice(-6) },
      { token },
    );
    expect(list.data.list.map((b) => b.id)).toEqual([id]);
    const none = await t.call(ENDPOINTS.topupBatches, { status: 'processing', batch_no: batchNo }, { token });
    expect(none.data.total).toBe(0);
    const failed = await t.call(ENDPOINTS.topupItems, { batch: id, status: 'failed' }, { token });
    expect(failed.data.total).toBe(2);
    // Sealed at rest, listed masked, found by the whole number (its keyed hash), not by a start.
    const number = openPhone(t.ctx.secrets.dataKey, items[0]!.phoneEnc);
    expect(items[0]!.phoneEnc).not.toContain(number);
    expect(failed.data.list[0]!.phone).toBe(`${number.slice(0, 3)}****${number.slice(-4)}`);
    const byPhone = await t.call(ENDPOINTS.topupItems, { batch: id, phone: number }, { token });
    expect(byPhone.data.total).toBe(1);
    const byStart = await t.call(ENDPOINTS.topupItems, { batch: id, phone: number.slice(0, 7) }, { token });
    expect(byStart.code).toBe(Code.validation);

    // Each finished batch's task packs its results file (issue 39, 22); this app runs no job
    // worker, so write them as the worker would, or they would fill the merchant's packing allowance.
    const packing = await t.ctx.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.kind, TOPUP_EXPORT_KIND), eq(tasks.status, TaskStatus.packing)));
    for (const task of packing) await runExportJob(t.ctx, task.id, new AbortController().signal, quietLog);
    const exported = await t.call(ENDPOINTS.topupExport, { batch: id, task_name: 'items' }, { token });
    expect(exported.code).toBe(Code.ok);

    const retryKey = key();
    const retry = await t.call(ENDPOINTS.topupRetry, { id, idempotency_key: retryKey }, { token });
    expect(retry.code).toBe(Code.ok);
    expect(retry.data.batch).toMatchObject({ item_count: 2, retry_of: batchNo, charged: '39.40' });
    // Its key again: the same retry. Its key with the same lines submitted as a new batch: another
    // request under the same key, refused (the content includes which batch is retried).
    const repeated = await t.call(ENDPOINTS.topupRetry, { id, idempotency_key: retryKey }, { token });
    expect(repeated.data.batch.id).toBe(retry.data.batch.id);
    const sameLines = [items[0]!, items[3]!].map((i) => ({
      phone: openPhone(t.ctx.secrets.dataKey, i.phoneEnc),
      amount: '20',
    }));
    expect((await submit({ lines: sameLines, idempotency_key: retryKey })).code).toBe(
      Code.idempotencyConflict,
    );
    const again = await t.call(
      ENDPOINTS.topupRetry,
      { id: retry.data.batch.id, idempotency_key: key() },
      { token },
    );
    expect(again.code).toBe(Code.topupNothingToRetry);
    await verify();
  });

  it("answers another merchant's batch as not found, and lists none of it", async () => {
    const { id } = await sentBatch(1);
    const other = await makeMerchant(t.ctx, { huafeiIsShow: true });
    const as = await signIn(t.ctx, other.id);
    for (const [endpoint, body] of [
      [ENDPOINTS.topupBatch, { id }],
      [ENDPOINTS.topupItems, { batch: id }],
      [ENDPOINTS.topupExport, { batch: id, task_name: 'x' }],
      [ENDPOINTS.topupRetry, { id, idempotency_key: key() }],
    ] as const) {
      expect((await t.call(endpoint, body, { token: as })).code).toBe(Code.notFound);
    }
    expect((await t.call(ENDPOINTS.topupBatches, {}, { token: as })).data.total).toBe(0);
  });

  it('is closed to a merchant without the top-up flag', async () => {
    const off = await makeMerchant(t.ctx);
    const r = await t.call(
      ENDPOINTS.topupPreview,
      { text: '13800138000 50' },
      { token: await signIn(t.ctx, off.id) },
    );
    expect(r.code).toBe(Code.forbidden);
  });
});

describe('ledger:verify', () => {
  // Last: it breaks the identity on purpose.
  it('names a batch whose items no longer cost what was charged, and a failure never refunded', async () => {
    const { id, batchNo, items } = await sentBatch(2);
    await fake.settleAll();
    await t.ctx.db.update(topupItems).set({ price: '1.00' }).where(eq(topupItems.id, items[0]!.id));
    await t.ctx.db.update(topupItems).set({ status: 'failed' }).where(eq(topupItems.id, items[1]!.id));
    const problems = (await verifyLedger(t.ctx.db)).problems.map((p) => p.problem);
    expect(problems).toEqual(
      expect.arrayContaining([
        `top-up batch ${batchNo} costs 39.40, its items 20.70`,
        `top-up batch ${batchNo} refunded 0, its failed items cost 19.70`,
      ]),
    );
    expect(id).toBeGreaterThan(0);
  });
});
