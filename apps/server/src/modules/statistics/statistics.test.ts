import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchants } from '../auth/tables';
import { makeShop } from '../capture/test-support';
import { orders } from '../orders/tables';
import { Code, ENDPOINTS, type PayloadIn, ApiPath } from '@console/contract';
import { createTestApp, type TestApp, type TestCallArgs, type TestEndpoint } from '../../test/test-app';
import { fromLocalTime } from '../../lib/time';
import { expectFiguresKept, goodsOf, ordersAt, retime, statsMerchant } from './test-support';

// The screens' calls over the real app (app.inject) and a fresh database: figures read from the
// kept daily rows, checked against hand-made orders and against a count over the orders.
let t: TestApp;
let merchant: { id: number; partnerId: number };
let token: string;
let goodsA: number;
let goodsB: number;
const range = { start_date: '2026-03-01', end_date: '2026-03-31' };

beforeAll(async () => {
  t = await createTestApp({ TIME_ZONE: 'Asia/Shanghai' });
  ({ merchant, token } = await statsMerchant(t.ctx));
  goodsA = await goodsOf(t.ctx, merchant.partnerId, '流量卡 A');
  goodsB = await goodsOf(t.ctx, merchant.partnerId, '流量卡 B');
  // 10 March: 3 orders of A (one activated and recharged, one rejected), 1 of B settled.
  await ordersAt(t.ctx, merchant.id, '2026-03-10 09:00', 1, {
    goodsId: goodsA,
    status: 'recharged',
    rechargeAmount: '120.00',
  });
  await ordersAt(t.ctx, merchant.id, '2026-03-10 10:00', 1, { goodsId: goodsA, status: 'rejected' });
  await ordersAt(t.ctx, merchant.id, '2026-03-10 11:00', 1, { goodsId: goodsA });
  await ordersAt(t.ctx, merchant.id, '2026-03-10 12:00', 1, { goodsId: goodsB, status: 'settled' });
  // 12 March: 2 cancelled after approval (they were submitted and approved).
  const cancelled = await ordersAt(t.ctx, merchant.id, '2026-03-12 08:00', 2, {
    goodsId: goodsB,
    status: 'approved',
  });
  const { changeStatus } = await import('../orders/lifecycle');
  const { orderEnv } = await import('../orders/test-support');
  await t.ctx.db.transaction(async (tx) => {
    for (const o of cancelled)
      await changeStatus(tx, orderEnv(t.ctx), o, { to: 'cancelled', source: 'merchant' });
  });
});
afterAll(() => t.close());

const call = <E extends TestEndpoint>(endpoint: E, payload: PayloadIn<E>, tk = token) =>
  t.call(endpoint, ...([payload, { token: tk }] as TestCallArgs<E>));
/** For the payloads the contract refuses on purpose (wrong types, missing fields): untyped (t.post). */
const postWrong = (path: string, body: unknown, tk = token) => t.post(path, body, { token: tk });

describe('per day', () => {
  it('counts the orders placed each day and what they went through, every day of the range', async () => {
    const res = await call(ENDPOINTS.statsDay, range);
    expect(res.code).toBe(Code.ok);
    expect(res.data.rows).toHaveLength(31);
    const day10 = res.data.rows.find((r) => r.day === '2026-03-10')!;
    expect(day10).toMatchObject({
      orders: 4,
      submitted: 3,
      approved: 2,
      rejected: 1,
      shipped: 2,
      activated: 2,
      recharged: 1,
      settled: 1,
    });
    const day12 = res.data.rows.find((r) => r.day === '2026-03-12')!;
    expect(day12).toMatchObject({ orders: 2, submitted: 2, approved: 2, shipped: 0, settled: 0 });
    expect(res.data.rows.find((r) => r.day === '2026-03-11')).toMatchObject({
      orders: 0,
      commission: '0.00',
    });
    expect(res.data.totals.orders).toBe(6);
    await expectFiguresKept(t.ctx);
  });

  it('filters by goods', async () => {
    const res = await call(ENDPOINTS.statsDay, { ...range, goods_id: goodsB });
    expect(res.data.totals).toMatchObject({ orders: 3, settled: 1 });
  });

  it('puts an order at 23:59 and one at 00:01 local time on their own days', async () => {
    const { merchant: m, token: tk } = await statsMerchant(t.ctx);
    const g = await goodsOf(t.ctx, m.partnerId);
    await ordersAt(t.ctx, m.id, '2026-04-01 23:59', 1, { goodsId: g });
    await ordersAt(t.ctx, m.id, '2026-04-02 00:01', 1, { goodsId: g });
    const res = await call(ENDPOINTS.statsDay, { start_date: '2026-04-01', end_date: '2026-04-02' }, tk);
    expect(res.data.rows.map((r) => [r.day, r.orders])).toEqual([
      ['2026-04-01', 1],
      ['2026-04-02', 1],
    ]);
  });

  it('refuses a range over 366 days, an end before its start, a missing or impossible date', async () => {
    const tooLong = await call(ENDPOINTS.statsDay, { start_date: '2025-01-01', end_date: '2026-01-02' });
    expect(tooLong).toMatchObject({ code: Code.validation });
    expect(tooLong.msg).toContain('366');
    expect(tooLong.msg).toContain('end_date');
    const ok366 = await call(ENDPOINTS.statsDay, { start_date: '2025-01-01', end_date: '2026-01-01' });
    expect(ok366.code).toBe(Code.ok);
    const reversed = await call(ENDPOINTS.statsDay, { start_date: '2026-03-10', end_date: '2026-03-01' });
    expect(reversed).toMatchObject({ code: Code.validation });
    expect(reversed.msg).toContain('end_date');
    const missing = await postWrong(ApiPath.statsDay, { end_date: '2026-03-01' });
    expect(missing.msg).toContain('start_date');
    const impossible = await call(ENDPOINTS.statsDay, { start_date: '2026-02-30', end_date: '2026-03-01' });
    expect(impossible.msg).toContain('start_date');
    const channel = await postWrong(ApiPath.statsDay, { ...range, channel: 'fax' });
    expect(channel.msg).toContain('channel');
  });
});

describe('per goods and first recharge', () => {
  it('totals and rates per goods, most orders first', async () => {
    const res = await call(ENDPOINTS.statsGoods, range);
    expect(res.data.rows.map((r) => [r.goods_name, r.orders])).toEqual([
      ['流量卡 A', 3],
      ['流量卡 B', 3],
    ]);
  });

  it('first recharges per goods: amount ranges and days after activation', async () => {
    const [order] = await ordersAt(t.ctx, merchant.id, '2026-03-20 09:00', 1, {
      goodsId: goodsA,
      status: 'recharged',
      rechargeAmount: '45.00',
    });
    await retime(t.ctx, order!.id, {
      activatedAt: fromLocalTime('2026-03-21 22:00', t.ctx.config.TIME_ZONE),
      rechargedAt: fromLocalTime('2026-03-25 01:00', t.ctx.config.TIME_ZONE),
    });
    const res = await call(ENDPOINTS.statsFirstGoods, range);
    const a = res.data.rows.find((r) => r.goods_id === goodsA)!;
    expect(a).toMatchObject({
      recharged: 2,
      amount_sum: '165.00',
      amount_avg: '82.50',
      amount_ranges: [1, 0, 1, 0, 0],
    });
    // Same day (0) and 4 calendar days (3–6).
    expect(a.day_ranges).toEqual([1, 0, 1, 0, 0, 0]);
    expect(a.days_avg).toBe(2);
    await expectFiguresKept(t.ctx);
  });

  it('goods × day: one metric per cell', async () => {
    const res = await call(ENDPOINTS.statsGoodsDay, { ...range, metric: 'orders' });
    expect(res.data.days).toHaveLength(31);
    const b = res.data.rows.find((r) => r.goods_id === goodsB)!;
    expect(b.values[9]).toBe('1');
    expect(b.values[11]).toBe('2');
    expect(b.total).toBe('3');
    expect(b.values[0]).toBe('0');
    expect(b.values.reduce((n, v) => n + Number(v), 0)).toBe(3);
    // The rows and their totals as the goods screen counts them, largest first, then by id.
    const byGoods = (await call(ENDPOINTS.statsGoods, range)).data.rows;
    const ranked = (key: 'orders' | 'commission') =>
      byGoods
        .filter((g) => Number(g[key]) !== 0)
        .sort((x, y) => Number(y[key]) - Number(x[key]) || x.goods_id - y.goods_id)
        .map((g) => ({ goods_id: g.goods_id, total: String(g[key]) }));
    expect(res.data.rows.map((r) => ({ goods_id: r.goods_id, total: r.total }))).toEqual(ranked('orders'));
    const money = await call(ENDPOINTS.statsGoodsDay, { ...range, metric: 'commission' });
    expect(money.data.rows.map((r) => ({ goods_id: r.goods_id, total: r.total }))).toEqual(
      ranked('commission'),
    );
    expect(money.data.rows.length).toBeGreaterThan(0);
    for (const row of money.data.rows) {
      expect(row.values).toHaveLength(31);
      for (const v of row.values) expect(v).toMatch(/^-?\d+\.\d\d$/);
      expect(row.values).toContain('0.00');
    }
    const bad = await postWrong(ApiPath.statsGoodsDay, { ...range, metric: 'profit' });
    expect(bad.msg).toContain('metric');
  });
});

describe('whose figures', () => {
  it("never shows another merchant's figures; an agent adds its sub-merchants' only when asked", async () => {
    const { merchant: agent, token: agentToken } = await statsMerchant(t.ctx);
    const { merchant: child } = await statsMerchant(t.ctx, {
      parentId: agent.id,
      partnerId: agent.partnerId,
    });
    const g = await goodsOf(t.ctx, agent.partnerId);
    await ordersAt(t.ctx, agent.id, '2026-03-05 10:00', 2, { goodsId: g });
    await ordersAt(t.ctx, child.id, '2026-03-05 11:00', 3, { goodsId: g, agentId: agent.id });
    const own = await call(ENDPOINTS.statsDay, range, agentToken);
    expect(own.data.totals.orders).toBe(2);
    const withSubs = await call(ENDPOINTS.statsDay, { ...range, with_subs: true }, agentToken);
    expect(withSubs.data.totals.orders).toBe(5);
    const shops = await call(ENDPOINTS.statsShop, { ...range, with_subs: true }, agentToken);
    expect(shops.data.rows.map((r) => [r.merchant_id, r.channel, r.orders]).sort()).toEqual(
      [
        [agent.id, 'store', 2],
        // An agent's link is a channel of its own (decision 041), as the order list's sources are.
        [child.id, 'agent', 3],
      ].sort(),
    );
    // The first merchant of this file sees none of these, with or without sub-merchants.
    const mine = await call(ENDPOINTS.statsDay, { ...range, with_subs: true });
    expect(mine.data.totals.orders).toBe(7);
  });

  it("names an agent's sub-merchants and their captured shops, also once one has moved to another agent", async () => {
    const { merchant: agent, token: agentToken } = await statsMerchant(t.ctx);
    const { merchant: child } = await statsMerchant(t.ctx, {
      parentId: agent.id,
      partnerId: agent.partnerId,
    });
    const shop = await makeShop(t.ctx, child.id, { platform: 'doudian' });
    const g = await goodsOf(t.ctx, agent.partnerId);
    await ordersAt(t.ctx, agent.id, '2026-03-06 10:00', 1, { goodsId: g });
    await ordersAt(t.ctx, child.id, '2026-03-06 11:00', 2, {
      goodsId: g,
      source: 'doudian',
      agentId: agent.id,
    });
    await t.ctx.db.update(orders).set({ shopId: shop.id }).where(eq(orders.merchantId, child.id));
    const named = async () => {
      const { rows } = (await call(ENDPOINTS.statsShop, { ...range, with_subs: true }, agentToken)).data;
      return rows.map((r) => ({
        merchant: [r.merchant_id, r.merchant_name],
        shops: r.shops.map((p) => [p.shop_id, p.shop_name, p.platform, p.orders]),
      }));
    };
    const expected = [
      { merchant: [child.id, child.storeName], shops: [[shop.id, shop.name, 'doudian', 2]] },
      { merchant: [agent.id, agent.storeName], shops: [] },
    ];
    expect(await named()).toEqual(expected);
    // Moved: neither the child nor its shop is the agent's today, but their orders through it
    // still show, named as before.
    const { merchant: other } = await statsMerchant(t.ctx, { partnerId: agent.partnerId });
    await t.ctx.db.update(merchants).set({ parentId: other.id }).where(eq(merchants.id, child.id));
    expect(await named()).toEqual(expected);
  });

  it('refuses a merchant whose statistics section is off', async () => {
    const { token: tk } = await statsMerchant(t.ctx, { storeDataIsShow: false });
    const res = await call(ENDPOINTS.statsDay, range, tk);
    expect(res.code).not.toBe(Code.ok);
  });
});
