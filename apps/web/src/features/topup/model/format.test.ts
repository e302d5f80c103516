import { describe, expect, it } from 'vitest';
import { formatTime } from './format';

describe('formatTime', () => {
  const iso = '2026-11-26T06:05:00.000Z';

  it('writes a moment in the language on screen, as every screen does (lib/format)', () => {
    const local = new Date(iso);
    const day = String(local.getDate()).padStart(2, '0');
    expect(formatTime(iso, 'zh-CN')).toMatch(
      new RegExp(`^${local.getFullYear()}-11-${day} \\d{2}:\\d{2}:\\d{2}$`),
    );
    expect(formatTime(iso, 'en-US')).toMatch(new RegExp(`^11/${day}/${local.getFullYear()} `));
    expect(formatTime(iso, 'pt-BR')).toMatch(new RegExp(`^${day}/11/${local.getFullYear()} `));
  });

  it('shows a dash for no moment or a broken one', () => {
    expect(formatTime(null, 'zh-CN')).toBe('-');
    expect(formatTime('not a date', 'en-US')).toBe('-');
  });
});
