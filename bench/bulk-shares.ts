import type { Tx } from '../apps/server/src/db/database';
import { addToTotals, insertShareRows } from '../apps/server/src/modules/orders/commission-shares';
import type { OrderRow } from '../apps/server/src/modules/orders/bulk-insert';

/**
 * The split of bulk orders sold through an agent, as an order made before any price configuration
 * has it (migration 0007, attachToAgent): the seller keeps its whole commission (credited by the
 * bulk seed like any settled order) and the agent a part of 0, so the ledger stays as it is; the
 * agent's running figures per sub-merchant count the orders and the settled ones.
 */
export async function writeAgentShares(tx: Tx, rows: readonly OrderRow[]) {
  const sold = rows.filter((o) => o.agentId !== null);
  if (!sold.length) return;
  await insertShareRows(
    tx,
    sold.flatMap((o) => [
      share(o, o.merchantId, 0, null, o.commission),
      share(o, o.agentId!, 1, o.merchantId, '0.00'),
    ]),
  );
  const totals = new Map<string, { orders: number; settled: number }>();
  for (const o of sold) {
    const key = `${o.agentId}:${o.merchantId}`;
    const t = totals.get(key) ?? { orders: 0, settled: 0 };
    t.orders += 1;
    if (o.settledAt) t.settled += 1;
    totals.set(key, t);
  }
  for (const [key, t] of totals) {
    const [agentId, childId] = key.split(':').map(Number);
    await addToTotals(tx, agentId!, childId!, t);
  }
}

const share = (o: OrderRow, merchantId: number, level: number, childId: number | null, amount: string) => ({
  orderId: o.id,
  merchantId,
  level,
  childId,
  amount,
  createdAt: o.createdAt,
  settledAt: o.settledAt,
  orderStatus: o.status,
});
