import { describe, expect, it } from 'vitest';
import { amountProblem, fromCents, signOf, toCents } from './amount';

const limits = { min: '100.00', max: '50000.00', balance: '1234.56' };

describe('amounts in cents', () => {
  it('reads decimal strings exactly', () => {
    expect(toCents('12.3')).toBe(1230n);
    expect(toCents('0.1')).toBe(10n);
    expect(toCents('-0.05')).toBe(-5n);
    expect(toCents('99999999999.99')).toBe(9_999_999_999_999n);
    expect(toCents('1.234')).toBeUndefined();
    expect(toCents('abc')).toBeUndefined();
    expect(toCents('')).toBeUndefined();
  });

  it('writes two decimals', () => {
    expect(fromCents(1230n)).toBe('12.30');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-120n)).toBe('-1.20');
  });

  it('gives the sign of a signed amount', () => {
    expect(signOf('-60.00')).toBe(-1);
    expect(signOf('0.00')).toBe(0);
    expect(signOf('8.5')).toBe(1);
  });
});

describe('a requested amount', () => {
  it('is checked in the order the server checks it', () => {
    expect(amountProblem('', limits)).toBe('required');
    expect(amountProblem('12.345', limits)).toBe('format');
    expect(amountProblem('1e3', limits)).toBe('format');
    expect(amountProblem('0', limits)).toBe('positive');
    expect(amountProblem('99.99', limits)).toBe('min');
    expect(amountProblem('50000.01', limits)).toBe('max');
    expect(amountProblem('1234.57', limits)).toBe('balance');
    expect(amountProblem('1234.56', limits)).toBeUndefined();
    expect(amountProblem(' 100 ', limits)).toBeUndefined();
  });

  it('does not suffer from floating point: 0.1 + 0.2 of balance', () => {
    expect(amountProblem('0.30', { min: '0.01', max: '1', balance: '0.30' })).toBeUndefined();
  });
});
