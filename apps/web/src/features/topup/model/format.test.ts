import { describe, expect, it } from 'vitest';
import { formatTime } from './format';

describe('formatTime', () => {
  const iso = '2026-11-26T06:05:00.000Z';

  it('writes a moment in the language on screen', () => {
    const local = new Date(iso);
    expect(formatTime(iso, 'zh-CN')).toContain(`${local.getFullYear()}年`);
    expect(formatTime(iso, 'en-US')).toContain('Nov');
    expect(formatTime(iso, 'pt-BR')).toContain('nov');
  });

  it('shows a dash for no moment or a broken one', () => {
    expect(formatTime(null, 'zh-CN')).toBe('-');
    expect(formatTime('not a date', 'en-US')).toBe('-');
  });
});
