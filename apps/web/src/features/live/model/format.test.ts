import { describe, expect, it } from 'vitest';
import { creditOf, formatLocalTime, formatRate, parseLocalTime } from './format';

describe('live times', () => {
  it('reads the wall clock the server writes, to the minute or the second', () => {
    expect(parseLocalTime('2026-11-25 20:05')).toEqual(new Date(2026, 10, 25, 20, 5, 0));
    expect(parseLocalTime('2026-11-25 20:05:09')).toEqual(new Date(2026, 10, 25, 20, 5, 9));
  });

  it('refuses what is not such a time', () => {
    expect(parseLocalTime('')).toBeNull();
    expect(parseLocalTime(null)).toBeNull();
    expect(parseLocalTime('25/11/2026 20:05')).toBeNull();
    expect(parseLocalTime('2026-02-30 10:00')).toBeNull();
  });

  it('shows the time in the language on screen, a dash for none', () => {
    // The console's one way (lib/format, issue 39 defect 13), on the wall clock the merchant typed.
    expect(formatLocalTime('2026-11-25 20:05', 'en-US')).toBe('11/25/2026 20:05:00');
    expect(formatLocalTime('2026-11-25 20:05', 'zh-CN')).toBe('2026-11-25 20:05:00');
    expect(formatLocalTime('', 'zh-CN')).toBe('-');
  });
});

describe('live figures', () => {
  it('shows a rate as a percentage of the language', () => {
    expect(formatRate('12.50', 'en-US')).toBe('12.5%');
    expect(formatRate('100.00', 'zh-CN')).toBe('100%');
    expect(formatRate('7.25', 'pt-BR')).toMatch(/^7,25\s?%$/);
    expect(formatRate('x', 'en-US')).toBe('-');
  });

  it('names how an order was credited, none when it was not', () => {
    expect(creditOf({ credited_by: 'author' })).toBe('author');
    expect(creditOf({ credited_by: null })).toBe('none');
  });
});
