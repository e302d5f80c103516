import { and, count, eq, gt, sql } from 'drizzle-orm';
import { DECRYPT_PER_MINUTE } from '@console/contract';
import type { Database, Tx } from '../db/database';
import { lockNames } from '../db/transaction-locks';
import { personalDataReveals } from '../db/tables';
import { AppError } from './app-error';
import { CoreError } from './errors';

/**
 * The rate limit of reveals of personal data: at most DECRYPT_PER_MINUTE of one kind per account
 * in the last minute, counted from the `personal_data_reveals` records themselves (in the
 * database, so it holds across server processes). Takes the account's advisory lock for the
 * caller's transaction, so that two reveals at once cannot both pass the count; the caller then
 * records its reveal in the same transaction.
 */
export async function checkRevealBudget(
  database: Pick<Database, 'kind'>,
  tx: Tx,
  merchantId: number,
  kind: 'order' | 'complaint',
): Promise<void> {
  await lockNames(database, tx, `reveal:${kind}:${merchantId}`);
  const [recent] = await tx
    .select({ n: count() })
    .from(personalDataReveals)
    .where(
      and(
        eq(personalDataReveals.merchantId, merchantId),
        eq(personalDataReveals.kind, kind),
        gt(personalDataReveals.createdAt, sql`now() - interval '1 minute'`),
      ),
    );
  if (Number(recent?.n ?? 0) >= DECRYPT_PER_MINUTE) {
    throw new AppError(CoreError.tooManyRequests);
  }
}
