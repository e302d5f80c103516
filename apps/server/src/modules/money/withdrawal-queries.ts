import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { WithdrawStatus } from '@console/contract';
import type { Executor } from '../../db/database';
import { withdrawals } from './tables';
import { createdWithin, type DateRange } from '../../db/sql-helpers';

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
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(where(merchantId, f, timeZone));
  return row?.n ?? 0;
}

/** Newest first (by id: the order they were made in). */
export function listWithdrawals(
  db: Executor,
  merchantId: number,
  f: WithdrawalFilter,
  timeZone: string,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(withdrawals)
    .where(where(merchantId, f, timeZone))
    .orderBy(desc(withdrawals.id))
    .limit(limit)
    .offset(offset);
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
