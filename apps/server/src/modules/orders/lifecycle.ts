import { eq } from 'drizzle-orm';
import {
  canTransition,
  type OrderChangeSource,
  type OrderStatus,
  type RejectReasonCode,
} from '@console/contract';
import type { Tx } from '../../db/database';
import { goods } from '../goods/tables';
import { orders, orderStatusHistory } from './tables';
import { AppError } from '../../lib/app-error';
import { notFound } from '../../lib/errors';
import { toCents } from '../../lib/money';
import type { OrderEnv } from './create-orders';
import { transferIfConfigured } from './transfer-engine';
import { payCommission } from './commission-shares';
import { OrdersError } from './errors';

export type OrderRecord = typeof orders.$inferSelect;

export interface StatusChange {
  to: OrderStatus;
  source: OrderChangeSource;
  reason?: string;
  reasonCode?: RejectReasonCode;
  upstreamNo?: string;
  expressCompany?: string;
  trackingNo?: string;
  /** The first recharge (to `recharged`), exact decimal. */
  rechargeAmount?: string;
}

export interface ChangeResult {
  /** False when the order already had this status (a repeated event changes nothing). */
  changed: boolean;
  order: OrderRecord;
  /** The order a rejection was transferred to, if a configuration did. */
  transferredTo?: { id: number; orderNo: string };
}

/** Locks an order's row for a change (found by id or number); null if there is none. */
export async function lockOrder(
  tx: Tx,
  by: { id: number } | { orderNo: string },
): Promise<OrderRecord | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where('id' in by ? eq(orders.id, by.id) : eq(orders.orderNo, by.orderNo))
    .for('update');
  return row ?? null;
}

/**
 * The one way an order's status changes: checks the life cycle (ORDER_TRANSITIONS, plus the
 * goods' settlement rule for `settled`), writes the order and its history line, credits the
 * commission when it settles, to every level of its split (same transaction: once, see payCommission),
 * and hands a rejection to the transfer engine. A change the life cycle does not allow throws
 * `orderTransition`; the caller records it.
 */
export async function changeStatus(
  tx: Tx,
  env: OrderEnv,
  order: OrderRecord,
  change: StatusChange,
): Promise<ChangeResult> {
  const from = order.status as OrderStatus;
  if (from === change.to) return { changed: false, order };
  // `transferred` needs the replacing order: only the transfer engine and the re-apply make it
  // (`replaceOrder`); a bare status change to it would leave a chain without its next link.
  if (!canTransition(from, change.to) || change.to === 'transferred') {
    throw transitionRefused(from, change.to);
  }
  if (change.to === 'settled') await checkSettlement(tx, order);
  if (change.to === 'recharged' && !change.rechargeAmount) throw transitionRefused(from, change.to);

  const now = new Date();
  const fields: Partial<typeof orders.$inferInsert> = { status: change.to, updatedAt: now };
  if (change.upstreamNo !== undefined) fields.upstreamNo = change.upstreamNo;
  if (change.to === 'rejected') {
    fields.failReasonCode = change.reasonCode ?? 'other';
    fields.failReason = change.reason ?? '';
  }
  if (change.to === 'submitted') {
    fields.failReasonCode = null;
    fields.failReason = '';
  }
  if (change.to === 'shipped') {
    fields.expressCompany = change.expressCompany ?? '';
    fields.trackingNo = change.trackingNo ?? '';
  }
  if (change.to === 'activated') fields.activatedAt = now;
  if (change.to === 'recharged') {
    fields.firstRechargeAmount = change.rechargeAmount;
    fields.firstRechargedAt = now;
  }
  if (change.to === 'settled') fields.settledAt = now;

  const [updated] = await tx.update(orders).set(fields).where(eq(orders.id, order.id)).returning();
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: from,
    toStatus: change.to,
    reason: (change.reason ?? '').slice(0, 200),
    source: change.source,
    createdAt: now,
  });
  if (change.to === 'settled') {
    await payCommission(tx, order, now);
  }
  const result: ChangeResult = { changed: true, order: updated! };
  if (change.to === 'rejected') {
    const moved = await transferIfConfigured(tx, env, updated!);
    if (moved) result.transferredTo = moved;
  }
  return result;
}

/**
 * Goods settled on activation settle an activated order (or one already recharged: the first
 * recharge is reported for them too); goods settled on a first recharge settle a recharged order
 * whose amount reaches the goods' minimum.
 */
async function checkSettlement(tx: Tx, order: OrderRecord): Promise<void> {
  const [g] = await tx
    .select({ rule: goods.settlementRule, min: goods.settlementMinRecharge })
    .from(goods)
    .where(eq(goods.id, order.goodsId));
  if (!g) throw notFound();
  const from = order.status as OrderStatus;
  const ok =
    g.rule === 'activation'
      ? from === 'activated' || from === 'recharged'
      : from === 'recharged' && toCents(order.firstRechargeAmount ?? '0') >= toCents(g.min ?? '0');
  if (!ok) throw transitionRefused(from, 'settled');
}

const transitionRefused = (from: OrderStatus, to: OrderStatus) =>
  new AppError(OrdersError.orderTransition, { from, to });
