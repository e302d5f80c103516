import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { insertInChunks, type UnnestColumn } from '../../db/unnest-insert';
import { fromCents, toCents } from '../../lib/money';
import { settleCommission } from '../money';
import type { ChainShare, Split } from './commission-split';
import { agentChildTotals, orderCommissionShares } from './tables';

/** A part of an order's split as stored (`settledAt` only when written settled, by the demo seed). */
export const shareRow = (
  s: ChainShare,
  o: { id: number; status: string; createdAt: Date; settledAt?: Date | null },
) => ({
  orderId: o.id,
  merchantId: s.merchantId,
  level: s.level,
  childId: s.childId,
  amount: fromCents(s.cents),
  createdAt: o.createdAt,
  settledAt: o.settledAt ?? null,
  orderStatus: o.status,
});
type ShareRow = ReturnType<typeof shareRow>;

const SHARE_COLUMNS: readonly UnnestColumn<ShareRow>[] = [
  ['order_id', 'bigint', (r) => r.orderId],
  ['merchant_id', 'int', (r) => r.merchantId],
  ['level', 'smallint', (r) => r.level],
  ['child_id', 'int', (r) => r.childId],
  ['amount', 'numeric', (r) => r.amount],
  ['created_at', 'timestamptz', (r) => r.createdAt],
  ['settled_at', 'timestamptz', (r) => r.settledAt],
  ['order_status', 'text', (r) => r.orderStatus],
];

/** Shares in any number as one statement of a parameter per column (the demo writes thousands). */
export const insertShareRows = (tx: Tx, rows: readonly ShareRow[]) =>
  insertInChunks(tx, 'order_commission_shares', SHARE_COLUMNS, rows, 10_000);

/** Adds to an agent's running figures for one direct sub-merchant (made at 0 the first time). */
export async function addToTotals(
  tx: Tx,
  agentId: number,
  childId: number,
  by: { orders?: number; settled?: number; cents?: number },
) {
  const orders = by.orders ?? 0;
  const settledOrders = by.settled ?? 0;
  const commission = fromCents(by.cents ?? 0);
  const t = agentChildTotals;
  await tx
    .insert(t)
    .values({ agentId, childId, orders, settledOrders, commission })
    .onConflictDoUpdate({
      target: [t.agentId, t.childId],
      set: {
        orders: sql`${t.orders} + ${orders}`,
        settledOrders: sql`${t.settledOrders} + ${settledOrders}`,
        commission: sql`${t.commission} + ${commission}`,
      },
    });
}

/**
 * Writes the split of new orders (all of one seller and goods, so one split) and counts them in
 * each agent's figures for the sub-merchant they came through. Nothing for a seller without agent.
 */
export async function recordShares(
  tx: Tx,
  split: Split,
  created: readonly { id: number; status: string; createdAt: Date }[],
) {
  if (!split.shares.length || !created.length) return;
  await insertShareRows(
    tx,
    created.flatMap((o) => split.shares.map((s) => shareRow(s, o))),
  );
  for (const s of split.shares) {
    if (s.childId !== null) await addToTotals(tx, s.merchantId, s.childId, { orders: created.length });
  }
}

/**
 * Credits a settling order's commission, in the transaction that settles it: the seller's alone
 * when it has no agent, else every level of the split fixed at creation, the seller first and
 * then up the chain (the balance rows are locked in that order by every settlement, so two never
 * wait on each other in a circle). Each share is stamped settled once (`settled_at is null`) and
 * the ledger's key (merchant, type, order number) credits each merchant once: a repeated event
 * pays nothing more.
 */
export async function payCommission(
  tx: Tx,
  order: { id: number; orderNo: string; merchantId: number; commission: string },
  at: Date,
): Promise<void> {
  const shares = await tx
    .update(orderCommissionShares)
    .set({ settledAt: at })
    .where(and(eq(orderCommissionShares.orderId, order.id), isNull(orderCommissionShares.settledAt)))
    .returning();
  if (!shares.length) {
    // Either settled before (nothing more to pay) or an order without split: the seller's alone.
    const [split] = await tx
      .select({ level: orderCommissionShares.level })
      .from(orderCommissionShares)
      .where(eq(orderCommissionShares.orderId, order.id))
      .limit(1);
    if (!split) await credit(tx, order.merchantId, order.orderNo, order.commission);
    return;
  }
  shares.sort((a, b) => a.level - b.level);
  for (const s of shares) {
    await credit(tx, s.merchantId, order.orderNo, s.amount);
    if (s.childId !== null)
      await addToTotals(tx, s.merchantId, s.childId, { settled: 1, cents: toCents(s.amount) });
  }
}

/** A zero part (an agent that passes all of its commission down) moves no money. */
async function credit(tx: Tx, merchantId: number, orderNo: string, amount: string) {
  if (toCents(amount) === 0) return;
  await settleCommission(tx, { merchantId, orderRef: orderNo, amount });
}
