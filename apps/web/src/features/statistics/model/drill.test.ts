import { describe, expect, it } from 'vitest';
import { orderListHref } from './drill';

describe('orderListHref', () => {
  it("opens the order list on the figure's days, source and goods", () => {
    expect(
      orderListHref({ start_date: '2026-11-01', end_date: '2026-11-28', channel: 'live', goods_id: 3 }),
    ).toBe('/order/list?start_date=2026-11-01&end_date=2026-11-28&source=live&goods_id=3');
    expect(orderListHref({ start_date: '2026-11-02', end_date: '2026-11-02', channel: '' })).toBe(
      '/order/list?start_date=2026-11-02&end_date=2026-11-02',
    );
  });
});
