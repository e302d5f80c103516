import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './filters';
import { activeFilters } from './text-filters';

describe('the filters in use', () => {
  it('leave the status aside and count a date range once', () => {
    expect(activeFilters(NO_FILTERS)).toEqual([]);
    expect(
      activeFilters({
        ...NO_FILTERS,
        status: 'rejected',
        start_date: '2026-01-01',
        end_date: '2026-01-31',
        flag: 0,
        sub_merchant_id: 10003,
      }),
    ).toEqual(['dates', 'flag', 'sub_merchant_id']);
    expect(activeFilters({ ...NO_FILTERS, goods_id: 3, source: 'pdd', phone: '13800138000' })).toEqual([
      'goods_id',
      'source',
      'phone',
    ]);
  });
});
