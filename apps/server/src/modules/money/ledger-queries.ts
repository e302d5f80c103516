import { and, desc, eq, gte, lt, lte, type SQL, sum } from 'drizzle-orm';
import type { LedgerType } from '@console/contract';
import type { Executor } from '../../db/database';
import { ledgerDaily, ledgerEntries } from './tables';
import { createdWithin, type DateRange } from '../../db/sql-helpers';
import type { PageWindow } from '../../db/list-page';

export interface LedgerFilter extends DateRange {
  type: '' | LedgerType;
}

function where(merchantId: number, f: LedgerFilter, timeZone: string, extra: SQL[] = []) {
  return and(
    eq(ledgerEntries.merchantId, merchantId),
    ...(f.type ? [eq(ledgerEntries.type, f.type)] : []),
    ...createdWithin(ledgerEntries.createdAt, f, timeZone),
    ...extra,
  );
}

/**
 * The entries under the filter, from the counts kept by day and type (decision 073): the filter's
 * fields are all columns of that table. Its days are those of TIME_ZONE, as the list's dates are
 * (a start in another zone counts them again first).
 */
export async function countEntries(db: Executor, merchantId: number, f: LedgerFilter) {
  const d = ledgerDaily;
  const [row] = await db
    .select({ n: sum(d.entries).mapWith(Number) })
    .from(d)
    .where(
      and(
        eq(d.merchantId, merchantId),
        ...(f.type ? [eq(d.type, f.type)] : []),
        ...(f.start_date ? [gte(d.day, f.start_date)] : []),
        ...(f.end_date ? [lte(d.day, f.end_date)] : []),
      ),
    );
  return row?.n ?? 0;
}

/** Newest first by id: the order the entries were written in, so each row's balance follows the next. */
export function listEntries(
  db: Executor,
  merchantId: number,
  f: LedgerFilter,
  timeZone: string,
  page: PageWindow,
) {
  return db
    .select()
    .from(ledgerEntries)
    .where(where(merchantId, f, timeZone))
    .orderBy(desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function entriesAfter(
  db: Executor,
  merchantId: number,
  f: LedgerFilter,
  timeZone: string,
  afterId: number | null,
  limit: number,
) {
  return db
    .select()
    .from(ledgerEntries)
    .where(where(merchantId, f, timeZone, afterId === null ? [] : [lt(ledgerEntries.id, afterId)]))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
}
