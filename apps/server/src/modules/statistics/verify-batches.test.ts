import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { merchantBatches } from '../../db/merchant-batches';
import { createTestApp, type TestApp } from '../../test/test-app';
import { settleCommission } from '../money/ledger';
import { goodsOf, ordersAt, statsMerchant } from './test-support';
import { verifyStatistics, type VerifyProgress } from './verify';

// `stats:verify` compares a batch of merchants at a time (bounded memory at 10 M orders). The
// batches must change nothing but the memory: with one merchant a batch, a kept row set wrong in
// two merchants, in an agent's merchant-0 rows (its sub-merchants' orders together, which lie in
// other batches) and under an id no merchant has is each named, and the report is the one a
// single batch gives.
let t: TestApp;
let agent: { id: number; partnerId: number };
let subs: { id: number }[];
let other: { id: number; partnerId: number };
let g1: number;

beforeAll(async () => {
  t = await createTestApp({ TIME_ZONE: 'Asia/Shanghai' });
  // The other merchant first: the agent's batch is not the first one, whose range below the first
  // id holds merchant 0 too (a merchant-0 row cut by its own id would land there, apart from its count).
  ({ merchant: other } = await statsMerchant(t.ctx));
  ({ merchant: agent } = await statsMerchant(t.ctx, { partnerId: other.partnerId }));
  const sub = async () =>
    (await statsMerchant(t.ctx, { parentId: agent.id, partnerId: agent.partnerId })).merchant;
  subs = [await sub(), await sub()];
  g1 = await goodsOf(t.ctx, agent.partnerId, 'A');
  await ordersAt(t.ctx, agent.id, '2026-04-02 09:00', 2, { goodsId: g1, status: 'settled' });
  for (const s of subs) {
    await ordersAt(t.ctx, s.id, '2026-04-02 10:00', 3, { goodsId: g1, agentId: agent.id, source: 'agent' });
  }
  await ordersAt(t.ctx, subs[1]!.id, '2026-04-03 00:01', 1, {
    goodsId: g1,
    agentId: agent.id,
    status: 'settled',
  });
  await ordersAt(t.ctx, other.id, '2026-04-02 11:00', 4, { goodsId: g1, source: 'import' });
  await settleCommission(t.ctx, { merchantId: other.id, orderRef: 'DD9201', amount: '2.00' });
});
afterAll(() => t.close());

const verify = async (sizes: { maxMerchants?: number; maxOrders?: number }) => {
  const progress: VerifyProgress[] = [];
  const report = await verifyStatistics(t.ctx.db, 'Asia/Shanghai', {
    ...sizes,
    onProgress: (p) => progress.push(p),
  });
  return { report, progress };
};

describe('stats:verify in batches of merchants', () => {
  it('cuts the merchants into ranges that cover every id once, each batch within its size', async () => {
    const ids = [agent.id, ...subs.map((s) => s.id), other.id].sort((a, b) => a - b);
    const batches = await merchantBatches(t.ctx.db, { maxMerchants: 1 });
    expect(batches.map((b) => b.merchants)).toEqual(ids.map(() => 1));
    expect(batches[0]!.from).toBeNull();
    expect(batches.at(-1)!.to).toBeNull();
    for (const [i, b] of batches.slice(1).entries()) expect(b.from).toBe(batches[i]!.to);
    expect(batches.slice(1).map((b) => b.from)).toEqual(ids.slice(1));
    // By orders: the agent's 2 and the first sub's 3 fit in 5; a merchant of more is alone.
    const byOrders = await merchantBatches(t.ctx.db, { maxOrders: 5 });
    expect(byOrders.every((b) => b.orders <= 5 || b.merchants === 1)).toBe(true);
    expect(byOrders.length).toBeGreaterThan(1);
  });

  it('names each row set wrong, in any batch, as one batch does', async () => {
    const clean = await verify({ maxMerchants: 1 });
    expect(clean.report.problems).toEqual([]);
    expect(clean.progress.map((p) => p.batch)).toEqual([1, 2, 3, 4]);
    expect(clean.progress.at(-1)).toMatchObject({ orders: 13, totalOrders: 13, batches: 4 });
    expect(clean.report.orders).toBe(13);

    const [s1, s2] = subs as [{ id: number }, { id: number }];
    const db = t.ctx.db;
    // Two merchants' daily rows, each in a batch of its own.
    await db.execute(sql`update statistics_daily set orders = orders + 1 where merchant_id = ${other.id}`);
    await db.execute(sql`update statistics_daily set settled = settled + 2
      where merchant_id = ${s2.id} and day = '2026-04-03'`);
    // The agent's merchant-0 rows: its subs' orders together, counted in the subs' batches.
    await db.execute(sql`update order_status_daily set orders = orders + 7
      where merchant_id = 0 and agent_id = ${agent.id} and day = '2026-04-02'`);
    await db.execute(sql`update statistics_goods_daily set orders = orders + 9
      where merchant_id = 0 and agent_id = ${agent.id} and day = '2026-04-02'`);
    // A kept row of the other domains, and one under an id above every merchant's.
    await db.execute(sql`update ledger_daily set entries = entries + 1 where merchant_id = ${other.id}`);
    await db.execute(sql`insert into agent_distribution_daily
      (agent_id, day, status, orders, sub_commission, agent_commission, agent_settled)
      values (${agent.id}, '2026-04-02', 'settled', 1, 0, 0, 0)`);
    await db.execute(sql`insert into live_anchor_daily
      (merchant_id, day, anchor_id, room_id, orders, activated, settled, commission)
      values (${s1.id}, '2026-04-02', 1, 1, 3, 0, 0, 0)`);
    const stray = Math.max(other.id, ...subs.map((s) => s.id)) + 1000;
    await db.execute(sql`insert into ledger_daily (merchant_id, day, type, entries)
      values (${stray}, '2026-04-02', 'commission', 4)`);

    const one = await verify({});
    const many = await verify({ maxMerchants: 1 });
    expect(one.progress).toHaveLength(1);
    expect(many.progress).toHaveLength(4);
    expect([...many.report.problems].sort()).toEqual([...one.report.problems].sort());
    expect(many.report).toMatchObject({ rows: one.report.rows, orders: one.report.orders });
    const expected = [
      `^${other.id}/0/2026-04-02/${g1}/import/0: orders kept 5, counted 4$`,
      `^${s2.id}/${agent.id}/2026-04-03/${g1}/\\w+/0: settled kept 3, counted 1$`,
      `^status counts: merchant 0 agent ${agent.id} 2026-04-02 pending: orders kept 13, counted 6$`,
      `^goods figures: merchant 0 agent ${agent.id} 2026-04-02 goods ${g1}: orders kept 15, counted 6$`,
      `^ledger: merchant ${other.id} \\S+ commission: entries kept 2, counted 1$`,
      `^ledger: merchant ${stray} 2026-04-02 commission: entries kept 4, counted 0$`,
      `^distribution: agent ${agent.id} 2026-04-02 settled: orders kept 1, counted 0`,
      `^live: merchant ${s1.id} 2026-04-02 anchor 1 room 1: orders kept 3, counted 0`,
    ];
    for (const line of expected) {
      expect(many.report.problems, line).toContainEqual(expect.stringMatching(new RegExp(line)));
    }
  });
});
