import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type {
  CaptureLogPayload,
  CaptureLogResult,
  CapturePlatform,
  CaptureState,
  Language,
  PayloadOut,
  captureEndpoints,
} from '@console/contract';
import type { z } from 'zod';
import { containsPattern } from '../../db/like';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n';
import { orders } from '../orders/tables';
import { GOODS_UNAVAILABLE } from './capture-page';
import { captureOrders, captureShops } from './tables';
import { pageWindow } from '../../db/list-page';

type LogQuery = z.output<typeof CaptureLogPayload>;

function conditions(merchantId: number, q: LogQuery): SQL[] {
  const c: SQL[] = [eq(captureOrders.merchantId, merchantId)];
  if (q.platform) c.push(eq(captureOrders.platform, q.platform));
  if (q.shop) c.push(eq(captureOrders.shopId, q.shop));
  if (q.state) c.push(eq(captureOrders.state, q.state));
  if (q.keyword) {
    c.push(
      or(ilike(captureOrders.platformOrderId, containsPattern(q.keyword)), eq(orders.orderNo, q.keyword))!,
    );
  }
  return c;
}

/** Why an order was put aside or still waits although mapped, in the caller's words. */
function errorText(lang: Language, state: string, error: string): string {
  if (state === 'put_aside') return translate(lang, 'capture.put_aside', { reason: error });
  if (state === 'waiting' && error === GOODS_UNAVAILABLE) return translate(lang, 'capture.goods_unavailable');
  return '';
}

/**
 * The capture log of a platform's shops (or of every platform), newest change first; `state:
 * waiting` is the "needs mapping" list (across platforms: the `CatchWaiting` screen).
 */
export async function captureLog(
  ctx: AppContext,
  merchantId: number,
  q: PayloadOut<typeof captureEndpoints.captureLog>,
  lang: Language,
): Promise<CaptureLogResult> {
  const where = and(...conditions(merchantId, q));
  const page = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        row: captureOrders,
        shopName: captureShops.name,
        orderNo: orders.orderNo,
      })
      .from(captureOrders)
      .innerJoin(captureShops, eq(captureShops.id, captureOrders.shopId))
      .leftJoin(orders, eq(orders.id, captureOrders.orderId))
      .where(where)
      .orderBy(desc(captureOrders.updatedAt), desc(captureOrders.id))
      .limit(page.limit)
      .offset(page.offset),
    ctx.db
      .select({ n: count() })
      .from(captureOrders)
      .leftJoin(orders, eq(orders.id, captureOrders.orderId))
      .where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    list: rows.map(({ row: r, shopName, orderNo }) => ({
      id: r.id,
      platform: r.platform as CapturePlatform,
      shop_id: r.shopId,
      shop_name: shopName,
      platform_order_id: r.platformOrderId,
      product_id: r.productId,
      sku_id: r.skuId,
      title: r.title,
      state: r.state as CaptureState,
      order_id: r.orderId,
      order_no: orderNo ?? null,
      error: errorText(lang, r.state, r.error),
      room_id: r.roomId,
      author_id: r.authorId,
      video_id: r.videoId,
      platform_updated_at: r.platformUpdatedAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    })),
  };
}
