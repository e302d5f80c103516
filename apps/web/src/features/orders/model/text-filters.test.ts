import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './filters';
import { activeFilters, cleanTextFilters } from './text-filters';

const typed = (patch: Partial<{ order_no: string; phone: string; id_number: string }>) => ({
  order_no: '',
  phone: '',
  id_number: '',
  ...patch,
});

describe('the typed exact-match filters', () => {
  it('are cleaned of what comes with a pasted number', () => {
    const { value, invalid } = cleanTextFilters(
      typed({
        order_no: ' 2026 1121 0001 0021 05 ',
        phone: '+86 138-0013-8000',
        id_number: '11010519491231002x',
      }),
    );
    expect(value).toEqual({
      order_no: '202611210001002105',
      phone: '13800138000',
      id_number: '11010519491231002X',
    });
    expect(invalid).toEqual([]);
  });

  it('name each field that is not a whole value (a part would only find nothing)', () => {
    expect(cleanTextFilters(typed({ order_no: '2026', phone: '138', id_number: '110105' })).invalid).toEqual([
      'order_no',
      'phone',
      'id_number',
    ]);
    expect(cleanTextFilters(typed({ phone: '12800138000' })).invalid).toEqual(['phone']);
    expect(cleanTextFilters(typed({ id_number: '1101051949123100YX' })).invalid).toEqual(['id_number']);
    // 86 is only a country code in front of a whole mobile number.
    expect(cleanTextFilters(typed({ phone: '8613800' })).invalid).toEqual(['phone']);
  });

  it('empty means no filter', () => {
    expect(cleanTextFilters(typed({}))).toEqual({ value: typed({}), invalid: [] });
  });
});

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
