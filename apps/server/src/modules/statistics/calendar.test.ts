import { describe, expect, it } from 'vitest';
import { wholeMonths } from './calendar';

// The shop screen reads a range's whole months from the monthly figures and the rest by day.
describe('wholeMonths', () => {
  it('finds the whole months inside a range, across a year and around February', () => {
    expect(wholeMonths('2025-11-30', '2026-11-29')).toEqual({
      first: '2025-12-01',
      last: '2026-10-01',
      lastDay: '2026-10-31',
    });
    expect(wholeMonths('2026-04-01', '2026-04-30')).toEqual({
      first: '2026-04-01',
      last: '2026-04-01',
      lastDay: '2026-04-30',
    });
    expect(wholeMonths('2028-01-15', '2028-02-29')).toEqual({
      first: '2028-02-01',
      last: '2028-02-01',
      lastDay: '2028-02-29',
    });
    expect(wholeMonths('2026-12-01', '2027-01-31')).toEqual({
      first: '2026-12-01',
      last: '2027-01-01',
      lastDay: '2027-01-31',
    });
  });

  it('answers null for a range without a whole month', () => {
    expect(wholeMonths('2026-04-02', '2026-04-30')).toBeNull();
    expect(wholeMonths('2026-04-01', '2026-04-29')).toBeNull();
    expect(wholeMonths('2026-04-15', '2026-05-14')).toBeNull();
    expect(wholeMonths('2027-02-01', '2027-02-27')).toBeNull();
  });
});
