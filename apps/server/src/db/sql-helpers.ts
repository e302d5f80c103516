import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { dayStamp } from '../lib/time';
import type { Executor } from './database';
import { rawRows } from './raw-rows';

/** A list's date range: days in the merchants' `TIME_ZONE`, both ends included; '' is no bound. */
export interface DateRange {
  start_date: string;
  end_date: string;
}

/** `column` (a table's, or an expression of a raw query's: `sql\`co.placed_at\``) within the range. */
export function createdWithin(column: PgColumn | SQL, range: DateRange, timeZone: string): SQL[] {
  const conditions: SQL[] = [];
  if (range.start_date) {
    conditions.push(sql`${column} >= ((${range.start_date}::date)::timestamp at time zone ${timeZone})`);
  }
  if (range.end_date) {
    conditions.push(sql`${column} < ((${range.end_date}::date + 1)::timestamp at time zone ${timeZone})`);
  }
  return conditions;
}

/** A unique index refused the row (PostgreSQL and PGlite both say 23505; drizzle may wrap it). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
  ) {
    if (e.code === '23505') {
      return (
        !constraint ||
        e.constraint === constraint ||
        (!e.constraint && (e.message ?? '').includes(constraint))
      );
    }
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * `count` numbers of a day-numbered series (order numbers, work order numbers): `prefix`, the day
 * in the merchants' zone (YYYYMMDD), then at least `digits` digits of `sequence`. Readable,
 * sortable by day, and unique without a retry loop. `at` is the moment of them all, or of each
 * (a history written at once, such as the demo's).
 */
export async function dayNumbers(
  db: Executor,
  series: { sequence: 'order_no_seq' | 'complaint_no_seq'; prefix: string; digits: number },
  timeZone: string,
  count: number,
  at: Date | readonly Date[] = new Date(),
): Promise<string[]> {
  const days: readonly string[] =
    at instanceof Date
      ? Array<string>(count).fill(dayStamp(at, timeZone))
      : at.map((moment) => dayStamp(moment, timeZone));
  const rows = await rawRows<{ n: string }>(
    db,
    sql`select nextval(${series.sequence}::regclass)::text as n from generate_series(1, ${count}::int)`,
  );
  return rows.map((r, i) => `${series.prefix}${days[i]}${r.n.padStart(series.digits, '0')}`);
}
