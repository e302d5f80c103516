import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS, type PayloadIn } from '@console/contract';
import { createTestApp, type TestApp, type TestCallArgs, type TestEndpoint } from '../../test/test-app';
import { makeShop } from '../capture/test-support';
import { addDays, todayIn } from './calendar';
import { goodsOf, ordersAt, statsMerchant } from './test-support';

// The cost entry screen's calls and the return on cost of the per shop screen, over the real app
// (app.inject) and a fresh database; each test has merchants of its own.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TIME_ZONE: 'Asia/Shanghai' });
});
afterAll(() => t.close());

const call = <E extends TestEndpoint>(endpoint: E, payload: PayloadIn<E>, tk: string) =>
  t.call(endpoint, ...([payload, { token: tk }] as TestCallArgs<E>));

describe('cost entry and return on cost', () => {
  const today = () => todayIn(t.ctx.config.TIME_ZONE);

  it('saves a week of cells, records each change, and the shop screen divides commission by cost', async () => {
    const { merchant: m, token: tk } = await statsMerchant(t.ctx);
    const g = await goodsOf(t.ctx, m.partnerId);
    const day = addDays(today(), -1);
    await ordersAt(t.ctx, m.id, `${day} 10:00`, 2, { goodsId: g, status: 'settled' });
    const shop = await makeShop(t.ctx, m.id);
    const saved = await call(
      ENDPOINTS.costSave,
      {
        entries: [
          { channel: 'store', shop_id: 0, day, amount: '10.5' },
          { channel: 'shop', shop_id: shop.id, day, amount: '3.00' },
        ],
      },
      tk,
    );
    expect(saved).toMatchObject({ code: Code.ok, data: { changed: 2 } });
    const week = await call(ENDPOINTS.costWeek, { day }, tk);
    expect(week.data.days).toHaveLength(7);
    const store = week.data.rows.find((r) => r.channel === 'store')!;
    expect(store.costs[week.data.days.indexOf(day)]).toBe('10.50');
    expect(week.data.rows.find((r) => r.shop_id === shop.id)?.costs).toContain('3.00');

    const shopScreen = await call(ENDPOINTS.statsShop, { start_date: day, end_date: day }, tk);
    const storeRow = shopScreen.data.rows.find((r) => r.channel === 'store')!;
    const commission = Number(storeRow.commission);
    expect(storeRow.cost).toBe('10.50');
    expect(storeRow.roi).toBeCloseTo(commission / 10.5, 3);
    // A captured shop's cost with no orders is its part of its platform's channel, with no return.
    const platformRow = shopScreen.data.rows.find((r) => r.channel === shop.platform)!;
    expect(platformRow).toMatchObject({ orders: 0, cost: '3.00', roi: 0 });
    expect(platformRow.shops.find((p) => p.shop_id === shop.id)).toMatchObject({
      orders: 0,
      cost: '3.00',
      roi: 0,
    });
    expect(shopScreen.data.totals.cost).toBe('13.50');

    // The same amount again changes nothing; another amount changes the return; '' clears.
    expect(
      (
        await call(
          ENDPOINTS.costSave,
          { entries: [{ channel: 'store', shop_id: 0, day, amount: '10.50' }] },
          tk,
        )
      ).data,
    ).toEqual({ changed: 0 });
    await call(ENDPOINTS.costSave, { entries: [{ channel: 'store', shop_id: 0, day, amount: '21' }] }, tk);
    const after = await call(ENDPOINTS.statsShop, { start_date: day, end_date: day }, tk);
    expect(after.data.rows.find((r) => r.channel === 'store')!.roi).toBeCloseTo(commission / 21, 3);
    await call(ENDPOINTS.costSave, { entries: [{ channel: 'store', shop_id: 0, day, amount: '' }] }, tk);
    const cleared = await call(ENDPOINTS.statsShop, { start_date: day, end_date: day }, tk);
    expect(cleared.data.rows.find((r) => r.channel === 'store')).toMatchObject({ cost: null, roi: null });

    const log = await call(ENDPOINTS.costLog, {}, tk);
    expect(log.data.total).toBe(4);
    expect(log.data.list.map((c) => [c.channel, c.before, c.after])).toEqual([
      ['store', '21.00', null],
      ['store', '10.50', '21.00'],
      ['shop', null, '3.00'],
      ['store', null, '10.50'],
    ]);
  });

  it("refuses a bad amount, a day to come, a cell twice, and another merchant's shop (not found), writing nothing", async () => {
    const { merchant: m, token: tk } = await statsMerchant(t.ctx);
    const { merchant: other } = await statsMerchant(t.ctx);
    const theirs = await makeShop(t.ctx, other.id);
    const day = today();
    const bad = await call(
      ENDPOINTS.costSave,
      { entries: [{ channel: 'store', shop_id: 0, day, amount: '1.234' }] },
      tk,
    );
    expect(bad.code).toBe(Code.validation);
    expect(bad.msg).toContain('entries.0.amount');
    const negative = await call(
      ENDPOINTS.costSave,
      { entries: [{ channel: 'store', shop_id: 0, day, amount: '-1' }] },
      tk,
    );
    expect(negative.code).toBe(Code.validation);
    const future = await call(
      ENDPOINTS.costSave,
      { entries: [{ channel: 'store', shop_id: 0, day: addDays(day, 1), amount: '1' }] },
      tk,
    );
    expect(future.code).toBe(Code.validation);
    expect(future.msg).toContain('entries.0.day');
    const twice = await call(
      ENDPOINTS.costSave,
      {
        entries: [
          { channel: 'store', shop_id: 0, day, amount: '1' },
          { channel: 'store', shop_id: 0, day, amount: '2' },
        ],
      },
      tk,
    );
    expect(twice.code).toBe(Code.validation);
    expect(twice.msg).toContain('entries.1.day');
    const storeWithShop = await call(
      ENDPOINTS.costSave,
      { entries: [{ channel: 'store', shop_id: 2_147_483_647, day, amount: '1' }] },
      tk,
    );
    expect(storeWithShop.code).toBe(Code.validation);
    expect(storeWithShop.msg).toContain('entries.0.shop_id');
    const foreign = await call(
      ENDPOINTS.costSave,
      {
        entries: [
          { channel: 'store', shop_id: 0, day, amount: '5' },
          { channel: 'shop', shop_id: theirs.id, day, amount: '1' },
        ],
      },
      tk,
    );
    expect(foreign.code).toBe(Code.notFound);
    const empty = await call(ENDPOINTS.costSave, { entries: [] }, tk);
    expect(empty.msg).toContain('entries');
    expect((await call(ENDPOINTS.costLog, {}, tk)).data.total).toBe(0);
    void m;
  });
});
