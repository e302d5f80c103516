import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './database';
import { type KeptFigures, keptDifferences } from './kept-figures';
import { rawRows } from './raw-rows';

/**
 * A batch of merchants: the ids from `from` (none: every id below) up to `to` (excluded; none:
 * every id above). The batches of one run cover every id once, each range reaching to the next
 * one's start, so a row of an id no order has (a kept row left behind, a deleted merchant's)
 * falls in a batch too and nothing is compared twice.
 */
export interface MerchantBatch {
  from: number | null;
  to: number | null;
  /** Merchants with orders in the range, and their orders: what the batch's recount reads. */
  merchants: number;
  orders: number;
}

/** Every id at once: one batch, what a check called without batches compares. */
export const EVERY_MERCHANT: MerchantBatch = { from: null, to: null, merchants: 0, orders: 0 };

export interface BatchSizes {
  /** A batch's orders at most, unless one merchant has more (it is a batch of its own). */
  maxOrders?: number;
  /** A batch's merchants at most (1: one merchant at a time). */
  maxMerchants?: number;
}

/**
 * The merchants in batches of consecutive ids, cut by their orders (`maxOrders`; a merchant of
 * more is a batch alone) and by their number, so that a check that reads one batch at a time
 * holds in memory at most what the largest merchant or batch counts. An agent's merchant-0 rows
 * (its sub-merchants' orders together) go with the batch of its own id: a check answers them
 * counted in the database, a few rows per day, not the sub-merchants' orders.
 */
export async function merchantBatches(
  db: Executor,
  { maxOrders = 50_000, maxMerchants = 1_000 }: BatchSizes = {},
): Promise<MerchantBatch[]> {
  const counts = await rawRows<{ merchant_id: number; orders: number }>(
    db,
    sql`select merchant_id, count(*)::int as orders from orders group by merchant_id order by merchant_id`,
  );
  const batches: MerchantBatch[] = [];
  let current: MerchantBatch | undefined;
  for (const { merchant_id: id, orders } of counts) {
    if (current && current.merchants < maxMerchants && current.orders + orders <= maxOrders) {
      current.merchants += 1;
      current.orders += orders;
      continue;
    }
    if (current) current.to = id;
    current = { from: batches.length ? id : null, to: null, merchants: 1, orders };
    batches.push(current);
  }
  return batches.length ? batches : [{ ...EVERY_MERCHANT }];
}

/** The ids of a column (`o.merchant_id`, `agent_id`) within the batch's range, as a condition. */
export type WithinBatch = (column: string) => SQL;

export function withinBatch(batch: MerchantBatch): WithinBatch {
  return (column) => {
    const c = sql.raw(column);
    if (batch.from === null && batch.to === null) return sql`true`;
    if (batch.from === null) return sql`${c} < ${batch.to}`;
    if (batch.to === null) return sql`${c} >= ${batch.from}`;
    return sql`(${c} >= ${batch.from} and ${c} < ${batch.to})`;
  };
}

/**
 * A table of kept figures and its recount from the source, each narrowed to a batch of merchants
 * by the condition `within` makes of its id columns. Both must narrow by the same ids (a row of
 * merchant 0 by its agent's, in both) for the batches to compare every row once.
 */
export interface KeptPair<R extends Record<string, unknown>> extends KeptFigures<R> {
  counted: (within: WithinBatch) => SQL;
  kept: (within: WithinBatch) => SQL;
}

/** The pair's rows of one batch, read side by side (the whole table: `EVERY_MERCHANT`). */
export async function keptPairRows<R extends Record<string, unknown>>(
  db: Executor,
  pair: KeptPair<R>,
  batch: MerchantBatch,
): Promise<{ counted: R[]; kept: R[] }> {
  const within = withinBatch(batch);
  const [counted, kept] = await Promise.all([
    rawRows<R>(db, pair.counted(within)),
    rawRows<R>(db, pair.kept(within)),
  ]);
  return { counted, kept };
}

/** One line per key of the batch whose kept figures differ from the recount (`keptDifferences`). */
export async function keptPairDifferences<R extends Record<string, unknown>>(
  db: Executor,
  pair: KeptPair<R>,
  batch: MerchantBatch = EVERY_MERCHANT,
): Promise<string[]> {
  const { counted, kept } = await keptPairRows(db, pair, batch);
  return keptDifferences(counted, kept, pair);
}
