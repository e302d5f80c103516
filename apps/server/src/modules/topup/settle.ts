import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { toCents } from '../../lib/money';
import { refundTopups } from '../money';
import { closeBatchTasks } from './batch-task';
import type { CallbackRefusal, KnownItem } from './callback-match';
import { topupBatches, topupItems } from './tables';

export interface Outcome {
  state: 'success' | 'failed';
  reason: string;
  providerRef: string;
  /**
   * A callback's outcome: what it must match of the item, read under the item's lock
   * (`callback-match.ts`); refused, nothing moves. The sender's and the query's own answers need not.
   */
  admit?: (item: KnownItem) => CallbackRefusal | null;
}

/** What settling did: the item moved, it had settled before (with which status), it was refused, or there is none. */
export type SettleResult =
  | { kind: 'settled'; batchId: number }
  | { kind: 'already'; status: 'succeeded' | 'failed' }
  | { kind: 'refused'; refusal: CallbackRefusal }
  | { kind: 'unknown' };

/**
 * The one way an item ends, in the caller's transaction: its row locked, then succeeded, or failed
 * and refunded (`topup_refund`, reference `<batch_no>/<line_no>`) together; an item that has ended
 * already is left as it is (a repeated callback, a query after the callback). The batch finishes
 * with its last open item. Lock order: item → balance (a submission locks only the balance).
 */
export async function settleItem(tx: Tx, itemId: number, outcome: Outcome): Promise<SettleResult> {
  const [item] = await tx
    .select({
      id: topupItems.id,
      batchId: topupItems.batchId,
      merchantId: topupItems.merchantId,
      lineNo: topupItems.lineNo,
      status: topupItems.status,
      face: topupItems.face,
      price: topupItems.price,
      providerRef: topupItems.providerRef,
      batchNo: topupBatches.batchNo,
    })
    .from(topupItems)
    .innerJoin(topupBatches, eq(topupBatches.id, topupItems.batchId))
    .where(eq(topupItems.id, itemId))
    .for('update', { of: topupItems });
  if (!item) return { kind: 'unknown' };
  const refusal = outcome.admit?.(item);
  if (refusal) return { kind: 'refused', refusal };
  if (item.status === 'succeeded' || item.status === 'failed')
    return { kind: 'already', status: item.status };
  const failed = outcome.state === 'failed';
  const now = new Date();
  await tx
    .update(topupItems)
    .set({
      status: failed ? 'failed' : 'succeeded',
      reason: failed ? outcome.reason.slice(0, 200) || '-' : '',
      providerRef: outcome.providerRef.slice(0, 64),
      settledAt: now,
    })
    .where(eq(topupItems.id, item.id));
  if (failed) {
    await refundTopups(tx, item.merchantId, [
      { reference: `${item.batchNo}/${item.lineNo}`, cents: toCents(item.price), at: now },
    ]);
  }
  await finishIfDone(tx, [item.batchId]);
  return { kind: 'settled', batchId: item.batchId };
}

/**
 * Marks finished the batches of the list that have no open item left. The batch rows are locked
 * first: on PostgreSQL two items of a batch settled at once would each see the other still open
 * (read committed) and neither would finish it; after the lock, the check is a new statement that
 * sees what the other committed. Lock order: item → balance → batch.
 */
export async function finishIfDone(tx: Tx, batchIds: number[]): Promise<void> {
  if (!batchIds.length) return;
  await tx
    .select({ id: topupBatches.id })
    .from(topupBatches)
    .where(and(inArray(topupBatches.id, batchIds), eq(topupBatches.status, 'processing')))
    .orderBy(topupBatches.id)
    .for('update');
  await tx
    .update(topupBatches)
    .set({ status: 'finished', finishedAt: new Date() })
    .where(
      and(
        inArray(topupBatches.id, batchIds),
        eq(topupBatches.status, 'processing'),
        sql`not exists (select 1 from topup_items i where i.batch_id = ${topupBatches.id}
                         and i.status in ('pending', 'recharging'))`,
      ),
    );
  await closeBatchTasks(tx, batchIds);
}
