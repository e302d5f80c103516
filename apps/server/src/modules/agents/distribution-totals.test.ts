import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DistributionListPayload, ENDPOINTS, Code } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/factories';
import { fromCents, toCents } from '../../lib/money';
import { rebuildStatistics } from '../statistics/verify';
import { makeGoods } from '../goods/test-support';
import { makeOrder } from '../orders/test-support';
import { eventId, sendOrderEvent } from '../orders/webhook-test-support';
import { verifyDistributionDaily } from './distribution-verify';
import { makeChain, makeSub } from './test-support';

// The totals bar of the distribution orders (decision 069): with dates and status alone it is read
// from agent_distribution_daily, which the writes' triggers keep. Checked against the rows the same
// call lists, summed here, and against the recount of `npm run stats:verify`.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('the distribution totals bar', () => {
  it('equals the listed orders for dates and status, through settlements, and after a change of zone', async () => {
    const [top, mid, seller] = await makeChain(t.ctx, 3);
    const direct = await makeSub(t.ctx, top!);
    const goods = await makeGoods(t.ctx, top!.partnerId, { reward: '80.00' });
    const token = await signIn(t.ctx, top!.id);
    await t.call(ENDPOINTS.agentRatesSave, { items: [{ goods_id: goods.id, commission: '60' }] }, { token });
    const now = Date.now();
    const made = [];
    // Orders over ten days (noon UTC, away from any zone's midnight), of the merchants below.
    for (let d = 0; d < 10; d += 1) {
      const createdAt = new Date(Math.floor((now - d * DAY) / DAY) * DAY + 12 * 3_600_000 - DAY);
      const seller_ = [seller!, mid!, direct][d % 3]!;
      const status = (['pending', 'activated', 'settled', 'rejected'] as const)[d % 4];
      made.push(await makeOrder(t.ctx, seller_.id, { goodsId: goods.id, createdAt, status }));
    }
    const list = async (filter: DistributionListPayload) => {
      const answer = await t.call(ENDPOINTS.agentOrderList, { page_size: 100, ...filter }, { token });
      expect(answer.code).toBe(Code.ok);
      return answer.data;
    };
    const expectTotalsOfRows = async (filter: DistributionListPayload) => {
      const { list: rows, total, totals } = await list(filter);
      expect(total).toBe(rows.length);
      const sum = (cents: number[]) => fromCents(cents.reduce((a, b) => a + b, 0));
      expect(totals).toEqual({
        sub_commission: sum(rows.map((r) => toCents(r.sub_commission))),
        agent_commission: sum(rows.map((r) => toCents(r.agent_commission))),
        agent_settled: sum(rows.filter((r) => r.settle_time).map((r) => toCents(r.agent_commission))),
      });
      return total;
    };
    const span = { start_date: dayOf(now - 6 * DAY), end_date: dayOf(now - 2 * DAY) };
    const filters: DistributionListPayload[] = [
      {},
      { status: 'settled' },
      span,
      { ...span, status: 'pending' },
    ];
    expect(await expectTotalsOfRows({})).toBe(10);
    for (const filter of filters) await expectTotalsOfRows(filter);

    // Settling moves an order's figures from one status to another and into the settled sum.
    const activated = made.filter((o) => o.status === 'activated');
    for (const o of activated) {
      const answer = await sendOrderEvent(t, {
        event_id: eventId('s'),
        order_no: o.orderNo,
        status: 'settled',
      });
      expect(answer.code).toBe(Code.ok);
    }
    expect((await list({ status: 'activated' })).total).toBe(0);
    for (const filter of filters) await expectTotalsOfRows(filter);
    expect(await verifyDistributionDaily(t.ctx.db, t.ctx.config.TIME_ZONE)).toEqual([]);

    // Kept in another zone's days (a start with another TIME_ZONE rebuilds them): the recount agrees.
    await rebuildStatistics(t.ctx.db, 'America/Sao_Paulo');
    expect(await verifyDistributionDaily(t.ctx.db, 'America/Sao_Paulo')).toEqual([]);
    await rebuildStatistics(t.ctx.db, t.ctx.config.TIME_ZONE);
    expect(await verifyDistributionDaily(t.ctx.db, t.ctx.config.TIME_ZONE)).toEqual([]);
  });

  it('answers a filter beyond dates and status from the orders, equal to the kept figures split by it', async () => {
    const [top, mid, seller] = await makeChain(t.ctx, 3);
    const goods = await makeGoods(t.ctx, top!.partnerId, { reward: '50.00' });
    const token = await signIn(t.ctx, top!.id);
    await t.call(ENDPOINTS.agentRatesSave, { items: [{ goods_id: goods.id, commission: '30' }] }, { token });
    await makeOrder(t.ctx, seller!.id, { goodsId: goods.id, source: 'store' });
    await makeOrder(t.ctx, seller!.id, { goodsId: goods.id, source: 'douyin', status: 'settled' });
    await makeOrder(t.ctx, mid!.id, { goodsId: goods.id, source: 'import', status: 'activated' });
    const totals = async (filter: DistributionListPayload) =>
      (await t.call(ENDPOINTS.agentOrderList, filter, { token })).data.totals;
    const all = await totals({});
    // Each source's totals come from the scan; together they make the kept totals.
    const parts = await Promise.all(
      (['store', 'douyin', 'import'] as const).map((source) => totals({ source })),
    );
    const add = (key: keyof typeof all) => fromCents(parts.reduce((sum, p) => sum + toCents(p[key]), 0));
    expect({
      sub_commission: add('sub_commission'),
      agent_commission: add('agent_commission'),
      agent_settled: add('agent_settled'),
    }).toEqual(all);
    expect(toCents(all.agent_settled)).toBeGreaterThan(0);
  });
});
