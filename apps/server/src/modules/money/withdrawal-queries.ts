import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { WithdrawStatus } from '@console/contract';
import type { Executor } from '../../db/database';
import { withdrawals } from './tables';
import { createdWithin, type DateRange } from '../../db/sql-helpers';
import { countRows, type PageWindow } from '../../db/list-page';

export interface WithdrawalFilter extends DateRange {
  status: '' | WithdrawStatus;
}

function where(merchantId: number, f: WithdrawalFilter, timeZone: string, extra: SQL[] = []) {
  return and(
    eq(withdrawals.merchantId, merchantId),
    ...(f.status ? [eq(withdrawals.status, f.status)] : []),
    ...createdWithin(withdrawals.createdAt, f, timeZone),
    ...extra,
  );
}

export async function countWithdrawals(
  db: Executor,
  merchantId: number,
  f: WithdrawalFilter,
  timeZone: string,
) {
  return countRows(db, withdrawals, where(merchantId, f, timeZone));
}

/** Newest first (by id: the order they were made in). */
export function listWithdrawals(
  db: Executor,
  merchantId: number,
  f: WithdrawalFilter,
  timeZone: string,
  page: PageWindow,
) {
  return db
    .select()
    .from(withdrawals)
    .where(where(merchantId, f, timeZone))
    .orderBy(desc(withdrawals.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The export's keyset page: the rows after `afterId` in the list's order. */
export function withdrawalsAfter(
  db: Executor,
  merchantId: number,
  f: WithdrawalFilter,
  timeZone: string,
  afterId: number | null,
  limit: number,
) {
  return db
    .select()
    .from(withdrawals)
    .where(where(merchantId, f, timeZone, afterId === null ? [] : [lt(withdrawals.id, afterId)]))
    .orderBy(desc(withdrawals.id))
    .limit(limit);
}
