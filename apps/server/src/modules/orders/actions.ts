import { and, asc, eq, inArray } from 'drizzle-orm';
import { type OrderStatus, type ReapplyResult, type ResubmitResult } from '@console/contract';
import { orders } from './tables';
import { AppError } from '../../lib/app-error';
import { notFound } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import { changeStatus, lockOrder } from './lifecycle';
import { orderEnvOf } from './list';
import { replaceOrder } from './transfer-engine';
import { OrdersError } from './errors';

// Everything here changes only the caller's own orders (`merchant_id` = the caller): an agent
// reads its sub-merchants' orders but never changes them, and another merchant's order is
// answered as not found. `updated_at` is left to the life cycle: it is the time of the last
// status change, which the list shows and the fulfilment simulator's scan of open orders reads.

/** `/apply/flag`: the colour of the caller's own orders among `ids`; none of them → not found. */
export async function orderFlag(
  ctx: AppContext,
  merchantId: number,
  ids: number[],
  flag: number,
): Promise<{ updated: number }> {
  // In a transaction: its audit record commits with it (decision 054).
  const updated = await ctx.db.transaction((tx) =>
    tx
      .update(orders)
      .set({ flag })
      .where(and(eq(orders.merchantId, merchantId), inArray(orders.id, ids)))
      .returning({ id: orders.id }),
  );
  if (updated.length === 0) throw notFound();
  return { updated: updated.length };
}

/** `/apply/updateApplyRecord`: the merchant's remark on one of its orders. */
export async function orderUpdate(ctx: AppContext, merchantId: number, id: number, remark: string) {
  const [row] = await ctx.db.transaction((tx) =>
    tx
      .update(orders)
      .set({ remark })
      .where(and(eq(orders.merchantId, merchantId), eq(orders.id, id)))
      .returning({ id: orders.id, remark: orders.remark }),
  );
  if (!row) throw notFound();
  return row;
}

/**
 * `/apply/changeGoodsReapplyRecord`: a rejected order again on another goods of the merchant's
 * partner that is on sale (`createOrders` checks it through `orderableGoods`): the new order
 * joins the chain, the old one becomes `transferred`.
 */
export async function orderReapply(
  ctx: AppContext,
  merchantId: number,
  id: number,
  goodsId: number,
): Promise<ReapplyResult> {
  const env = orderEnvOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id });
    if (!order || order.merchantId !== merchantId) throw notFound();
    if (order.status !== 'rejected') {
      throw new AppError(OrdersError.orderTransition, {
        from: order.status,
        to: 'transferred',
      });
    }
    if (order.goodsId === goodsId) throw new AppError(OrdersError.reapplySameGoods);
    const created = await replaceOrder(tx, env, order, { goodsId, kind: 'reapply', source: 'merchant' });
    return { id: created.id, order_no: created.orderNo };
  });
}

/**
 * `/apply/oneClickDoApply`: the selected rejected orders submitted again, in one transaction.
 * The caller's orders that are not rejected are listed as skipped; another merchant's ids are
 * left out of the answer altogether (listing their numbers would tell them), and if none of the
 * ids is the caller's the answer is not found.
 */
export async function orderResubmit(
  ctx: AppContext,
  merchantId: number,
  ids: number[],
): Promise<ResubmitResult> {
  const env = orderEnvOf(ctx);
  return ctx.db.transaction(async (tx) => {
    // Locked in id order, so that two overlapping batches cannot wait for each other.
    const own = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.merchantId, merchantId), inArray(orders.id, ids)))
      .orderBy(asc(orders.id))
      .for('update');
    if (own.length === 0) throw notFound();
    let resubmitted = 0;
    const skipped: ResubmitResult['skipped'] = [];
    for (const order of own) {
      if (order.status !== 'rejected') {
        skipped.push({ id: order.id, order_no: order.orderNo, status: order.status as OrderStatus });
        continue;
      }
      await changeStatus(tx, env, order, { to: 'submitted', source: 'merchant' });
      resubmitted += 1;
    }
    return { resubmitted, skipped };
  });
}
