import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../apps/server/src/test/test-app';
import { makeGoods } from '../apps/server/src/modules/goods/test-support';
import { rawRows } from '../apps/server/src/db/raw-rows';
import { verifyLedger } from '../apps/server/src/modules/money/verify';
import { verifyStatistics } from '../apps/server/src/modules/statistics/verify';
import { BULK_PARTNER, bulkMerchantMobile } from './bulk-orders';
import { AGENT_MOBILE } from './distribution-data';
import { seedBulkSet, setShape } from './bulk-set';

// The 10 M set at a ten-thousandth (1,000 orders): its shape read again by SQL of its own.
const SCALE = 0.0001;
let t: TestApp;
let made: Awaited<ReturnType<typeof seedBulkSet>>;
const options = () => ({
  set: '10m' as const,
  scale: SCALE,
  dataKey: t.ctx.secrets.dataKey,
  timeZone: t.ctx.config.TIME_ZONE,
});
const rows = <T>(query: ReturnType<typeof sql>) => rawRows<T>(t.ctx.db, query);

beforeAll(async () => {
  t = await createTestApp();
  await makeGoods(t.ctx, BULK_PARTNER, { reward: '80.00' });
  await makeGoods(t.ctx, BULK_PARTNER, {
    reward: '110.00',
    settlementRule: 'first_recharge',
    settlementMinRecharge: '50.00',
  });
  made = await seedBulkSet(t.ctx.database, options());
}, 300_000);
afterAll(() => t.close());

describe('the 10m benchmark set (npm run bulk-orders -- --set 10m --scale S)', () => {
  it('has its shape: 500 merchants, the live one, the agent and its 200 subs, the rest; a year', async () => {
    const shape = setShape('10m', SCALE);
    expect(shape.orders).toBe(1_000);
    expect(made.made).toBe(1_000);
    const kinds = await rows<{ kind: string; merchants: number; orders: number }>(sql`
      select case when m.mobile = ${AGENT_MOBILE} then 'agent'
                  when m.mobile = ${bulkMerchantMobile(0)} then 'live'
                  when m.parent_id = a.id then 'sub' else 'other' end as kind,
             count(distinct m.id)::int as merchants, count(o.id)::int as orders
        from merchants m
        cross join (select id from merchants where mobile = ${AGENT_MOBILE}) a
        left join orders o on o.merchant_id = m.id
       where m.mobile like '136%' or m.mobile = ${AGENT_MOBILE}
       group by 1 order by 1`);
    expect(kinds).toEqual([
      { kind: 'agent', merchants: 1, orders: 0 },
      { kind: 'live', merchants: 1, orders: 200 },
      { kind: 'other', merchants: 298, orders: 500 },
      { kind: 'sub', merchants: 200, orders: 300 },
    ]);
    const [span] = await rows<{ days: number }>(
      sql`select extract(day from max(created_at) - min(created_at))::int as days from orders`,
    );
    expect(span!.days).toBeGreaterThanOrEqual(350);
    expect(span!.days).toBeLessThanOrEqual(365);
  });

  it("gives the agent its subs' orders, with their split and its running figures", async () => {
    const [agent] = await rows<{
      orders: number;
      settled: number;
      shares: number;
      totals: number;
      tsettled: number;
    }>(sql`
      select (select count(*)::int from orders where agent_id = ${made.agentId}) as orders,
             (select count(*)::int from orders where agent_id = ${made.agentId} and settled_at is not null) as settled,
             (select count(*)::int from order_commission_shares s join orders o on o.id = s.order_id
               where s.merchant_id = ${made.agentId} and s.level = 1 and s.child_id = o.merchant_id
                 and s.amount = 0) as shares,
             (select sum(orders)::int from agent_child_totals where agent_id = ${made.agentId}) as totals,
             (select sum(settled_orders)::int from agent_child_totals where agent_id = ${made.agentId}) as tsettled`);
    expect(agent).toEqual({
      orders: 300,
      settled: agent!.settled,
      shares: 300,
      totals: 300,
      tsettled: agent!.settled,
    });
    expect(agent!.settled).toBeGreaterThan(100);
    // Each seller's own part is its whole commission, as credited.
    const [own] = await rows<{ n: number }>(sql`
      select count(*)::int as n from order_commission_shares s join orders o on o.id = s.order_id
       where s.level = 0 and s.merchant_id = o.merchant_id and s.amount = o.commission and o.agent_id = ${made.agentId}`);
    expect(own!.n).toBe(300);
  });

  it("captures every live order in the merchant's rooms, credited to the session on duty", async () => {
    expect(made.live).toEqual({ orders: 200, sessions: 5_000 });
    const [live] = await rows<{ captured: number; credits: number; inSession: number; credited: number }>(sql`
      select (select count(*)::int from capture_orders c join orders o on o.id = c.order_id
               where o.merchant_id = ${made.liveId}) as captured,
             (select count(*)::int from live_credits where merchant_id = ${made.liveId}) as credits,
             (select count(*)::int from capture_orders c
                join live_rooms r on r.merchant_id = c.merchant_id and r.room_id = c.room_id
               where c.merchant_id = ${made.liveId}
                 and exists (select 1 from live_sessions s where s.room_id = r.id
                              and c.placed_at >= s.started_at and c.placed_at < s.ended_at)) as "inSession",
             (select count(*)::int from live_credits where merchant_id = ${made.liveId}
                 and session_id is not null) as credited`);
    expect(live).toEqual({
      captured: 200,
      credits: 200,
      inSession: live!.credited,
      credited: live!.credited,
    });
    // Sessions fill 60% of the year.
    expect(live!.credited).toBeGreaterThan(80);
    expect(live!.credited).toBeLessThan(170);
  });

  it('keeps the ledger and the statistics true, and adds nothing when run again', async () => {
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
    const stats = await verifyStatistics(t.ctx.db, t.ctx.config.TIME_ZONE);
    expect(stats.problems).toEqual([]);
    expect(stats.orders).toBe(1_000);
    // The statistics trigger, off inside each chunk, is on again.
    const [trigger] = await rows<{ on: string }>(
      sql`select tgenabled as on from pg_trigger where tgname = 'statistics_orders_insert'`,
    );
    expect(trigger!.on).toBe('O');
    const again = await seedBulkSet(t.ctx.database, options());
    expect(again.made).toBe(0);
    expect(again.live).toEqual(made.live);
  });
});
