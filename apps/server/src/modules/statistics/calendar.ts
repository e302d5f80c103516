import { addDays, at, DAY_MS, dayOf } from '../../lib/calendar';
import { formatDateTime } from '../../lib/time';

export { addDays, wholeMonths } from '../../lib/calendar';

/** Every day from `start` to `end` ("YYYY-MM-DD", both included): calendar days, no zone. */
export function daysFrom(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = at(start); t <= at(end); t += DAY_MS) days.push(dayOf(t));
  return days;
}

/** The Monday of the week holding `day` (the cost grid's weeks run Monday to Sunday). */
export const mondayOf = (day: string) => addDays(day, -((new Date(at(day)).getUTCDay() + 6) % 7));

/** Today in the merchants' zone. */
export const todayIn = (timeZone: string) => formatDateTime(new Date(), timeZone).slice(0, 10);
