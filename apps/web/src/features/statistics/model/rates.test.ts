import { describe, expect, it } from 'vitest';
import { NO_RATE, formatRate, ratesOf } from './rates';

const figures = {
  orders: 10,
  submitted: 8,
  approved: 6,
  rejected: 2,
  shipped: 5,
  activated: 4,
  recharged: 0,
  settled: 3,
};

describe('rates', () => {
  it('follows the funnel of the contract', () => {
    expect(ratesOf(figures)).toEqual({ approval: 0.75, activation: 0.8, first_recharge: 0, conversion: 0.4 });
    expect(ratesOf({ ...figures, activated: 0, recharged: 0 }).first_recharge).toBeNull();
  });

  it('writes a percentage with one decimal in the language on screen', () => {
    expect(formatRate(0.4523, 'en-US')).toBe('45.2%');
    expect(formatRate(0.4523, 'zh-CN')).toBe('45.2%');
    expect(formatRate(0.4523, 'pt-BR')).toBe('45,2%');
    expect(formatRate(0, 'en-US')).toBe('0.0%');
  });

  it('shows a dash for a rate of nothing', () => {
    expect(formatRate(null, 'en-US')).toBe(NO_RATE);
    expect(formatRate(Number.NaN, 'en-US')).toBe(NO_RATE);
  });
});
