import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderChangeKind, OrderChangeSource } from '@console/contract';
import type { Tx } from '../../db/database';
import { goods } from '../goods/tables';
import { merchants } from '../auth/tables';
import { orders, orderStatusHistory } from './tables';
import { transferConfigs, transferEntries, transferSwitches } from '../transfer/tables';
import { createOrders, type OrderEnv } from './create-orders';
import type { OrderRecord } from './lifecycle';

/**
 * The transfer engine (domain.md, "Order transfer"): a rejected order whose goods has a
 * configuration that the merchant switched on, with an entry for the rejection's reason and a
 * target goods on sale, moves to that goods: a new order for the same customer, the old one
 * `transferred`, the chain recorded. Runs inside the transaction that recorded the rejection.
 */
export async function transferIfConfigured(
  tx: Tx,
  env: OrderEnv,
  order: OrderRecord,
): Promise<{ id: number; orderNo: string } | null> {
  if (!order.failReasonCode) return null;
  const [entry] = await tx
    .select({ targetGoodsId: transferEntries.targetGoodsId })
    .from(transferConfigs)
    .innerJoin(
      merchants,
      and(eq(merchants.id, order.merchantId), eq(merchants.partnerId, transferConfigs.partnerId)),
    )
    .innerJoin(
      transferSwitches,
      and(
        eq(transferSwitches.configId, transferConfigs.id),
        eq(transferSwitches.merchantId, order.merchantId),
        eq(transferSwitches.isOpen, true),
      ),
    )
    .innerJoin(transferEntries, eq(transferEntries.configId, transferConfigs.id))
    // The target must be orderable by the merchant (its partner's, on sale), or making the new
    // order would fail and take the rejection down with it.
    .innerJoin(
      goods,
      and(
        eq(goods.id, transferEntries.targetGoodsId),
        eq(goods.partnerId, transferConfigs.partnerId),
        eq(goods.onSale, true),
      ),
    )
    .where(
      and(
        eq(transferConfigs.goodsId, order.goodsId),
        sql`${transferEntries.reasonCode} = ${order.failReasonCode}`,
      ),
    )
    .orderBy(asc(transferEntries.sort), asc(transferEntries.id))
    .limit(1);
  if (!entry || entry.targetGoodsId === order.goodsId) return null;
  return replaceOrder(tx, env, order, { goodsId: entry.targetGoodsId, kind: 'transfer', source: 'transfer' });
}

/**
 * A rejected order again on another goods (the engine's transfer, the merchant's re-apply): the
 * new order copies the customer's sealed columns as they are (nothing is decrypted), joins the
 * old one's chain, and the old one becomes `transferred`.
 */
export async function replaceOrder(
  tx: Tx,
  env: OrderEnv,
  old: OrderRecord,
  to: { goodsId: number; kind: OrderChangeKind; source: OrderChangeSource },
): Promise<{ id: number; orderNo: string }> {
  const root = old.chainRootId ?? old.id;
  const [created] = await createOrders(
    tx,
    env,
    {
      merchantId: old.merchantId,
      goodsId: to.goodsId,
      source: old.source as never,
      historySource: to.source,
      reason: old.orderNo,
      // The replacing order keeps the channel that brought the customer.
      shopId: old.shopId,
    },
    [
      {
        customer: old,
        agentId: old.agentId,
        remark: old.remark,
        previousId: old.id,
        chainRootId: root,
        changeKind: to.kind,
      },
    ],
  );
  const now = new Date();
  await tx
    .update(orders)
    .set({ status: 'transferred', chainRootId: root, updatedAt: now })
    .where(eq(orders.id, old.id));
  await tx.insert(orderStatusHistory).values({
    orderId: old.id,
    fromStatus: old.status,
    toStatus: 'transferred',
    reason: created!.orderNo,
    source: to.source,
    createdAt: now,
  });
  return created!;
}
