import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { fromCents, toCents } from '../../lib/money';
import { settleCommission } from '../money';
import type { Split } from './commission-split';
import { agentChildTotals, orderCommissionShares } from './tables';

/**
 * Writes the split of new orders (all of one seller and goods, so one split) and counts them in
 * each agent's figures for the sub-merchant they came through. Nothing for a seller without agent.
 */
export async function recordShares(
  tx: Tx,
  split: Split,
  created: readonly { id: number; createdAt: Date }[],
) {
  if (!split.shares.length || !created.length) return;
  await tx.insert(orderCommissionShares).values(
    created.flatMap((o) =>
      split.shares.map((s) => ({
        orderId: o.id,
        merchantId: s.merchantId,
        level: s.level,
        childId: s.childId,
        amount: fromCents(s.cents),
        createdAt: o.createdAt,
      })),
    ),
  );
  for (const s of split.shares) {
    if (s.childId === null) continue;
    await tx
      .insert(agentChildTotals)
      .values({ agentId: s.merchantId, childId: s.childId, orders: created.length })
      .onConflictDoUpdate({
        target: [agentChildTotals.agentId, agentChildTotals.childId],
        set: { orders: sql`${agentChildTotals.orders} + ${created.length}` },
      });
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
    if (s.childId === null) continue;
    await tx
      .update(agentChildTotals)
      .set({
        settledOrders: sql`${agentChildTotals.settledOrders} + 1`,
        commission: sql`${agentChildTotals.commission} + ${s.amount}`,
      })
      .where(and(eq(agentChildTotals.agentId, s.merchantId), eq(agentChildTotals.childId, s.childId)));
  }
}

/** A zero part (an agent that passes all of its commission down) moves no money. */
async function credit(tx: Tx, merchantId: number, orderNo: string, amount: string) {
  if (toCents(amount) === 0) return;
  await settleCommission(tx, { merchantId, orderRef: orderNo, amount });
}
