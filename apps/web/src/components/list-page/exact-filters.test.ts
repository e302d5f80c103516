import { describe, expect, it } from 'vitest';
import { cleanExactFilters } from './exact-filters';

const typed = (patch: Partial<{ order_no: string; phone: string; id_number: string }>) => ({
  order_no: '',
  phone: '',
  id_number: '',
  ...patch,
});

describe('the typed exact-match filters', () => {
  it('are cleaned of what comes with a pasted number', () => {
    const { value, invalid } = cleanExactFilters(
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
    expect(cleanExactFilters(typed({ order_no: '2026', phone: '138', id_number: '110105' })).invalid).toEqual(
      ['order_no', 'phone', 'id_number'],
    );
    expect(cleanExactFilters(typed({ phone: '12800138000' })).invalid).toEqual(['phone']);
    expect(cleanExactFilters(typed({ id_number: '1101051949123100YX' })).invalid).toEqual(['id_number']);
    // 86 is only a country code in front of a whole mobile number.
    expect(cleanExactFilters(typed({ phone: '8613800' })).invalid).toEqual(['phone']);
  });

  it('empty means no filter', () => {
    expect(cleanExactFilters(typed({}))).toEqual({ value: typed({}), invalid: [] });
  });

  it('cleans pasted numbers and names the fields that are not whole values', () => {
    expect(
      cleanExactFilters({
        order_no: '2026 1125 0001 0042 27',
        phone: '+86 139-1234-5678',
        id_number: '11010519900101123x',
      }),
    ).toEqual({
      value: { order_no: '202611250001004227', phone: '13912345678', id_number: '11010519900101123X' },
      invalid: [],
    });
    expect(cleanExactFilters({ order_no: '2026', phone: '139', id_number: '' }).invalid).toEqual([
      'order_no',
      'phone',
    ]);
  });
});
