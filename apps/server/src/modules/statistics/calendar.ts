import { daysInRange } from '@console/contract';
import { addDays, at } from '../../lib/calendar';
import { formatDateTime } from '../../lib/time';

export { addDays, wholeMonths } from '../../lib/calendar';

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Every day from `start` to `end` ("YYYY-MM-DD", both included): calendar days, no zone. Counted
 * on the calendar's own rules rather than a Date a day (0.7 µs a day through `toISOString`; a
 * year's day screen writes 366 of them).
 */
export function daysFrom(start: string, end: string): string[] {
  const count = daysInRange(start, end);
  const days: string[] = [];
  let [year, month, day] = start.split('-').map(Number) as [number, number, number];
  for (let i = 0; i < count; i += 1) {
    days.push(`${year}-${twoDigits(month)}-${twoDigits(day)}`);
    const monthDays = month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1]!;
    day += 1;
    if (day > monthDays) {
      day = 1;
      month += 1;
    }
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return days;
}

/** The Monday of the week holding `day` (the cost grid's weeks run Monday to Sunday). */
export const mondayOf = (day: string) => addDays(day, -((new Date(at(day)).getUTCDay() + 6) % 7));

/** Today in the merchants' zone. */
export const todayIn = (timeZone: string) => formatDateTime(new Date(), timeZone).slice(0, 10);
