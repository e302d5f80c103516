import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ENDPOINTS, type StatsFilter } from '@console/contract';
import { rawRows } from '../../db/raw-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rebuildStatistics, verifyStatistics } from './verify';
import { expectFiguresKept, goodsOf, ordersAt, statsMerchant } from './test-support';

// The goods and shop tables (migration 0028, decision 075): every screen answers from the
// smallest kept table that has the columns it narrows by and shows, the same as a count over the
// orders written here, for an agent alone and with its sub-merchants; the verify names a row of
// either table set wrong, and a rebuild counts them again.
let t: TestApp;
let agent: { id: number; partnerId: number };
let token: string;
let g1: number;
let g2: number;
const range = { start_date: '2026-04-01', end_date: '2026-04-30' };
// April whole (the shop screen reads its month's row), days at both ends (their days' rows), and
// ends that take most of their month (the month's row less the days left out: March less its 1st,
// May less its 31st).
const RANGES = [
  range,
  { start_date: '2026-03-20', end_date: '2026-05-01' },
  { start_date: '2026-03-02', end_date: '2026-05-30' },
];

beforeAll(async () => {
  t = await createTestApp({ TIME_ZONE: 'Asia/Shanghai' });
  ({ merchant: agent, token } = await statsMerchant(t.ctx));
  const sub = () => statsMerchant(t.ctx, { parentId: agent.id, partnerId: agent.partnerId });
  const [{ merchant: s1 }, { merchant: s2 }] = [await sub(), await sub()];
  g1 = await goodsOf(t.ctx, agent.partnerId, 'A');
  g2 = await goodsOf(t.ctx, agent.partnerId, 'B');
  await ordersAt(t.ctx, agent.id, '2026-04-02 09:00', 2, { goodsId: g1, status: 'settled' });
  await ordersAt(t.ctx, agent.id, '2026-04-03 23:59', 1, { goodsId: g2, source: 'import' });
  await ordersAt(t.ctx, s1.id, '2026-04-02 10:00', 3, { goodsId: g1, agentId: agent.id, source: 'agent' });
  await ordersAt(t.ctx, s1.id, '2026-04-03 00:01', 1, { goodsId: g2, agentId: agent.id, status: 'settled' });
  await ordersAt(t.ctx, s2.id, '2026-04-03 12:00', 2, {
    goodsId: g2,
    agentId: agent.id,
    source: 'import',
    status: 'rejected',
  });
  await ordersAt(t.ctx, s1.id, '2026-03-20 08:00', 2, { goodsId: g1, agentId: agent.id, source: 'agent' });
  await ordersAt(t.ctx, agent.id, '2026-05-01 20:00', 1, { goodsId: g2, status: 'settled' });
  await ordersAt(t.ctx, agent.id, '2026-05-02 20:00', 1, { goodsId: g2 });
  // On the days the last range leaves out, and beside them.
  await ordersAt(t.ctx, s1.id, '2026-03-01 09:00', 2, { goodsId: g1, agentId: agent.id, source: 'agent' });
  await ordersAt(t.ctx, s2.id, '2026-03-02 00:00', 1, { goodsId: g2, agentId: agent.id, status: 'settled' });
  await ordersAt(t.ctx, agent.id, '2026-05-30 23:59', 1, { goodsId: g1, status: 'settled' });
  await ordersAt(t.ctx, agent.id, '2026-05-31 00:00', 3, { goodsId: g1, status: 'settled' });
  // Another merchant's orders on the same days: in no screen of the agent.
  const { merchant: other } = await statsMerchant(t.ctx, { partnerId: agent.partnerId });
  await ordersAt(t.ctx, other.id, '2026-04-02 11:00', 4, { goodsId: g1 });
});
afterAll(() => t.close());

type Filter = Omit<StatsFilter, 'start_date' | 'end_date'>;
const NARROWED: Filter[] = [{}, { goods_id: 0 }, { channel: 'agent' }, { channel: 'import', goods_id: 0 }];
const FILTERS = NARROWED.flatMap((f): Filter[] => [f, { ...f, with_subs: true }]);
const withGoods = (f: Filter) => (f.goods_id === 0 ? { ...f, goods_id: g2 } : f);

/** The orders a screen shows for a filter, counted here from the orders by day, goods and merchant's channel. */
function counted(f: Filter, days: typeof range) {
  const whose = f.with_subs
    ? sql`(merchant_id = ${agent.id} or agent_id = ${agent.id})`
    : sql`merchant_id = ${agent.id}`;
  return rawRows<{
    day: string;
    goods_id: number;
    merchant_id: number;
    channel: string;
    orders: number;
    settled: number;
  }>(
    t.ctx.db,
    sql`select to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day, goods_id, merchant_id,
          source as channel, count(*)::int as orders, count(settled_at)::int as settled
        from orders where ${whose}
          and (created_at at time zone 'Asia/Shanghai')::date between ${days.start_date}::date and ${days.end_date}::date
          and (${f.goods_id ?? null}::int is null or goods_id = ${f.goods_id ?? null})
          and (${f.channel ?? null}::text is null or source = ${f.channel ?? null})
        group by 1, 2, 3, 4`,
  );
}
const sumBy = <R extends { orders: number }>(rows: R[], key: (r: R) => string) => {
  const m = new Map<string, number>();
  for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + r.orders);
  return Object.fromEntries([...m].filter(([, n]) => n > 0).sort());
};

describe('the goods and shop tables', () => {
  it('answer every screen as a count over the orders, alone and with sub-merchants, under each filter', async () => {
    for (const [days, raw] of RANGES.flatMap((d) => FILTERS.map((f) => [d, f] as const))) {
      const f = withGoods(raw);
      const expected = await counted(f, days);
      const payload = { ...days, ...f };
      const day = await t.call(ENDPOINTS.statsDay, payload, { token });
      expect(
        sumBy(day.data.rows, (r) => r.day),
        JSON.stringify(f),
      ).toEqual(sumBy(expected, (r) => r.day));
      expect(day.data.totals.settled).toBe(expected.reduce((s, r) => s + r.settled, 0));
      const goods = await t.call(ENDPOINTS.statsGoods, payload, { token });
      expect(sumBy(goods.data.rows, (r) => String(r.goods_id))).toEqual(
        sumBy(expected, (r) => String(r.goods_id)),
      );
      const shop = await t.call(ENDPOINTS.statsShop, payload, { token });
      expect(sumBy(shop.data.rows, (r) => `${r.merchant_id}/${r.channel}`)).toEqual(
        sumBy(expected, (r) => `${r.merchant_id}/${r.channel}`),
      );
      const cells = await t.call(ENDPOINTS.statsGoodsDay, { ...payload, metric: 'orders' }, { token });
      const shown = cells.data.rows.flatMap((r) =>
        r.values.map((v, i) => ({ key: `${r.goods_id}/${cells.data.days[i]}`, orders: Number(v) })),
      );
      expect(sumBy(shown, (r) => r.key)).toEqual(sumBy(expected, (r) => `${r.goods_id}/${r.day}`));
    }
    await expectFiguresKept(t.ctx);
  });

  it('are what the screens read, named by the verify when set wrong, and counted again by a rebuild', async () => {
    const total = async (f: Filter) =>
      (await t.call(ENDPOINTS.statsDay, { ...range, ...f }, { token })).data.totals.orders;
    const before = {
      subs: await total({ with_subs: true }),
      agent: await total({ with_subs: true, channel: 'agent' }),
    };
    // The agent's sub-merchants' row of 2 April (merchant 0), and its own shop row of that day.
    await t.ctx.db.execute(sql`update statistics_goods_daily set orders = orders + 100
      where merchant_id = 0 and agent_id = ${agent.id} and day = '2026-04-02'`);
    await t.ctx.db.execute(sql`update statistics_shop_daily set orders = orders + 10
      where merchant_id = ${agent.id} and day = '2026-04-02'`);
    expect(await total({ with_subs: true })).toBe(before.subs + 100);
    expect(await total({ with_subs: true, channel: 'agent' })).toBe(before.agent);
    expect(await total({ channel: 'store' })).toBe(2 + 10);
    // The shop screen over April whole reads April's row of the monthly table, not the days'.
    const shopStore = async () =>
      (await t.call(ENDPOINTS.statsShop, range, { token })).data.rows.find((r) => r.channel === 'store')
        ?.orders;
    expect(await shopStore()).toBe(2);
    await t.ctx.db.execute(sql`update statistics_shop_monthly set orders = orders + 1
      where merchant_id = ${agent.id} and day = '2026-04-01' and channel = 'store'`);
    expect(await shopStore()).toBe(3);
    const problems = (await verifyStatistics(t.ctx.db, 'Asia/Shanghai')).problems;
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^goods figures: merchant 0 agent ${agent.id} 2026-04-02 goods ${g1}: orders kept 103, counted 3$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^shop figures: merchant ${agent.id} agent 0 2026-04-02 store shop 0: orders kept 12, counted 2$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^shop figures by month: merchant ${agent.id} agent 0 2026-04-01 store shop 0: orders kept 3, counted 2$`,
        ),
      ),
    ]);
    // In UTC, the order placed at 00:01 Shanghai time is one of 2 April's.
    await rebuildStatistics(t.ctx.db, 'UTC');
    expect((await verifyStatistics(t.ctx.db, 'UTC')).problems).toEqual([]);
    const utc = await rawRows<{ orders: number }>(
      t.ctx.db,
      sql`select orders from statistics_goods_daily where merchant_id = 0 and agent_id = ${agent.id}
           and day = '2026-04-02' and goods_id = ${g2}`,
    );
    expect(utc).toEqual([{ orders: 1 }]);
    await rebuildStatistics(t.ctx.db, 'Asia/Shanghai');
    expect(await total({ with_subs: true })).toBe(before.subs);
  });

  it('follow a delete of daily rows, and are emptied with them', async () => {
    await t.ctx.db.execute(
      sql`delete from statistics_daily where merchant_id = ${agent.id} and channel = 'import'`,
    );
    const sums = async () =>
      (
        await rawRows<{ daily: number; goods: number; shop: number; month: number }>(
          t.ctx.db,
          sql`select (select coalesce(sum(orders), 0) from statistics_daily)::int as daily,
            (select coalesce(sum(orders), 0) from statistics_goods_daily where merchant_id <> 0)::int as goods,
            (select coalesce(sum(orders), 0) from statistics_shop_daily)::int as shop,
            (select coalesce(sum(orders), 0) from statistics_shop_monthly)::int as month`,
        )
      )[0]!;
    const after = await sums();
    expect(after.daily).toBeGreaterThan(0);
    expect(after).toEqual({ daily: after.daily, goods: after.daily, shop: after.daily, month: after.daily });
    await rebuildStatistics(t.ctx.db, 'Asia/Shanghai');
    expect((await verifyStatistics(t.ctx.db, 'Asia/Shanghai')).problems).toEqual([]);
  });
});
