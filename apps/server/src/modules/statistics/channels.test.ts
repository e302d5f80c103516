import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Code, STATS_CHANNELS, ENDPOINTS, type PayloadIn } from '@console/contract';
import { createTestApp, type TestApp, type TestCallArgs, type TestEndpoint } from '../../test/test-app';
import { makeShop } from '../capture/test-support';
import { addDays, todayIn } from './calendar';
import { expectFiguresKept, goodsOf, ordersAt, statsMerchant } from './test-support';
import { verifyChannelsAgainstOrderList } from './verify-channels';

// Issue 39, decision 041: a statistics channel counts exactly the orders the order list finds with
// that source over the same days, for every channel, captured shops or not. Held here through the
// two public calls (the statistics screens' and the order list's), not through any shared rule.
let t: TestApp;
let token: string;
let shopId: number;
const range = { start_date: '2026-04-01', end_date: '2026-04-30' };

beforeAll(async () => {
  t = await createTestApp({ TIME_ZONE: 'Asia/Shanghai' });
  const { merchant: agent } = await statsMerchant(t.ctx);
  const made = await statsMerchant(t.ctx, { parentId: agent.id, partnerId: agent.partnerId });
  token = made.token;
  const m = made.merchant;
  const g = await goodsOf(t.ctx, m.partnerId);
  const shop = await makeShop(t.ctx, m.id, { platform: 'doudian' });
  shopId = shop.id;
  // Every source on a few days (the range's edges included), different counts for each.
  const days = ['2026-04-01 00:10', '2026-04-15 12:00', '2026-04-30 23:50'];
  for (const [i, source] of STATS_CHANNELS.entries()) {
    for (const [d, at] of days.entries()) {
      await ordersAt(t.ctx, m.id, at, 1 + ((i + d) % 3), {
        goodsId: g,
        source,
        ...(source === 'agent' ? { agentId: agent.id } : {}),
        ...(d === 1 ? { status: 'settled' as const } : {}),
      });
    }
  }
  // Outside the range: must count nowhere.
  await ordersAt(t.ctx, m.id, '2026-05-01 00:05', 2, { goodsId: g, source: 'live' });
  // The live-room and short-video orders and some Doudian ones came through the captured Doudian
  // shop, as the demo's do (the shop was counted instead of their channel before).
  await t.ctx.db.execute(
    sql`update orders set shop_id = ${shop.id} where merchant_id = ${m.id}
         and (source in ('live', 'douyin') or (source = 'doudian' and id % 2 = 0))`,
  );
});
afterAll(() => t.close());

const call = <E extends TestEndpoint>(endpoint: E, payload: PayloadIn<E>) =>
  t.call(endpoint, ...([payload, { token }] as TestCallArgs<E>));
const listed = async (source: PayloadIn<typeof ENDPOINTS.orderList>['source'], r = range) =>
  (await call(ENDPOINTS.orderList, { ...r, source, page: 1, page_size: 1 })).data.total;

describe('channels and the order list', () => {
  it("counts in every channel exactly the orders the order list's source filter finds, per day and in the shop table", async () => {
    const shops = await call(ENDPOINTS.statsShop, range);
    expect(shops.code).toBe(Code.ok);
    let sum = 0;
    for (const channel of STATS_CHANNELS) {
      const expected = await listed(channel);
      expect(expected, channel).toBeGreaterThan(0);
      sum += expected;
      const day = await call(ENDPOINTS.statsDay, { ...range, channel });
      expect(day.data.totals.orders, channel).toBe(expected);
      // Day by day too: a day of the statistics is a day of the list's date filter.
      for (const row of day.data.rows.filter((r) => r.orders > 0)) {
        expect(row.orders, `${channel} ${row.day}`).toBe(
          await listed(channel, { start_date: row.day, end_date: row.day }),
        );
      }
      const shopRow = shops.data.rows.find((r) => r.channel === channel);
      expect(shopRow?.orders, channel).toBe(expected);
      // Its captured shops' parts add up to it.
      if (shopRow?.shops.length) {
        expect(
          shopRow.shops.reduce((n, p) => n + p.orders, 0),
          channel,
        ).toBe(expected);
      }
    }
    // One row per channel, no order in two rows: the rows add up to the total and to the list.
    expect(shops.data.rows).toHaveLength(STATS_CHANNELS.length);
    expect(shops.data.totals.orders).toBe(sum);
    expect(await listed('')).toBe(sum);
  });

  it('shows the captured shop as a part of the channels its orders came in, named', async () => {
    const shops = await call(ENDPOINTS.statsShop, range);
    const live = shops.data.rows.find((r) => r.channel === 'live')!;
    expect(live.shops).toEqual([
      expect.objectContaining({ shop_id: shopId, orders: live.orders, platform: 'doudian' }),
    ]);
    const doudian = shops.data.rows.find((r) => r.channel === 'doudian')!;
    expect(doudian.shops.map((p) => p.shop_id).sort()).toEqual([0, shopId].sort());
    expect(shops.data.rows.find((r) => r.channel === 'store')!.shops).toEqual([]);
    // Narrowed to the shop: its orders, in their channels.
    const one = await call(ENDPOINTS.statsDay, { ...range, shop_id: shopId });
    expect(one.data.totals.orders).toBe(
      (await listed('live')) +
        (await listed('douyin')) +
        doudian.shops.find((p) => p.shop_id === shopId)!.orders,
    );
  });

  it('keeps every figure equal to both recounts; the order-list recount catches a channel rule that hides orders', async () => {
    await expectFiguresKept(t.ctx);
    expect(await verifyChannelsAgainstOrderList(t.ctx.db, t.ctx.config.TIME_ZONE)).toEqual([]);
    // Kept rows that hide some of a channel's orders (dropped, or counted short).
    await t.ctx.db.execute(sql`delete from statistics_daily where channel = 'live'`);
    await t.ctx.db.execute(
      sql`update statistics_daily set orders = orders - 1 where channel = 'douyin' and orders > 0`,
    );
    const problems = await verifyChannelsAgainstOrderList(t.ctx.db, t.ctx.config.TIME_ZONE);
    expect(problems.some((p) => p.includes('channel live'))).toBe(true);
    expect(problems.some((p) => p.includes('channel douyin'))).toBe(true);
    await t.ctx.db.execute(sql`select statistics_rebuild()`);
    expect(await verifyChannelsAgainstOrderList(t.ctx.db, t.ctx.config.TIME_ZONE)).toEqual([]);
  });
});

describe('days to come', () => {
  it('refuses a range that ends after today, naming end_date; today itself is fine', async () => {
    const today = todayIn(t.ctx.config.TIME_ZONE);
    for (const endpoint of [
      ENDPOINTS.statsDay,
      ENDPOINTS.statsShop,
      ENDPOINTS.statsGoods,
      ENDPOINTS.statsFirstGoods,
      ENDPOINTS.statsGoodsDay,
    ]) {
      const path = endpoint.path;
      const res = await call(endpoint, { start_date: addDays(today, -3), end_date: addDays(today, 1) });
      expect(res.code, path).toBe(Code.validation);
      expect(res.msg, path).toContain('end_date');
      expect(res.msg, path).toContain(today);
      expect((await call(endpoint, { start_date: addDays(today, -3), end_date: today })).code, path).toBe(
        Code.ok,
      );
    }
    const exported = await call(ENDPOINTS.statsExport, {
      start_date: today,
      end_date: addDays(today, 2),
      screen: 'day',
    });
    expect(exported.msg).toContain('end_date');
  });
});
