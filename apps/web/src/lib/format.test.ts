import { describe, expect, it } from 'vitest';
import {
  currencySign,
  formatDateTime,
  formatDay,
  formatDecimal,
  formatMoney,
  formatNumber,
  formatPercent,
} from './format';

// Intl may use a narrow no-break space in some locales: compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'];

describe('format (spec section 9; issue 39, defect 13)', () => {
  it('money: ¥ in every language (never CN¥), two decimals and thousands separators', () => {
    expect(formatMoney('1234567.5', 'zh-CN')).toBe('¥1,234,567.50');
    expect(formatMoney(1234567.5, 'en-US')).toBe('¥1,234,567.50');
    expect(plain(formatMoney('1234567.5', 'pt-BR'))).toBe('¥ 1.234.567,50');
    expect(formatMoney('0.005', 'zh-TW')).toMatch(/0\.01$/);
    for (const lang of LANGUAGES) {
      expect(formatMoney('1', lang)).not.toContain('CN');
      expect(currencySign(lang)).toBe('¥');
    }
  });

  it('money: junk and nothing show as zero', () => {
    expect(formatMoney('abc', 'zh-CN')).toBe('¥0.00');
    expect(formatMoney(null, 'zh-CN')).toBe('¥0.00');
    expect(formatMoney(undefined, 'en-US')).toBe('¥0.00');
  });

  it('numbers: thousands separators, no decimals; decimals and percentages when asked', () => {
    expect(formatNumber(1234567, 'zh-CN')).toBe('1,234,567');
    expect(formatNumber('1234567', 'en-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'pt-BR')).toBe('1.234.567');
    expect(formatDecimal(12.345, 'pt-BR')).toBe('12,3');
    expect(formatPercent(0.125, 'en-US')).toBe('12.5%');
  });

  it('a moment: the language’s day, then the 24-hour time with seconds, in the browser’s zone', () => {
    // Built from the wall clock so that the test holds in any zone.
    const moment = new Date(2026, 10, 28, 20, 45, 54);
    expect(formatDateTime(moment, 'zh-CN')).toBe('2026-11-28 20:45:54');
    expect(formatDateTime(moment, 'zh-TW')).toBe('2026-11-28 20:45:54');
    expect(formatDateTime(moment.toISOString(), 'en-US')).toBe('11/28/2026 20:45:54');
    expect(formatDateTime(moment.getTime(), 'pt-BR')).toBe('28/11/2026 20:45:54');
    expect(formatDateTime(null, 'zh-CN')).toBe('-');
    expect(formatDateTime('not a time', 'zh-CN', '')).toBe('');
  });

  it('a day: by its digits, in the language’s order', () => {
    expect(formatDay('2026-03-09', 'zh-CN')).toBe('2026-03-09');
    expect(formatDay('2026-03-09', 'en-US')).toBe('03/09/2026');
    expect(formatDay('2026-03-09T23:30:00Z', 'pt-BR')).toBe('09/03/2026');
    expect(formatDay(null, 'en-US')).toBe('-');
  });
});
