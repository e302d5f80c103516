import { describe, expect, it } from 'vitest';
import { keptDifferences } from './kept-figures';

const figures = {
  keyOf: (r: { day: string; orders: number | string; paid: string }) => `day ${r.day}`,
  counts: ['orders'] as const,
  amounts: ['paid'] as const,
};

describe('keptDifferences', () => {
  it('names each key whose figures differ, with both values, money in cents', () => {
    const counted = [
      { day: 'a', orders: 2, paid: '12.5' },
      { day: 'b', orders: 1, paid: '3.00' },
    ];
    const kept = [
      { day: 'a', orders: '2', paid: '12.50' },
      { day: 'b', orders: 2, paid: '3.01' },
    ];
    expect(keptDifferences(counted, kept, figures)).toEqual([
      'day b: orders kept 2, counted 1; paid kept 301, counted 300',
    ]);
  });

  it('takes a missing row for a row of zeros, on either side', () => {
    expect(keptDifferences([], [{ day: 'a', orders: 0, paid: '0.00' }], figures)).toEqual([]);
    expect(keptDifferences([{ day: 'a', orders: 1, paid: '0' }], [], figures)).toEqual([
      'day a: orders kept 0, counted 1',
    ]);
  });
});
