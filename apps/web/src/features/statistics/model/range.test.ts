import { describe, expect, it } from 'vitest';
import { STATS_MAX_DAYS } from '@console/contract';
import {
  addDays,
  dayCount,
  FUTURE_END,
  isDay,
  mondayOf,
  presetRange,
  rangeProblem,
  zoneToday,
} from './range';

describe('day math', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayCount('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('does not slip a day over a daylight-saving change of the browser', () => {
    // 2026-03-08 is the US change and 2026-10-25 the European one: 30 days back stay 30 days.
    expect(addDays('2026-03-20', -29)).toBe('2026-02-19');
    expect(dayCount('2026-10-01', '2026-10-31')).toBe(31);
    expect(addDays('2026-11-01', -7)).toBe('2026-10-25');
  });

  it('gives the same days in every zone of the browser', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['America/New_York', 'Asia/Shanghai', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        process.env.TZ = tz; // Node reads the zone again when it changes
        expect(presetRange('last_30_days', '2026-03-20')).toEqual({
          start_date: '2026-02-19',
          end_date: '2026-03-20',
        });
        expect(mondayOf('2026-03-08')).toBe('2026-03-02');
        expect(zoneToday(undefined, new Date(2026, 2, 8, 2, 30))).toBe('2026-03-08');
        // The merchants' zone decides, whatever the browser's.
        expect(zoneToday('Asia/Shanghai', new Date(Date.UTC(2026, 10, 26, 16, 30)))).toBe('2026-11-27');
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it("reads today on the merchants' calendar, not the UTC one nor the browser's", () => {
    // 16:30 UTC on 26 November is already the 27th in Shanghai, still the 26th in New York.
    const at = new Date(Date.UTC(2026, 10, 26, 16, 30));
    expect(zoneToday('Asia/Shanghai', at)).toBe('2026-11-27');
    expect(zoneToday('America/New_York', at)).toBe('2026-11-26');
    expect(zoneToday('UTC', new Date(Date.UTC(2026, 0, 1, 0, 5)))).toBe('2026-01-01');
    // Without a zone (not signed in yet): the browser's own date.
    expect(zoneToday(undefined, new Date(2026, 10, 26, 23, 30))).toBe('2026-11-26');
  });

  it('knows the days that exist', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('26-2-1')).toBe(false);
    expect(isDay(undefined)).toBe(false);
  });

  it('finds the Monday of a week', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // the Sunday ends the week
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('presets', () => {
  const today = '2026-03-05';
  it('counts each preset back from today, both ends included', () => {
    expect(presetRange('today', today)).toEqual({ start_date: today, end_date: today });
    expect(presetRange('yesterday', today)).toEqual({ start_date: '2026-03-04', end_date: '2026-03-04' });
    expect(presetRange('last_7_days', today)).toEqual({ start_date: '2026-02-27', end_date: today });
    expect(presetRange('last_30_days', today)).toEqual({ start_date: '2026-02-04', end_date: today });
    expect(presetRange('last_90_days', today)).toEqual({ start_date: '2025-12-06', end_date: today });
    expect(presetRange('this_month', today)).toEqual({ start_date: '2026-03-01', end_date: today });
    expect(presetRange('last_month', today)).toEqual({ start_date: '2026-02-01', end_date: '2026-02-28' });
  });

  it('takes last month over a year end', () => {
    expect(presetRange('last_month', '2026-01-15')).toEqual({
      start_date: '2025-12-01',
      end_date: '2025-12-31',
    });
    const { start_date, end_date } = presetRange('last_90_days', '2026-01-15');
    expect(dayCount(start_date, end_date)).toBe(90);
  });
});

describe('rangeProblem', () => {
  it('asks for both ends, in order, a year at most', () => {
    expect(rangeProblem({ start_date: '2026-01-01' })).toBe('v.stats_range_required');
    expect(rangeProblem({ start_date: '2026-02-01', end_date: '2026-01-01' })).toBe('v.date_range');
    expect(rangeProblem({ start_date: '2026-02-30', end_date: '2026-03-01' })).toBe('v.date_invalid');
    const start = '2025-01-01';
    expect(rangeProblem({ start_date: start, end_date: addDays(start, STATS_MAX_DAYS - 1) })).toBeNull();
    expect(rangeProblem({ start_date: start, end_date: addDays(start, STATS_MAX_DAYS) })).toBe(
      'v.stats_range_too_long',
    );
  });

  it('refuses a range ending after today, today itself being fine (issue 39)', () => {
    expect(rangeProblem({ start_date: '2026-03-01', end_date: '2026-03-05' }, '2026-03-05')).toBeNull();
    expect(rangeProblem({ start_date: '2026-03-01', end_date: '2026-03-06' }, '2026-03-05')).toBe(FUTURE_END);
  });
});
