import { describe, expect, it } from 'vitest';
import { NO_FILTERS, toListQuery, typedOrderNo } from './filters';

describe('typedOrderNo', () => {
  it('applies an empty or complete number, trimmed', () => {
    expect(typedOrderNo('   ')).toEqual({ state: 'empty', value: '' });
    expect(typedOrderNo(' 202603100000000123 ')).toEqual({ state: 'valid', value: '202603100000000123' });
  });

  it('marks a partial or foreign number', () => {
    expect(typedOrderNo('2026031').state).toBe('invalid');
    expect(typedOrderNo('20260310000000012X').state).toBe('invalid');
    expect(typedOrderNo('2026031000000001234').state).toBe('invalid');
  });
});

describe('toListQuery', () => {
  it('sends every filter, an absent date as no bound', () => {
    expect(toListQuery(NO_FILTERS, 1, 10)).toEqual({
      status: '',
      type: '',
      order_no: '',
      start_date: '',
      end_date: '',
      page: 1,
      page_size: 10,
    });
    expect(
      toListQuery({ status: 'pending', type: 'billing', order_no: '1', start_date: '2026-03-01' }, 3, 20),
    ).toMatchObject({ status: 'pending', type: 'billing', start_date: '2026-03-01', end_date: '', page: 3 });
  });
});
