import { describe, expect, it } from 'vitest';
import { formatDay, formatShortDay } from './format-day';

describe('formatDay', () => {
  it('writes a day in each language format, whatever the zone', () => {
    expect(formatDay('2026-03-08', 'YYYY-MM-DD')).toBe('2026-03-08');
    expect(formatDay('2026-03-08', 'MM/DD/YYYY')).toBe('03/08/2026');
    expect(formatDay('2026-03-08', 'DD/MM/YYYY')).toBe('08/03/2026');
  });

  it('drops the year on a chart axis', () => {
    expect(formatShortDay('2026-03-08', 'YYYY-MM-DD')).toBe('03-08');
    expect(formatShortDay('2026-03-08', 'MM/DD/YYYY')).toBe('03/08');
    expect(formatShortDay('2026-03-08', 'DD/MM/YYYY')).toBe('08/03');
  });
});
