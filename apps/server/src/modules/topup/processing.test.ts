import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Code, ENDPOINTS, type PayloadIn } from '@console/contract';
import type { TestApp } from '../../test/test-app';
import type { Merchant } from '../../test/factories';
import { ledgerEntries } from '../money/tables';
import { fundMerchant } from '../money/test-support';
import { verifyLedger } from '../money/verify';
import type { TopupFake } from './providers/provider';
import { sendBatch } from './sender';
import { topupItems } from './tables';
import { topupTick } from './tick';
import {
  newKey as key,
  orderIdOf,
  payloadLines as lines,
  quietLog,
  rowOf,
  startTopupSuite,
  type TopupSuite,
} from './test-support';

// A batch's items sent, settled by their callbacks or by the periodic status query, over the real
// app (app.inject) and the fake provider on loopback: nothing of the client is mocked.
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

describe('processing', () => {
  it('moves each item pending → recharging → succeeded | failed, refunding a failure once', async () => {
    await fundMerchant(t.ctx, merchant.id, '1000.00');
    const r = await submit({ lines: lines(4, [2], '100'), idempotency_key: key() });
    expect(r.code).toBe(Code.ok);
    const id = r.data.batch.id;
    expect((await rowOf.items(t.ctx, id)).map((i) => i.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);

    expect(await sendBatch(t.ctx, id, quietLog)).toBe(4);
    const sent = await rowOf.items(t.ctx, id);
    expect(sent.map((i) => [i.status, i.attempts])).toEqual(Array(4).fill(['recharging', 1]));
    for (const item of sent) expect(fake.placed.get(orderIdOf(item.id))).toBe(1);

    await fake.settleAll();
    const done = await rowOf.items(t.ctx, id);
    expect(done.map((i) => i.status)).toEqual(['succeeded', 'succeeded', 'failed', 'succeeded']);
    expect(done[2]!.reason).toBe('号码已停机或欠费，充值失败');
    const batch = await t.call(ENDPOINTS.topupBatch, { id }, { token });
    expect(batch.data.batch).toMatchObject({
      status: 'finished',
      succeeded: 3,
      failed: 1,
      pending: 0,
      recharging: 0,
      charged: '394.00',
      refunded: '98.50',
    });
    const refunds = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.merchantId, merchant.id), eq(ledgerEntries.type, 'topup_refund')));
    expect(
      refunds.filter((e) => e.reference.startsWith(batch.data.batch.batch_no)).map((e) => e.amount),
    ).toEqual(['98.50']);
    await verify();
  });
});

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

describe('the status query', () => {
  it('settles items whose callback never came', async () => {
    fake.mode = 'drop_callbacks';
    try {
      const { id } = await sentBatch(3, [1]);
      await fake.settleAll();
      expect((await rowOf.items(t.ctx, id)).map((i) => i.status)).toEqual(Array(3).fill('recharging'));
      const report = await topupTick(t.ctx, quietLog, new Date(Date.now() + 5_000));
      expect(report.settled).toBeGreaterThanOrEqual(3);
      expect((await rowOf.items(t.ctx, id)).map((i) => i.status)).toEqual([
        'succeeded',
        'failed',
        'succeeded',
      ]);
      expect((await rowOf.batch(t.ctx, id))!.status).toBe('finished');
    } finally {
      fake.mode = 'normal';
    }
    await verify();
  });

  it('sends again, under the same order id, an item the provider never got', async () => {
    await fundMerchant(t.ctx, merchant.id, '100.00');
    const r = await submit({ lines: lines(2, [], '10'), idempotency_key: key() });
    const id = r.data.batch.id;
    // A sender that died between marking the items and placing them.
    await t.ctx.db
      .update(topupItems)
      .set({ status: 'recharging', sentAt: new Date(), attempts: 1 })
      .where(eq(topupItems.batchId, id));
    const report = await topupTick(t.ctx, quietLog, new Date(Date.now() + 5_000));
    expect(report.resent).toBe(2);
    const items = await rowOf.items(t.ctx, id);
    expect(items.map((i) => [i.status, i.attempts])).toEqual([
      ['recharging', 2],
      ['recharging', 2],
    ]);
    for (const item of items) expect(fake.placed.get(orderIdOf(item.id))).toBe(1);
    await fake.settleAll();
    expect((await rowOf.items(t.ctx, id)).map((i) => i.status)).toEqual(['succeeded', 'succeeded']);
    await verify();
  });

  it('waits out a provider that answers 500, then settles everything once', async () => {
    fake.mode = 'error';
    let id: number;
    try {
      ({ id } = await sentBatch(2));
      expect((await rowOf.items(t.ctx, id)).map((i) => i.status)).toEqual(['recharging', 'recharging']);
      expect((await topupTick(t.ctx, quietLog, new Date(Date.now() + 5_000))).settled).toBe(0);
    } finally {
      fake.mode = 'normal';
    }
    await topupTick(t.ctx, quietLog, new Date(Date.now() + 5_000));
    await fake.settleAll();
    const items = await rowOf.items(t.ctx, id);
    expect(items.map((i) => i.status)).toEqual(['succeeded', 'succeeded']);
    for (const item of items) expect(fake.toppedUp.get(orderIdOf(item.id))).toBe(1);
    await verify();
  });
});
