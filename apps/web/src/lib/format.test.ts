import { describe, expect, it } from 'vitest';
import { currencySign, formatAmount, formatMoney, formatNumber } from './format';

// Intl may use a narrow no-break space in some locales: compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('format (spec section 9)', () => {
  it('money: CNY with two decimals and thousands separators, in each language', () => {
    expect(formatMoney('1234567.5', 'zh-CN')).toBe('¥1,234,567.50');
    expect(formatMoney(1234567.5, 'en-US')).toBe('CN¥1,234,567.50');
    expect(plain(formatMoney('1234567.5', 'pt-BR'))).toBe('CN¥ 1.234.567,50');
    expect(formatMoney('0.005', 'zh-TW')).toMatch(/0\.01$/);
  });

  it('currency sign: the one formatMoney writes, in each language', () => {
    for (const lang of ['zh-CN', 'zh-TW', 'en-US', 'pt-BR']) {
      expect(formatMoney('1', lang)).toContain(currencySign(lang));
    }
    expect(currencySign('zh-CN')).toBe('¥');
    expect(currencySign('en-US')).toBe('CN¥');
  });

  it('money: junk and nothing show as zero', () => {
    expect(formatMoney('abc', 'zh-CN')).toBe('¥0.00');
    expect(formatMoney(null, 'zh-CN')).toBe('¥0.00');
    expect(formatMoney(undefined, 'en-US')).toBe('CN¥0.00');
  });

  it('amounts: two decimals without the currency', () => {
    expect(formatAmount('1234.5', 'zh-CN')).toBe('1,234.50');
    expect(formatAmount('1234.5', 'pt-BR')).toBe('1.234,50');
  });

  it('numbers: thousands separators, no decimals', () => {
    expect(formatNumber(1234567, 'zh-CN')).toBe('1,234,567');
    expect(formatNumber('1234567', 'en-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'pt-BR')).toBe('1.234.567');
    expect(formatNumber(12, 'zh-CN')).toBe('12');
  });
});
