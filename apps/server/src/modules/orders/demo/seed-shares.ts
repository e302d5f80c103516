import type { Tx } from '../../../db/database';
import { fromCents } from '../../../lib/money';
import { settleCommissions } from '../../money';
import type { Split } from '../commission-split';
import { addToTotals, insertShareRows, shareRow } from '../commission-shares';

interface SeededOrder {
  id: number;
  orderNo: string;
  goodsId: number;
  status: string;
  createdAt: Date;
  settledAt: Date | null;
}

/**
 * What `createOrders` and `payCommission` write for orders of a merchant with agents, for a
 * whole demo history at once: the split of each order (fixed by its goods), the agents' figures
 * per sub-merchant, and every level's settled parts through the ledger, in settlement order.
 * The seller's own part is credited by the caller (as for any merchant).
 */
export async function seedShares(tx: Tx, rows: readonly SeededOrder[], splits: ReadonlyMap<number, Split>) {
  const shares: ReturnType<typeof shareRow>[] = [];
  const totals = new Map<
    string,
    { agentId: number; childId: number; orders: number; settled: number; cents: number }
  >();
  const credits = new Map<number, { orderRef: string; amount: string; remark: string; at: Date }[]>();
  for (const o of rows) {
    for (const s of splits.get(o.goodsId)?.shares ?? []) {
      shares.push(shareRow(s, o));
      if (s.childId === null) continue;
      const key = `${s.merchantId}:${s.childId}`;
      const t = totals.get(key) ?? {
        agentId: s.merchantId,
        childId: s.childId,
        orders: 0,
        settled: 0,
        cents: 0,
      };
      t.orders += 1;
      if (o.settledAt) {
        t.settled += 1;
        t.cents += s.cents;
        if (s.cents > 0) {
          const list = credits.get(s.merchantId) ?? [];
          list.push({
            orderRef: o.orderNo,
            amount: fromCents(s.cents),
            remark: '分销订单结算佣金',
            at: o.settledAt,
          });
          credits.set(s.merchantId, list);
        }
      }
      totals.set(key, t);
    }
  }
  await insertShareRows(tx, shares);
  for (const t of totals.values()) {
    await addToTotals(tx, t.agentId, t.childId, { orders: t.orders, settled: t.settled, cents: t.cents });
  }
  for (const [agentId, items] of credits) {
    items.sort((a, b) => a.at.getTime() - b.at.getTime());
    await settleCommissions(tx, agentId, items);
  }
}
