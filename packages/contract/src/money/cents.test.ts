import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, parseCents } from './cents';

describe('cents', () => {
  it('reads plain decimals with at most two places', () => {
    expect(parseCents('12.3')).toBe(1230n);
    expect(parseCents(' 0.1 ')).toBe(10n);
    expect(parseCents('-0.05')).toBe(-5n);
    expect(parseCents('-0')).toBe(0n);
    expect(parseCents('99999999999.99')).toBe(9_999_999_999_999n);
    for (const bad of ['1.234', 'abc', '', '1e3', '.5', '1.', '+1', null, undefined])
      expect(parseCents(bad)).toBeUndefined();
  });

  it('writes two places and reads back what it wrote', () => {
    expect(formatCents(1230n)).toBe('12.30');
    expect(formatCents(-5n)).toBe('-0.05');
    expect(formatCents(0n)).toBe('0.00');
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (cents) => {
        expect(parseCents(formatCents(cents))).toBe(cents);
      }),
    );
  });
});
