import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type CostEntry, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addDays, todayIn } from './calendar';
import { statsMerchant } from './test-support';

// Issue 40: one cost cell holds at most 9,999,999,999.99 (numeric(12,2)), but a year of them, or
// of several channels, sums past 10^12: the per-shop screen answered 500 on such a range. Sums
// that may pass their column are added exactly, without a bound of their own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TIME_ZONE: 'Asia/Shanghai' });
});
afterAll(() => t.close());

const MOST = '9999999999.99';

describe('costs summing past 10^12', () => {
  it('are added exactly on the per-shop screen, in its rows and its totals', async () => {
    const { token } = await statsMerchant(t.ctx);
    const today = todayIn('Asia/Shanghai');
    const days = Array.from({ length: 280 }, (_, i) => addDays(today, -i));
    // The cost grid saves at most 140 cells at a time: two saves of the highest cost a day can hold.
    for (const part of [days.slice(0, 140), days.slice(140)]) {
      const entries: CostEntry[] = part.map((day) => ({ channel: 'store', shop_id: 0, day, amount: MOST }));
      const saved = await t.call(ENDPOINTS.costSave, { entries }, { token });
      expect(saved.code).toBe(Code.ok);
    }
    const shop = await t.call(ENDPOINTS.statsShop, { start_date: days.at(-1)!, end_date: today }, { token });
    expect(shop.status).toBe(200);
    expect(shop.code).toBe(Code.ok);
    // 280 × 9,999,999,999.99 = 2,799,999,999,997.20, past what one amount (or a JS cent count
    // bounded at 10^14) holds.
    expect(shop.data.rows).toHaveLength(1);
    expect(shop.data.rows[0]).toMatchObject({ channel: 'store', cost: '2799999999997.20', roi: 0 });
    expect(shop.data.totals).toMatchObject({ cost: '2799999999997.20', roi: 0 });
  });
});
