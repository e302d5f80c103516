import { formatDateTime } from '../../lib/time';

const DAY_MS = 86_400_000;
const at = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every day from `start` to `end` ("YYYY-MM-DD", both included): calendar days, no zone. */
export function daysFrom(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = at(start); t <= at(end); t += DAY_MS) days.push(dayOf(t));
  return days;
}

export const addDays = (day: string, n: number) => dayOf(at(day) + n * DAY_MS);

/** The Monday of the week holding `day` (the cost grid's weeks run Monday to Sunday). */
export const mondayOf = (day: string) => addDays(day, -((new Date(at(day)).getUTCDay() + 6) % 7));

/** Today in the merchants' zone. */
export const todayIn = (timeZone: string) => formatDateTime(new Date(), timeZone).slice(0, 10);

/**
 * The whole calendar months within `start`..`end`: the first day of the first and of the last,
 * and the last day of the last; null when the range holds no whole month.
 */
export function wholeMonths(
  start: string,
  end: string,
): { first: string; last: string; lastDay: string } | null {
  const monthAfter = (day: string) => {
    const d = new Date(at(day.slice(0, 8) + '01'));
    d.setUTCMonth(d.getUTCMonth() + 1);
    return dayOf(d.getTime());
  };
  const first = start.endsWith('-01') ? start : monthAfter(start);
  const nextAfterEnd = monthAfter(end);
  const lastDay = addDays(nextAfterEnd, -1) === end ? end : addDays(end.slice(0, 8) + '01', -1);
  const last = lastDay.slice(0, 8) + '01';
  return first <= last ? { first, last, lastDay } : null;
}
