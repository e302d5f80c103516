import { and, eq, inArray } from 'drizzle-orm';
import type { CapturePlatform, CaptureState } from '@console/contract';
import type { Tx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { encryptText } from '../../lib/data-cipher';
import { fromCents } from '../../lib/money';
import { changeStatus, createOrders, lockOrder, type OrderEnv } from '../orders';
import { goodsResolver } from './goods-resolver';
import { orderProblem } from './order-checks';
import type { MalformedOrder, OrderPage, PlatformOrder } from './platforms/platform';
import { type CaptureRow, upsertCaptureRows } from './capture-rows';
import { captureOrders, captureProducts } from './tables';

/** The shop a page belongs to. */
export interface PageShop {
  id: number;
  merchantId: number;
  platform: CapturePlatform;
}

export interface PageOutcome {
  /** Console orders made. */
  captured: number;
  /** Platform orders read (valid or not). */
  seen: number;
}

/** Marks a waiting order whose mapped goods could not take it (withdrawn since): shown translated. */
export const GOODS_UNAVAILABLE = 'goods_unavailable';
export const CANCEL_REASON = 'capture.cancel_reason';

type Existing = typeof captureOrders.$inferSelect;

/**
 * Writes one page of a shop's platform orders, in the caller's transaction: each platform order
 * becomes at most one console order (the capture row's unique key), a later change updates it, a
 * cancellation before submission cancels ours, an order without a mapping waits (its customer kept
 * encrypted), a malformed one is put aside. Orders are made in one batch per goods.
 */
export async function capturePage(
  tx: Tx,
  env: OrderEnv,
  shop: PageShop,
  page: OrderPage,
): Promise<PageOutcome> {
  const { valid, malformed } = sortOut(page);
  const ids = [...valid.keys(), ...malformed.keys()];
  if (!ids.length) return { captured: 0, seen: page.orders.length + page.malformed.length };
  const existing = new Map(
    (
      await tx
        .select()
        .from(captureOrders)
        .where(and(eq(captureOrders.shopId, shop.id), inArray(captureOrders.platformOrderId, ids)))
        .for('update')
    ).map((r) => [r.platformOrderId, r]),
  );
  const resolve = await goodsResolver(tx, shop.id, [...valid.values()]);
  const rows: CaptureRow[] = [];
  const toCreate = new Map<number, { order: PlatformOrder; row: CaptureRow }[]>();
  const now = new Date();

  for (const order of valid.values()) {
    const before = existing.get(order.platformOrderId);
    const row = rowOf(shop, order, now);
    if (before?.orderId) {
      // Seen already and made into a console order: only a newer change does anything.
      if (before.platformUpdatedAt >= order.updatedAt) continue;
      row.orderId = before.orderId;
      row.state = await followChange(tx, env, before, order);
    } else if (order.status === 'cancelled') {
      row.state = 'cancelled';
    } else {
      const goodsId = resolve(order);
      if (goodsId === null) {
        row.state = 'waiting';
        row.customerEnc = encryptText(env.dataKey, JSON.stringify(order.customer));
      } else {
        toCreate.set(goodsId, [...(toCreate.get(goodsId) ?? []), { order, row }]);
      }
    }
    rows.push(row);
  }
  const captured = await createByGoods(tx, env, shop, toCreate);

  for (const bad of malformed.values()) {
    const before = existing.get(bad.platformOrderId);
    // A broken read of an order captured already changes nothing of it.
    if (before?.orderId) continue;
    rows.push({
      ...rowOf(shop, null, now),
      platformOrderId: bad.platformOrderId,
      platformUpdatedAt: bad.updatedAt ?? now,
      state: 'put_aside',
      error: bad.reason.slice(0, 200),
    });
  }
  await upsertCaptureRows(tx, rows);
  await recordSeenProducts(tx, shop, [...valid.values()]);
  return { captured, seen: page.orders.length + page.malformed.length };
}

/**
 * The page's orders by platform id: a row repeated (a platform's paging overlaps) counts once, at
 * its latest change; an order both valid and malformed in one page is taken as valid; an order
 * the console cannot hold (a field too long for its column) is put aside with why.
 */
function sortOut(page: OrderPage) {
  const valid = new Map<string, PlatformOrder>();
  const malformed = new Map<string, MalformedOrder>();
  for (const order of page.orders) {
    const problem = orderProblem(order);
    if (problem) {
      if (order.platformOrderId && order.platformOrderId.length <= 64) {
        malformed.set(order.platformOrderId, { ...order, reason: problem });
      }
      continue;
    }
    const seen = valid.get(order.platformOrderId);
    if (!seen || seen.updatedAt < order.updatedAt) valid.set(order.platformOrderId, order);
  }
  for (const bad of page.malformed) {
    if (!bad.platformOrderId || bad.platformOrderId.length > 64) continue;
    if (!valid.has(bad.platformOrderId)) malformed.set(bad.platformOrderId, bad);
  }
  for (const id of valid.keys()) malformed.delete(id);
  return { valid, malformed };
}

function rowOf(shop: PageShop, order: PlatformOrder | null, now: Date): CaptureRow {
  return {
    merchantId: shop.merchantId,
    shopId: shop.id,
    platform: shop.platform,
    platformOrderId: order?.platformOrderId ?? '',
    platformStatus: order?.status ?? 'active',
    productId: order?.productId ?? '',
    skuId: order?.skuId ?? '',
    title: (order?.title ?? '').slice(0, 100),
    state: 'captured',
    orderId: null,
    error: '',
    customerEnc: null,
    roomId: order?.roomId ?? '',
    authorId: order?.authorId ?? '',
    videoId: order?.videoId ?? '',
    placedAt: order?.placedAt ?? now,
    payAmount: order?.payment ? fromCents(order.payment.amountCents) : null,
    paidAt: order?.payment?.paidAt ?? null,
    refundState: order?.payment?.refund ?? '',
    platformUpdatedAt: order?.updatedAt ?? now,
    updatedAt: now,
  };
}

/**
 * A later change of an order captured already. A cancellation (or refund) while ours is still
 * pending cancels ours; once submitted, ours goes on (the partner has it) and the row says updated.
 */
async function followChange(
  tx: Tx,
  env: OrderEnv,
  before: Existing,
  order: PlatformOrder,
): Promise<CaptureState> {
  if (before.state === 'cancelled') return 'cancelled';
  if (order.status === 'cancelled') {
    const ours = await lockOrder(tx, { id: before.orderId! });
    if (ours?.status === 'pending') {
      await changeStatus(tx, env, ours, { to: 'cancelled', source: 'capture', reason: CANCEL_REASON });
      return 'cancelled';
    }
  }
  return 'updated';
}

/** Makes the console orders, one batch per goods; a goods no longer orderable leaves its orders waiting. */
async function createByGoods(
  tx: Tx,
  env: OrderEnv,
  shop: PageShop,
  byGoods: Map<number, { order: PlatformOrder; row: CaptureRow }[]>,
): Promise<number> {
  let captured = 0;
  for (const [goodsId, items] of byGoods) {
    let made: { id: number }[];
    try {
      made = await createOrders(
        tx,
        env,
        {
          merchantId: shop.merchantId,
          goodsId,
          source: shop.platform,
          historySource: 'capture',
          shopId: shop.id,
        },
        items.map(({ order }) => ({ customer: order.customer })),
      );
    } catch (error) {
      // `orderableGoods` refuses before anything is written: the transaction is still good.
      if (!(error instanceof AppError) || error.msgKey !== 'err.goods_unavailable') throw error;
      for (const { order, row } of items) {
        row.state = 'waiting';
        row.error = GOODS_UNAVAILABLE;
        row.customerEnc = encryptText(env.dataKey, JSON.stringify(order.customer));
      }
      continue;
    }
    items.forEach(({ row }, i) => {
      row.state = 'captured';
      row.orderId = made[i]!.id;
    });
    captured += made.length;
  }
  return captured;
}

/** Products first seen on an order join the shop's mapping list (Gantanhao has no product call). */
async function recordSeenProducts(tx: Tx, shop: PageShop, orders: PlatformOrder[]): Promise<void> {
  const products = new Map(orders.map((o) => [o.productId, o.title.slice(0, 100)]));
  if (!products.size) return;
  await tx
    .insert(captureProducts)
    .values(
      [...products].map(([productId, title]) => ({
        shopId: shop.id,
        productId,
        skuId: '',
        merchantId: shop.merchantId,
        title,
      })),
    )
    .onConflictDoNothing();
}
