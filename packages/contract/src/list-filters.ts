import { z } from 'zod';
import { Msg } from './messages';
import { DATE_PATTERN } from './money/constants';

/**
 * The days a date field takes (issue 40): the business's years, with room on both sides. Year 9999
 * or 0001 is no day of an order, and the day arithmetic behind a week or a range (its next day,
 * its Monday) is not written for the calendar's ends.
 */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2099-12-31';

/** "YYYY-MM-DD", a day that exists, between `DATE_MIN` and `DATE_MAX`. */
export function isCalendarDate(v: string): boolean {
  if (!DATE_PATTERN.test(v) || v < DATE_MIN || v > DATE_MAX) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A calendar date "YYYY-MM-DD" that exists, or '' for no bound. */
export const optionalDate = z
  .string({ error: Msg.dateInvalid })
  .trim()
  .max(10, { error: Msg.dateInvalid })
  .refine((v) => v === '' || isCalendarDate(v), { error: Msg.dateInvalid })
  .default('');

/** An optional date range (both ends included, in the server's `TIME_ZONE`); '' means no bound. */
export const dateRange = { start_date: optionalDate, end_date: optionalDate };

/** One of `values`, or '' for all. */
export const anyOr = <T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z.enum(['', ...values] as unknown as readonly ['', ...T], { error }).default('');

type Ranged = { start_date: string; end_date: string };
/** With `rangeCheck`: `.refine(rangeInOrder, rangeCheck)` refuses an end before the start. */
export const rangeInOrder = (v: Ranged) => !v.start_date || !v.end_date || v.start_date <= v.end_date;
export const rangeCheck = { error: Msg.dateRange, path: ['end_date'] };
