import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { LedgerType } from '@console/contract';
import type { Executor } from '../../db/database';
import { ledgerEntries } from './tables';
import { createdWithin, type DateRange } from '../../db/sql-helpers';
import { countRows, type PageWindow } from '../../db/list-page';

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

export async function countEntries(db: Executor, merchantId: number, f: LedgerFilter, timeZone: string) {
  return countRows(db, ledgerEntries, where(merchantId, f, timeZone));
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
