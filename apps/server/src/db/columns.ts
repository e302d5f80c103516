// Column builders shared by the tables of every domain.
import { sql } from 'drizzle-orm';
import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const tz = (name: string) => timestamp(name, { withTimezone: true });

export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A list of SQL string literals for an `in (...)` check: the values come from the contract. */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
