import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCents, parseCents } from '@console/contract';
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
    for (const bad of ['', '1.234', '1e3', '0x10', '1,00', '.5', 'NaN', '1000000000000', '-1000000000000.00'])
      expect(() => toCents(bad)).toThrow();
    expect(toCents('999999999999.99')).toBe(99_999_999_999_999);
    expect(toCents(' 007.5 ')).toBe(750);
    expect(Object.is(toCents('-0.00'), 0)).toBe(true);
    expect(() => fromCents(0.5)).toThrow();
  });

  it("answer as the contract's bigint conversions for any amount (a second path over the digits)", () => {
    const amount = fc
      .tuple(
        fc.boolean(),
        fc.bigInt({ min: 0n, max: 999_999_999_999n }),
        fc.constantFrom('', '.', '.d', '.dd'),
      )
      .chain(([minus, whole, shape]) =>
        fc.nat({ max: 99 }).map((f) => {
          const fraction =
            shape === '.d' ? `.${f % 10}` : shape === '.dd' ? `.${String(f).padStart(2, '0')}` : '';
          return `${minus ? '-' : ''}${whole}${shape === '.' ? '' : fraction}`;
        }),
      );
    fc.assert(
      fc.property(amount, (text) => {
        const cents = toCents(text);
        expect(cents).toBe(Number(parseCents(text)));
        expect(fromCents(cents)).toBe(formatCents(parseCents(text)!));
      }),
      { numRuns: 2000 },
    );
  });

  it('read any text as the contract does: the same cents, or a refusal (both of its paths)', () => {
    // Near the wire's `-?digits.dd`, which has a path of its own, and beside it.
    const text = fc.string({ unit: fc.constantFrom(...'0123456789.-+ e'), maxLength: 8 });
    const near = fc.constantFrom(
      '-.05',
      '.05',
      '-',
      '--1.00',
      '1.-0',
      '1..0',
      '+1.00',
      '1.0a',
      '１.00',
      '-0.00',
    );
    fc.assert(
      fc.property(fc.oneof(text, near), (value) => {
        const expected = parseCents(value);
        const inRange =
          expected !== undefined && expected < 100_000_000_000_000n && expected > -100_000_000_000_000n;
        if (inRange) expect(toCents(value)).toBe(Number(expected));
        else expect(() => toCents(value)).toThrow();
      }),
      { numRuns: 3000 },
    );
  });

  it('round-trip any amount exactly (no floating point on the way)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999_99, max: 99_999_999_999_99 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
});
