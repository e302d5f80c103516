import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A list's date range: days in the merchants' `TIME_ZONE`, both ends included; '' is no bound. */
export interface DateRange {
  start_date: string;
  end_date: string;
}

export function createdWithin(column: PgColumn, range: DateRange, timeZone: string): SQL[] {
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
