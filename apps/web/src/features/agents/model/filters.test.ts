import { describe, expect, it } from 'vitest';
import { cleanTextFilters } from './filters';

describe('the exact-match filters', () => {
  it('cleans pasted numbers and names the fields that are not whole values', () => {
    expect(
      cleanTextFilters({
        order_no: '2026 1125 0001 0042 27',
        phone: '+86 139-1234-5678',
        id_number: '11010519900101123x',
      }),
    ).toEqual({
      value: { order_no: '202611250001004227', phone: '13912345678', id_number: '11010519900101123X' },
      invalid: [],
    });
    expect(cleanTextFilters({ order_no: '2026', phone: '139', id_number: '' }).invalid).toEqual([
      'order_no',
      'phone',
    ]);
  });
});
