import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code, ENDPOINTS } from '@console/contract';
import { fromLocalTime } from '../../lib/time';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant } from '../../test/factories';
import { makeGoods } from '../goods/test-support';
import { orders } from '../orders/tables';
import { makeOrder } from '../orders/test-support';
import { addDays, todayIn } from '../statistics';
import { statsMerchant } from '../statistics/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dashboardOf = async (token: string) => {
  const res = await t.call(ENDPOINTS.dashboard, undefined, { token });
  expect(res.code).toBe(Code.ok);
  return res.data;
};

/**
 * Defect 24 of issue 39: the dashboard said 激活 206 where 每日统计 said 176 for the same day. The
 * dashboard counted activations and commission by the day they happened, statistics by the day
 * the order was placed. Both now count the orders placed in the period (decision 045).
 */
describe('the dashboard counts what 每日统计 counts', () => {
  it('today and the last 7 days: the orders placed then, their activations and settled commission', async () => {
    const { merchant: m, token } = await statsMerchant(t.ctx);
    const tz = t.ctx.config.TIME_ZONE;
    const today = todayIn(tz);
    const at = (day: string, time: string) => fromLocalTime(`${day} ${time}`, tz);
    const g80 = await makeGoods(t.ctx, m.partnerId, { reward: '80.00' });
    const g120 = await makeGoods(t.ctx, m.partnerId, { reward: '120.55' });
    const set = (id: number, v: Partial<typeof orders.$inferInsert>) =>
      t.ctx.db.update(orders).set(v).where(eq(orders.id, id));
    const made = (day: string, goodsId: number, status: 'pending' | 'activated' | 'settled' = 'pending') =>
      makeOrder(t.ctx, m.id, { goodsId, status, createdAt: at(day, '00:00') });

    // Placed today: one waiting, one activated, one settled (activated and settled today too).
    await made(today, g80.id);
    const act = await made(today, g80.id, 'activated');
    await set(act.id, { activatedAt: new Date() });
    const settled = await made(today, g120.id, 'settled');
    await set(settled.id, { activatedAt: new Date(), settledAt: new Date() });
    // One minute before midnight: yesterday's, whatever the server's own zone.
    await makeOrder(t.ctx, m.id, { goodsId: g80.id, createdAt: at(addDays(today, -1), '23:59') });
    // Placed 3 days ago, activated and settled today: counted on its own day, not today's.
    const earlier = await made(addDays(today, -3), g80.id, 'settled');
    await set(earlier.id, { activatedAt: new Date(), settledAt: new Date() });
    // Placed 10 days ago (the 7 days before the last 7), activated and settled today: counted there.
    const old = await made(addDays(today, -10), g120.id, 'settled');
    await set(old.id, { activatedAt: new Date(), settledAt: new Date() });
    // Placed 20 days ago and activated today: in neither period.
    const older = await made(addDays(today, -20), g80.id, 'activated');
    await set(older.id, { activatedAt: new Date() });
    await makeOrder(t.ctx, (await makeMerchant(t.ctx)).id, { status: 'settled' }); // not ours

    const data = await dashboardOf(token);
    expect(data.today).toEqual({ orders: 3, activations: 2, commission: '120.55' });
    expect(data.yesterday).toEqual({ orders: 1, activations: 0, commission: '0.00' });
    expect(data.last7Days).toEqual({ orders: 5, activations: 3, commission: '200.55' });
    expect(data.previous7Days).toEqual({ orders: 1, activations: 1, commission: '120.55' });
    expect(data.days).toEqual({
      today,
      last7_start: addDays(today, -6),
      previous7_start: addDays(today, -13),
    });
  });

  it('holds each period to the statistics endpoint over the same days (the second path)', async () => {
    const { merchant: m, token } = await statsMerchant(t.ctx);
    const g = await makeGoods(t.ctx, m.partnerId, { reward: '9.99' });
    const tz = t.ctx.config.TIME_ZONE;
    const today = todayIn(tz);
    // Orders over 16 days, activated and settled on later days (the case that disagreed).
    for (let d = 0; d < 16; d++) {
      for (let i = 0; i <= d % 3; i++) {
        const o = await makeOrder(t.ctx, m.id, {
          goodsId: g.id,
          status: i === 0 ? 'pending' : 'settled',
          createdAt: fromLocalTime(`${addDays(today, -d)} 0${i}:10`, tz),
        });
        if (i > 0)
          await t.ctx.db
            .update(orders)
            .set({ activatedAt: new Date(), settledAt: new Date() })
            .where(eq(orders.id, o.id));
      }
    }
    const data = await dashboardOf(token);
    const stats = async (start_date: string, end_date: string) => {
      const res = await t.call(ENDPOINTS.statsDay, { start_date, end_date }, { token });
      expect(res.code).toBe(Code.ok);
      const { orders: n, activated, commission } = res.data.totals;
      return { orders: n, activations: activated, commission };
    };
    expect(data.today).toEqual(await stats(today, today));
    expect(data.today.orders).toBeGreaterThan(0);
    expect(data.yesterday).toEqual(await stats(addDays(today, -1), addDays(today, -1)));
    expect(data.last7Days).toEqual(await stats(data.days.last7_start, today));
    expect(data.previous7Days).toEqual(
      await stats(data.days.previous7_start, addDays(data.days.last7_start, -1)),
    );
  });
});
