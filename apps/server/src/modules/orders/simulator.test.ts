import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_SIMULATOR_REJECT_SUFFIX } from '@console/contract';
import { balances, ledgerEntries } from '../money/tables';
import { orders } from './tables';
import { goods } from '../goods/tables';
import { transferSwitches } from '../transfer/tables';
import { makeGoods } from '../goods/test-support';
import { makeMerchant } from '../../test/factories';
import { makeOrder, makeOrders } from './test-support';
import { makeTransferConfig } from '../transfer/test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadServerConfig as loadConfig } from '../../server-config';
import { verifyLedger } from '../money/verify';
import {
  ORDER_SIMULATOR_BATCH,
  ORDER_SIMULATOR_HORIZON_MS,
  SIMULATOR_REJECT_REASON,
  simulateOrdersOnce,
  type WaitingOrders,
} from './simulator';
import { historyOf, readOrder } from './webhook-test-support';

let t: TestApp;
const log = { info: () => {}, error: () => {} };
beforeAll(async () => {
  // The timer stays off (ORDER_SIMULATOR is off in tests): the test steps the simulator itself.
  t = await createTestApp({ ORDER_SIMULATOR_DELAY_MS: '1' });
});
afterAll(() => t.close());

/** One tick of the simulator once the delay has passed. */
const tick = async () => {
  await new Promise((r) => setTimeout(r, 3));
  return simulateOrdersOnce(t.ctx, log);
};

describe('the fulfilment simulator', () => {
  it('is on in development only, and stepped by hand here', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).ORDER_SIMULATOR).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).ORDER_SIMULATOR).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).ORDER_SIMULATOR).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', ORDER_SIMULATOR: 'true' }).ORDER_SIMULATOR).toBe(true);
    expect(t.ctx.config.ORDER_SIMULATOR).toBe(false);
  });

  it('takes an order one step per tick to settled, through a first recharge when the goods asks one', async () => {
    const m = await makeMerchant(t.ctx);
    const activation = await makeGoods(t.ctx, m.partnerId, { reward: '40.00' });
    const recharge = await makeGoods(t.ctx, m.partnerId, {
      reward: '110.00',
      settlementRule: 'first_recharge',
      settlementMinRecharge: '100.00',
    });
    const a = await makeOrder(t.ctx, m.id, { goodsId: activation.id, customer: { phone: '13512345678' } });
    const r = await makeOrder(t.ctx, m.id, { goodsId: recharge.id, customer: { phone: '13512345679' } });
    const statuses = [];
    for (let i = 0; i < 7; i += 1) {
      await tick();
      statuses.push([(await readOrder(t, a.id)).status, (await readOrder(t, r.id)).status]);
    }
    expect(statuses).toEqual([
      ['submitted', 'submitted'],
      ['approved', 'approved'],
      ['shipped', 'shipped'],
      ['activated', 'activated'],
      ['settled', 'recharged'],
      ['settled', 'settled'],
      ['settled', 'settled'],
    ]);
    const done = await readOrder(t, r.id);
    expect(done.firstRechargeAmount).toBe('100.00');
    expect(done.upstreamNo).toMatch(/^SIM\d{12}$/);
    expect(done.expressCompany).not.toBe('');
    expect(done.trackingNo).toMatch(/^[A-Z]+\d{13}$/);
    expect((await historyOf(t, r.id)).map((h) => [h.toStatus, h.source])).toEqual([
      ['pending', 'system'],
      ['submitted', 'simulator'],
      ['approved', 'simulator'],
      ['shipped', 'simulator'],
      ['activated', 'simulator'],
      ['recharged', 'simulator'],
      ['settled', 'simulator'],
    ]);
    const [b] = await t.ctx.db.select().from(balances).where(eq(balances.merchantId, m.id));
    expect(b!.balance).toBe('150.00');
    const entries = await t.ctx.db
      .select({ reference: ledgerEntries.reference })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.merchantId, m.id));
    expect(entries.map((e) => e.reference).sort()).toEqual([a.orderNo, r.orderNo].sort());
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });

  it(`rejects a customer whose phone ends in ${ORDER_SIMULATOR_REJECT_SUFFIX} for age, and an open configuration transfers it`, async () => {
    const m = await makeMerchant(t.ctx, { partnerId: 9 });
    const campus = await makeGoods(t.ctx, 9, { name: '校园卡' });
    const plain = await makeGoods(t.ctx, 9, { name: '花卡' });
    const closed = await makeGoods(t.ctx, 9, { name: '无转单' });
    const config = await makeTransferConfig(t.ctx, 9, campus.id, [
      { reasonCode: 'age_mismatch', targetGoodsId: plain.id, successRate: '70.0' },
    ]);
    await t.ctx.db.insert(transferSwitches).values({ merchantId: m.id, configId: config.id, isOpen: true });
    const phone = `1391234${'00'}${ORDER_SIMULATOR_REJECT_SUFFIX}`;
    const moved = await makeOrder(t.ctx, m.id, { goodsId: campus.id, customer: { phone } });
    const stays = await makeOrder(t.ctx, m.id, { goodsId: closed.id, customer: { phone } });
    await tick();
    await tick();
    expect(await readOrder(t, stays.id)).toMatchObject({
      status: 'rejected',
      failReasonCode: 'age_mismatch',
      failReason: SIMULATOR_REJECT_REASON,
    });
    expect((await readOrder(t, moved.id)).status).toBe('transferred');
    const [next] = await t.ctx.db.select().from(orders).where(eq(orders.previousId, moved.id));
    expect(next).toMatchObject({ goodsId: plain.id, status: 'pending', changeKind: 'transfer' });
    // The new order has the same customer: rejected again, for want of a configuration of its own.
    await tick();
    await tick();
    expect((await readOrder(t, next!.id)).status).toBe('rejected');
    // Rejected orders wait for the merchant: the simulator leaves them.
    await tick();
    expect((await readOrder(t, stays.id)).status).toBe('rejected');
  });

  it('moves a bounded batch per tick, oldest change first, and leaves orders changed long ago', async () => {
    const m = await makeMerchant(t.ctx);
    const g = await makeGoods(t.ctx, m.partnerId);
    const many = await makeOrders(t.ctx, m.id, ORDER_SIMULATOR_BATCH + 5, { goodsId: g.id });
    const ids = many.map((o) => o.id);
    const old = await makeOrder(t.ctx, m.id, { goodsId: g.id, status: 'shipped' });
    await t.ctx.db
      .update(orders)
      .set({ updatedAt: new Date(Date.now() - ORDER_SIMULATOR_HORIZON_MS - 60_000) })
      .where(eq(orders.id, old.id));
    // Everyone else's open orders out of the way: this test counts its own.
    await t.ctx.db
      .update(orders)
      .set({ updatedAt: new Date(Date.now() - 2 * ORDER_SIMULATOR_HORIZON_MS) })
      .where(and(sql`${orders.merchantId} <> ${m.id}`));

    expect(await tick()).toBe(ORDER_SIMULATOR_BATCH);
    const after = await t.ctx.db.select().from(orders).where(inArray(orders.id, ids));
    expect(after.filter((o) => o.status === 'submitted')).toHaveLength(ORDER_SIMULATOR_BATCH);
    // The next tick starts with the five left behind (their change is the oldest).
    expect(await tick()).toBe(ORDER_SIMULATOR_BATCH);
    const left = many.slice(ORDER_SIMULATOR_BATCH).map((o) => o.id);
    const five = await t.ctx.db.select().from(orders).where(inArray(orders.id, left));
    expect(five.every((o) => o.status === 'submitted')).toBe(true);
    expect((await readOrder(t, old.id)).status).toBe('shipped');
  });

  it('an order that cannot take its step is reported once with the reason and passed over until it changes', async () => {
    const m = await makeMerchant(t.ctx);
    const g = await makeGoods(t.ctx, m.partnerId, {
      settlementRule: 'first_recharge',
      settlementMinRecharge: '50.00',
    });
    const stuck = await makeOrder(t.ctx, m.id, {
      goodsId: g.id,
      status: 'recharged',
      rechargeAmount: '50.00',
    });
    // The goods now asks for more than the customer recharged: the order can no longer settle.
    await t.ctx.db.update(goods).set({ settlementMinRecharge: '100.00' }).where(eq(goods.id, g.id));
    const behind = await makeOrders(t.ctx, m.id, ORDER_SIMULATOR_BATCH, { goodsId: g.id });
    await t.ctx.db
      .update(orders)
      .set({ updatedAt: new Date(Date.now() - 2 * ORDER_SIMULATOR_HORIZON_MS) })
      .where(sql`${orders.merchantId} <> ${m.id}`);
    const said: { msg: string; obj: object }[] = [];
    const record = (obj: object, msg: string) => said.push({ obj, msg });
    const waiting: WaitingOrders = new Map();
    const step = async () => {
      await new Promise((r) => setTimeout(r, 3));
      return simulateOrdersOnce(t.ctx, { info: record, error: record }, new Date(), waiting);
    };

    // The stuck order has the oldest change, yet the whole batch goes to the orders behind it.
    expect(await step()).toBe(ORDER_SIMULATOR_BATCH - 1);
    expect(await step()).toBe(ORDER_SIMULATOR_BATCH);
    for (let i = 0; i < 5; i += 1) await step();
    const about = said.filter((s) => (s.obj as { orderId?: number }).orderId === stuck.id);
    expect(about).toEqual([
      {
        msg: 'order simulator: order waits',
        obj: { orderId: stuck.id, status: 'recharged', reason: 'first recharge below the goods’ minimum' },
      },
    ]);
    expect(said.filter((s) => s.msg.includes('refused'))).toEqual([]);
    expect((await readOrder(t, stuck.id)).status).toBe('recharged');
    expect((await readOrder(t, behind[0]!.id)).status).toBe('settled');

    // Once the goods asks no more than was recharged, the order moves again (it changed: the
    // merchant's remark here), and settles.
    await t.ctx.db.update(goods).set({ settlementMinRecharge: '50.00' }).where(eq(goods.id, g.id));
    await t.ctx.db.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, stuck.id));
    await step();
    expect((await readOrder(t, stuck.id)).status).toBe('settled');
  });

  it('two simulators at once move each order one step, not two', async () => {
    const m = await makeMerchant(t.ctx);
    const g = await makeGoods(t.ctx, m.partnerId);
    const made = await makeOrders(t.ctx, m.id, 6, { goodsId: g.id });
    await t.ctx.db
      .update(orders)
      .set({ updatedAt: new Date(Date.now() - 2 * ORDER_SIMULATOR_HORIZON_MS) })
      .where(sql`${orders.merchantId} <> ${m.id}`);
    await new Promise((r) => setTimeout(r, 3));
    const [x, y] = await Promise.all([simulateOrdersOnce(t.ctx, log), simulateOrdersOnce(t.ctx, log)]);
    expect(x + y).toBe(6);
    for (const o of made) {
      expect((await historyOf(t, o.id)).map((h) => h.toStatus)).toEqual(['pending', 'submitted']);
    }
  });
});
