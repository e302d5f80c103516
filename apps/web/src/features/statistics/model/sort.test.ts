import { describe, expect, it } from 'vitest';
import { compareMoney, compareRate } from './sort';

describe('sorting figures', () => {
  it('orders money by cents, not as text or floats', () => {
    const sorted = ['10.00', '9.50', '100.01', '0.10', null].sort(compareMoney);
    expect(sorted).toEqual([null, '0.10', '9.50', '10.00', '100.01']);
    expect(compareMoney('0.30', '0.30')).toBe(0);
  });

  it('puts a rate of nothing below 0 %', () => {
    expect([0.5, null, 0].sort(compareRate)).toEqual([null, 0, 0.5]);
  });
});
