import { Msg, STATS_MAX_DAYS } from '@console/contract';

/** A range of order days as the statistics calls take it: `YYYY-MM-DD`, both ends included. */
export interface StatsRange {
  start_date: string;
  end_date: string;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

// Days are counted on UTC midnights of their `YYYY-MM-DD`: a day is then always 24 hours, whatever
// the browser's zone and its daylight-saving changes, so "30 days back" never lands on the wrong day.
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether `day` is a calendar date that exists (`2026-02-30` is not). */
export const isDay = (day: string | undefined): day is string =>
  !!day && DAY.test(day) && !Number.isNaN(msOf(day)) && dayOf(msOf(day)) === day;

export const addDays = (day: string, days: number) => dayOf(msOf(day) + days * DAY_MS);

/** Days from `start` to `end`, both included. */
export const dayCount = (start: string, end: string) => Math.round((msOf(end) - msOf(start)) / DAY_MS) + 1;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Today on the merchants' calendar (`timeZone`, the server's `TIME_ZONE`): the day the figures and
 * costs are counted in, whatever the zone of the browser (a merchant travelling, a test machine
 * on UTC after 16:00). Without a zone, the browser's own date.
 */
export function zoneToday(timeZone?: string, now: Date = new Date()): string {
  if (!timeZone) return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export const STATS_PRESETS = [
  'today',
  'yesterday',
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'this_month',
  'last_month',
] as const;
export type StatsPreset = (typeof STATS_PRESETS)[number];

/** The screens open on the last 30 days. */
export const DEFAULT_PRESET: StatsPreset = 'last_30_days';

const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The days of a preset counted back from `today` (both ends included, `today` in the last ones). */
export function presetRange(preset: StatsPreset, today: string): StatsRange {
  switch (preset) {
    case 'today':
      return { start_date: today, end_date: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { start_date: day, end_date: day };
    }
    case 'last_7_days':
      return { start_date: addDays(today, -6), end_date: today };
    case 'last_30_days':
      return { start_date: addDays(today, -29), end_date: today };
    case 'last_90_days':
      return { start_date: addDays(today, -89), end_date: today };
    case 'this_month':
      return { start_date: monthStart(today), end_date: today };
    case 'last_month': {
      const end = addDays(monthStart(today), -1);
      return { start_date: monthStart(end), end_date: end };
    }
  }
}

/** `rangeProblem`'s answer for a range ending after today (a statistics text, not a server key). */
export const FUTURE_END = 'future_end';

/**
 * Why a range cannot be asked for, as the server's message key (the same words on both sides), or
 * null: both ends are required, in order, at most STATS_MAX_DAYS days apart, and (given `today`)
 * not ending after today: the days to come have no orders (FUTURE_END; the server refuses them
 * too). Refused here, a wrong range costs the server nothing.
 */
export function rangeProblem(range: Partial<StatsRange>, today?: string): string | null {
  const { start_date: start, end_date: end } = range;
  if (!start || !end) return Msg.statsRangeRequired;
  if (!isDay(start) || !isDay(end)) return Msg.dateInvalid;
  if (start > end) return Msg.dateRange;
  if (dayCount(start, end) > STATS_MAX_DAYS) return Msg.statsRangeTooLong;
  if (today && end > today) return FUTURE_END;
  return null;
}

/** The Monday of the week (Monday to Sunday) holding `day`, as the cost grid's weeks go. */
export function mondayOf(day: string): string {
  const weekday = new Date(msOf(day)).getUTCDay(); // 0: Sunday
  return addDays(day, -((weekday + 6) % 7));
}
