import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  Code,
  ENDPOINTS,
  ORDER_STATUSES,
  orderFilter,
  type OrderListPayload,
  type OrderStatus,
} from '@console/contract';
import { orders } from './tables';
import { fromLocalTime } from '../../lib/time';
import { rawRows } from '../../db/raw-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeGoods } from '../goods/test-support';
import { makeMerchant, signIn } from '../../test/factories';
import { makeOrder } from './test-support';
import { eventId, sendOrderEvent } from './webhook-test-support';
import { keptCountsAnswer } from './status-counts';
import { verifyOrderStatusDaily } from './status-counts-verify';
import { rebuildStatistics, verifyStatistics } from '../statistics/verify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Filter = Omit<OrderListPayload, 'page' | 'page_size'>;
type Caller = { id: number; token: string };

/**
 * The call's tabs beside the statuses of every row the same filter without its status lists (all
 * its pages: the tabs are of the filter without its status), and the call's total beside its tab.
 * Each filter here must find rows, or it proves nothing.
 */
async function tabsAndRows(caller: Caller, filter: Filter) {
  const tally = Object.fromEntries([...ORDER_STATUSES, 'all'].map((s) => [s, 0])) as Record<
    OrderStatus | 'all',
    number
  >;
  const first = await t.call(
    ENDPOINTS.orderList,
    { ...filter, page: 1, page_size: 1 },
    { token: caller.token },
  );
  expect(first.code).toBe(Code.ok);
  const tabs = first.data.status_counts;
  expect(first.data.total).toBe(tabs[filter.status || 'all']);
  for (let page = 1; ; page += 1) {
    const res = await t.call(
      ENDPOINTS.orderList,
      { ...filter, status: '', page, page_size: 100 },
      { token: caller.token },
    );
    expect(res.code).toBe(Code.ok);
    for (const row of res.data.list) {
      tally[row.status] += 1;
      tally.all += 1;
    }
    if (res.data.list.length < 100) break;
  }
  return { tabs, tally };
}

async function expectTabsMatchRows(callers: Caller[], filters: Filter[]) {
  for (const caller of callers) {
    for (const filter of filters) {
      const { tabs, tally } = await tabsAndRows(caller, filter);
      expect(tabs, `${caller.id} ${JSON.stringify(filter)}`).toEqual(tally);
    }
  }
}

// 21 June 07:00 in Shanghai is 20 June 23:00 in UTC: the zone decides the day.
const DAY1 = '2026-06-20';
const DAY2 = '2026-06-21';

/** An agent, its sub-merchant (orders of its own and through the agent's link), a stranger. */
async function world() {
  const agent = await makeMerchant(t.ctx, { childMerchant: 2 });
  const sub = await makeMerchant(t.ctx, { parentId: agent.id, childMerchant: 1 });
  const stranger = await makeMerchant(t.ctx);
  const g1 = (await makeGoods(t.ctx, agent.partnerId)).id;
  const g2 = (await makeGoods(t.ctx, agent.partnerId)).id;
  const at = (local: string) => fromLocalTime(local, t.ctx.config.TIME_ZONE);
  const statuses: OrderStatus[] = ['pending', 'submitted', 'rejected', 'settled', 'cancelled', 'approved'];
  const made: { id: number; orderNo: string; status: string; merchantId: number }[] = [];
  for (let i = 0; i < 18; i += 1) {
    const merchantId = i % 3 === 0 ? agent.id : sub.id;
    const o = await makeOrder(t.ctx, merchantId, {
      goodsId: i % 2 ? g1 : g2,
      source: (['store', 'douyin', 'pdd'] as const)[i % 3],
      ...(i % 3 === 1 ? { agentId: agent.id } : {}),
      status: statuses[i % statuses.length],
      createdAt: at(i % 4 < 2 ? `${DAY1} 23:30` : `${DAY2} 07:00`),
    });
    made.push({ id: o.id, orderNo: o.orderNo, status: o.status, merchantId });
  }
  await makeOrder(t.ctx, stranger.id, { agentId: agent.id, createdAt: at(`${DAY1} 12:00`) });
  // Around the month's ends, for the tabs by source and month (decision 079): 1 June 07:00 in
  // Shanghai is 31 May in UTC. The sub-merchant's, through the agent's link or not.
  for (const [i, local] of [
    '2026-05-15 10:00',
    '2026-06-01 07:00',
    '2026-07-31 23:30',
    '2026-07-02 09:00',
  ].entries()) {
    await makeOrder(t.ctx, sub.id, {
      source: 'douyin',
      ...(i % 2 ? { agentId: agent.id } : {}),
      status: statuses[i + 1],
      createdAt: at(local),
    });
  }
  // A flag on a few: the flag is a column of the kept counts.
  await t.ctx.db
    .update(orders)
    .set({ flag: 2 })
    .where(inArray(orders.id, [made[0]!.id, made[1]!.id, made[4]!.id]));
  const callers = [
    { id: agent.id, token: await signIn(t.ctx, agent.id) },
    { id: sub.id, token: await signIn(t.ctx, sub.id) },
  ];
  // Those the kept rows answer, then those that count the orders (decision 070).
  const kept: Filter[] = [
    {},
    { start_date: DAY1, end_date: DAY1 },
    { start_date: DAY2 },
    { end_date: DAY1 },
    { sub_merchant_id: sub.id },
    { sub_merchant_id: sub.id, start_date: DAY2, end_date: DAY2 },
    { status: 'settled', start_date: DAY2 },
  ];
  const counted: Filter[] = [
    { goods_id: g1 },
    { source: 'douyin' },
    { flag: 2 },
    { goods_id: g2, source: 'store', start_date: DAY1, end_date: DAY2, flag: 0 },
    // "No flag": the kept tabs less the flagged orders (decision 077).
    { flag: 0 },
    { flag: 0, start_date: DAY2 },
    { flag: 0, sub_merchant_id: sub.id, end_date: DAY2 },
  ];
  // By source: whole months kept, the partial months' days counted (decision 079).
  const bySource: Filter[] = [
    { source: 'douyin', start_date: '2026-06-01', end_date: '2026-06-30' },
    { source: 'douyin', start_date: '2026-05-10', end_date: '2026-07-31' },
    { source: 'douyin', start_date: DAY2 },
    { source: 'douyin', end_date: DAY1 },
    { source: 'douyin', status: 'submitted', start_date: '2026-05-20', end_date: '2026-07-01' },
    { source: 'douyin', sub_merchant_id: sub.id, start_date: DAY1, end_date: DAY2 },
    { source: 'douyin', sub_merchant_id: sub.id, start_date: '2026-05-01', end_date: '2026-07-31' },
    { source: 'douyin', flag: 0 },
  ];
  const filters = [...kept, ...counted, ...bySource];
  return { agent, sub, callers, kept, counted, filters, made, g1 };
}

describe('the order list’s status tabs, kept (decision 070)', () => {
  it('equal the statuses of the rows the same call lists, for every filter the kept rows answer', async () => {
    const { callers, kept, counted, filters } = await world();
    for (const f of kept) expect(keptCountsAnswer(orderFilter.parse(f)), JSON.stringify(f)).toBe(true);
    for (const f of [...counted, { phone: '13800000000' }, { order_no: '000000000000000000' }])
      expect(keptCountsAnswer(orderFilter.parse(f)), JSON.stringify(f)).toBe(false);
    await expectTabsMatchRows(callers, filters);
    // Every filter of the agent's finds orders: an empty answer would prove nothing.
    for (const f of filters)
      expect((await tabsAndRows(callers[0]!, f)).tally.all, JSON.stringify(f)).toBeGreaterThan(0);
    expect(await verifyOrderStatusDaily(t.ctx.db, t.ctx.config.TIME_ZONE)).toEqual([]);
  });

  it('follow status changes, settlements, flags, a re-application and deletes', async () => {
    const { callers, filters, made, g1 } = await world();
    const own = (status: string) => made.filter((o) => o.status === status);
    for (const o of own('submitted')) {
      const r = await sendOrderEvent(t, { event_id: eventId(), order_no: o.orderNo, status: 'approved' });
      expect(r.data?.changed).toBe(true);
    }
    const pending = own('pending');
    await sendOrderEvent(t, {
      event_id: eventId(),
      order_no: pending[0]!.orderNo,
      status: 'cancelled',
    });
    // Flags through the list's own call, and a rejected order applied again on another goods.
    const agentOrders = made.filter((o) => o.merchantId === callers[0]!.id).map((o) => o.id);
    expect(
      (await t.call(ENDPOINTS.orderFlag, { ids: agentOrders, flag: 3 }, { token: callers[0]!.token })).code,
    ).toBe(Code.ok);
    const rejected = own('rejected').find((o) => o.merchantId === callers[1]!.id)!;
    const reapplied = await t.call(
      ENDPOINTS.orderReapply,
      { id: rejected.id, goods_id: g1 },
      { token: callers[1]!.token },
    );
    expect(reapplied.code).toBe(Code.ok);
    await t.ctx.db.delete(orders).where(inArray(orders.id, [pending[1]!.id, own('settled')[0]!.id]));
    await expectTabsMatchRows(callers, [...filters, { flag: 3 }, { status: 'transferred' }]);
    // Both deleted orders were the agent's own.
    expect((await tabsAndRows(callers[0]!, { flag: 3 })).tally.all).toBe(agentOrders.length - 2);
    expect(await verifyOrderStatusDaily(t.ctx.db, t.ctx.config.TIME_ZONE)).toEqual([]);
  });

  it('count the orders when the kept days are another zone’s (a rebuild under another TIME_ZONE)', async () => {
    const { callers, filters } = await world();
    const zone = t.ctx.config.TIME_ZONE;
    expect(zone).not.toBe('UTC');
    try {
      await rebuildStatistics(t.ctx.db, 'UTC');
      // The kept rows now put DAY2 07:00 in DAY1: read with the list's dates they would be wrong.
      const [moved] = await rawRows<{ n: number }>(
        t.ctx.db,
        sql`select count(*)::int as n from order_status_daily where day = ${DAY2}::date and orders > 0`,
      );
      expect(Number(moved?.n)).toBe(0);
      await expectTabsMatchRows(callers, filters);
      expect(await verifyOrderStatusDaily(t.ctx.db, 'UTC')).toEqual([]);
    } finally {
      await rebuildStatistics(t.ctx.db, zone);
    }
    await expectTabsMatchRows(callers, filters);
    expect(await verifyOrderStatusDaily(t.ctx.db, zone)).toEqual([]);
  });

  it('are what the list answers, and stats:verify names a kept row that was tampered with', async () => {
    const { agent, callers } = await world();
    const before = await tabsAndRows(callers[0]!, {});
    await t.ctx.db.execute(
      sql`update order_status_daily set orders = orders + 5
        where ctid = (select ctid from order_status_daily where merchant_id = ${agent.id} and status = 'settled' limit 1)`,
    );
    // The list reads the kept rows (not a count it would do anyway): the tab shows the change.
    const after = await tabsAndRows(callers[0]!, {});
    expect(after.tabs.settled).toBe(before.tally.settled + 5);
    // So do those of "no flag": the kept rows less the flagged orders.
    const unflagged = await tabsAndRows(callers[0]!, { flag: 0 });
    expect(unflagged.tabs.settled).toBe(unflagged.tally.settled + 5);
    const report = await verifyStatistics(t.ctx.db, t.ctx.config.TIME_ZONE);
    expect(report.problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^status counts: merchant ${agent.id} agent 0 \\S+ settled: orders kept \\d+, counted \\d+$`,
        ),
      ),
    ]);
    await rebuildStatistics(t.ctx.db, t.ctx.config.TIME_ZONE);
    expect((await verifyStatistics(t.ctx.db, t.ctx.config.TIME_ZONE)).problems).toEqual([]);
    expect((await tabsAndRows(callers[0]!, {})).tabs).toEqual(before.tally);
    await t.ctx.db.delete(orders).where(eq(orders.merchantId, agent.id));
    expect((await tabsAndRows(callers[0]!, {})).tabs.all).toBe(before.tally.all - 6);
  });

  it('under one source read the kept months, and stats:verify names a month tampered with', async () => {
    const { sub, callers } = await world();
    const june = { source: 'douyin', start_date: '2026-05-10', end_date: '2026-07-31' } as const;
    const before = await tabsAndRows(callers[1]!, june);
    expect(before.tabs).toEqual(before.tally);
    await t.ctx.db.execute(
      sql`update order_source_monthly set orders = orders + 3
        where ctid = (select ctid from order_source_monthly where merchant_id = ${sub.id}
            and source = 'douyin' and month = '2026-06-01' limit 1)`,
    );
    // June is whole in the range: read from the kept row.
    const after = await tabsAndRows(callers[1]!, june);
    expect(after.tabs.all).toBe(before.tally.all + 3);
    // Ended on the 29th, June is a partial month: its days are counted, the tampered row unread.
    const partial = await tabsAndRows(callers[1]!, { ...june, end_date: '2026-06-29' });
    expect(partial.tabs.all).toBe(partial.tally.all);
    const report = await verifyStatistics(t.ctx.db, t.ctx.config.TIME_ZONE);
    expect(report.problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^source counts: merchant ${sub.id} agent \\d+ 2026-06-01 douyin \\S+: orders kept \\d+, counted \\d+$`,
        ),
      ),
    ]);
    await rebuildStatistics(t.ctx.db, t.ctx.config.TIME_ZONE);
    expect((await tabsAndRows(callers[1]!, june)).tabs).toEqual(before.tally);
  });
});
