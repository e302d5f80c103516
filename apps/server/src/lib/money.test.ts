import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromCents, toCents } from './money';

describe('money conversions', () => {
  it('read decimal strings as whole cents and write two places', () => {
    expect(['0', '0.1', '0.10', '12.3', '-0.05', '1234567890.99'].map(toCents)).toEqual([
      0, 10, 10, 1230, -5, 123456789099,
    ]);
    expect([0, 5, -5, 1230, -123456789099].map(fromCents)).toEqual([
      '0.00',
      '0.05',
      '-0.05',
      '12.30',
      '-1234567890.99',
    ]);
    for (const bad of ['', '1.234', '1e3', '0x10', '1,00', '.5', 'NaN']) expect(() => toCents(bad)).toThrow();
    expect(() => fromCents(0.5)).toThrow();
  });

  it('round-trip any amount exactly (no floating point on the way)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999_99, max: 99_999_999_999_99 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
});
