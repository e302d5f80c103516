import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { fundMerchant } from '../money/test-support';
import { verifyLedger } from '../money/verify';
import type { FakeCallback, TopupFake } from './providers/provider';
import { sendBatch } from './sender';
import { topupBatches, topupItems } from './tables';
import { injectCallback, providerEnv, quietLog, startTestProvider, testLines } from './test-support';
import { topupTick } from './tick';

// Random batches, provider outcomes, repeated callbacks, dropped callbacks and crashes (a sender
// that died between marking items and placing them): after every step the ledger verifies
// (balance = entries; per batch, charge = Σ item prices, refunds = Σ failed items' prices), and
// once everything has settled no number was topped up twice.
let fake: TopupFake;
let t: TestApp;
const tokens: string[] = [];
const merchantIds: number[] = [];
const delivered: FakeCallback[] = [];

beforeAll(async () => {
  fake = await startTestProvider();
  t = await createTestApp(providerEnv(fake), { jobs: { worker: false } });
  fake.setDeliver(async (_url, callback) => {
    delivered.push(callback);
    return injectCallback(t, callback.body, callback.contentType);
  });
  for (let i = 0; i < 2; i += 1) {
    const m = await makeMerchant(t.ctx, { huafeiIsShow: true });
    await fundMerchant(t.ctx, m.id, i === 0 ? '3000.00' : '150.00');
    merchantIds.push(m.id);
    tokens.push(await signIn(t.ctx, m.id));
  }
}, 60_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

const op = fc.oneof(
  fc.record({
    kind: fc.constant('submit' as const),
    who: fc.integer({ min: 0, max: 1 }),
    size: fc.integer({ min: 1, max: 5 }),
    failing: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 3 }),
    key: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({ kind: fc.constant('send' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('crash' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('settle' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('repeat' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('drop' as const), on: fc.boolean() }),
  fc.record({ kind: fc.constant('tick' as const) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

let run = 0;
const openBatches = async () =>
  (
    await t.ctx.db
      .select({ id: topupBatches.id })
      .from(topupBatches)
      .where(eq(topupBatches.status, 'processing'))
  ).map((b) => b.id);
const later = () => new Date(Date.now() + 5_000);

async function apply(o: Op) {
  switch (o.kind) {
    case 'submit': {
      const lines = testLines(o.size, o.failing).map(({ phone, amount }) => ({ phone, amount }));
      const r = await t.call(
        ENDPOINTS.topupSubmit,
        { lines, idempotency_key: `prop-${run}-${o.key}` },
        { token: tokens[o.who]! },
      );
      expect([Code.ok, Code.topupBalanceShort, Code.idempotencyConflict]).toContain(r.code);
      return;
    }
    case 'send': {
      const open = await openBatches();
      if (open.length) await sendBatch(t.ctx, open[o.pick % open.length]!, quietLog);
      return;
    }
    case 'crash': {
      // A sender that died after marking items recharging, before placing them.
      const [item] = await t.ctx.db
        .select({ id: topupItems.id })
        .from(topupItems)
        .where(eq(topupItems.status, 'pending'))
        .limit(1)
        .offset(o.pick % 3);
      if (item) {
        await t.ctx.db
          .update(topupItems)
          .set({ status: 'recharging', sentAt: new Date(), attempts: sql`${topupItems.attempts} + 1` })
          .where(eq(topupItems.id, item.id));
      }
      return;
    }
    case 'settle': {
      const processing = [...fake.orders.values()].filter((x) => x.state === 'processing');
      if (processing.length) await fake.settleOrder(processing[o.pick % processing.length]!.orderId);
      return;
    }
    case 'repeat': {
      const callback = delivered[o.pick % Math.max(1, delivered.length)];
      if (callback) {
        const res = await injectCallback(t, callback.body, callback.contentType);
        expect(res.status).toBe(409);
      }
      return;
    }
    case 'drop':
      fake.mode = o.on ? 'drop_callbacks' : 'normal';
      return;
    case 'tick':
      await topupTick(t.ctx, quietLog, later());
      return;
  }
}

describe('top-up money, whatever happens', () => {
  it('keeps the ledger identity after every step, settles every item once in the end', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        run += 1;
        for (const o of ops) {
          await apply(o);
          expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
        }
        // Everything settles: the provider decides, the tick finds out, the sender resends.
        fake.mode = 'normal';
        for (let round = 0; round < 6 && (await openBatches()).length; round += 1) {
          await topupTick(t.ctx, quietLog, later());
          await fake.settleAll();
        }
        expect(await openBatches()).toEqual([]);
        const report = await verifyLedger(t.ctx.db);
        expect(report.problems).toEqual([]);
        for (const n of fake.toppedUp.values()) expect(n).toBe(1);
        const open = await t.ctx.db
          .select({ id: topupItems.id })
          .from(topupItems)
          .where(inArray(topupItems.status, ['pending', 'recharging']));
        expect(open).toEqual([]);
      }),
      { numRuns: 80 },
    );
    // The property ran over real work, not empty sequences.
    const [items] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(topupItems);
    expect(Number(items!.n)).toBeGreaterThan(20);
    expect(delivered.length).toBeGreaterThan(5);
    const failed = await t.ctx.db
      .select({ id: topupItems.id })
      .from(topupItems)
      .where(eq(topupItems.status, 'failed'));
    expect(failed.length).toBeGreaterThan(0);
  }, 240_000);
});
