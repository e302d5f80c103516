import type { Page } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';
import { rawRows } from './raw-rows';

// The server's list kit: a list endpoint's page as a query's window, and its answer.

/** The rows of one page of a list: how many to take and how many to skip first. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * The window of a list's page: `page` counts from 1 and `page_size` rows make a page, both already
 * bounded by the contract's `PageQuery` (page 1 to 1,000,000, 1 to 100 rows), so nothing is clamped
 * again here.
 */
export const pageWindow = (q: { page: number; page_size: number }): PageWindow => ({
  limit: q.page_size,
  offset: (q.page - 1) * q.page_size,
});

/** The window as the tail of a raw query. */
export const limitOffset = (page: PageWindow): SQL => sql`limit ${page.limit} offset ${page.offset}`;

/**
 * A list's answer: one page of rows and the count of all, read side by side (a query builder
 * runs when awaited, a promise is already under way), each row made an item of the answer.
 */
export async function pageAnswer<Row, Item>(
  rows: PromiseLike<Row[]>,
  total: PromiseLike<number>,
  item: (row: Row) => Item,
): Promise<Page<Item>> {
  const [page, n] = await Promise.all([rows, total]);
  return { list: page.map(item), total: n };
}

/**
 * How many rows of `table` the condition keeps: a list's total, or a limit's count. A plain
 * statement: the builder's `select({ n: count() })` cost more to build and map than a small
 * count costs to run (decisions 083 and 086).
 */
export function countRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const filtered = where ? sql` where ${where}` : sql``;
  return countOf(db, sql`select count(*)::int as n from ${table}${filtered}`);
}

/** The number a raw `select count(*) as n ...` answers (PostgreSQL's bigint comes as text). */
export async function countOf(db: Executor, query: SQL): Promise<number> {
  const [row] = await rawRows<{ n: number | string }>(db, query);
  return Number(row?.n ?? 0);
}
