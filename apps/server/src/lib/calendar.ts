// Calendar days as "YYYY-MM-DD" strings: plain calendar arithmetic, no time zone (a day is the
// caller's, already in its zone). Shared by the statistics screens and the order list's tabs.

export const DAY_MS = 86_400_000;
export const at = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, n: number) => dayOf(at(day) + n * DAY_MS);

/** The first day of `day`'s month. */
export const monthStartOf = (day: string) => `${day.slice(0, 8)}01`;

/** The first day of the month after `day`'s. */
export function monthAfter(day: string): string {
  const d = new Date(at(monthStartOf(day)));
  d.setUTCMonth(d.getUTCMonth() + 1);
  return dayOf(d.getTime());
}

/**
 * The whole calendar months within `start`..`end`: the first day of the first and of the last,
 * and the last day of the last; null when the range holds no whole month.
 */
export function wholeMonths(
  start: string,
  end: string,
): { first: string; last: string; lastDay: string } | null {
  const first = start.endsWith('-01') ? start : monthAfter(start);
  const nextAfterEnd = monthAfter(end);
  const lastDay = addDays(nextAfterEnd, -1) === end ? end : addDays(monthStartOf(end), -1);
  const last = monthStartOf(lastDay);
  return first <= last ? { first, last, lastDay } : null;
}
