import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import type { PlatformOrder } from './platforms/platform';
import { captureLiveRooms, captureProducts } from './tables';

/** Which goods a platform order becomes, or null while its product has no mapping. */
export type GoodsResolver = (order: PlatformOrder) => number | null;

const key = (productId: string, skuId: string) => `${productId}\u0000${skuId}`;

/**
 * Reads, once per page, the mappings of the page's products and the shop's live rooms. A live
 * room's goods win over any mapping (a Doudian live sale is configured per room); then the SKU's
 * own mapping; then the product's (`sku_id` '').
 */
export async function goodsResolver(tx: Tx, shopId: number, orders: PlatformOrder[]): Promise<GoodsResolver> {
  const productIds = [...new Set(orders.map((o) => o.productId))];
  const roomIds = [...new Set(orders.map((o) => o.roomId).filter(Boolean))];
  const [mapped, rooms] = await Promise.all([
    productIds.length
      ? tx
          .select({
            productId: captureProducts.productId,
            skuId: captureProducts.skuId,
            goodsId: captureProducts.goodsId,
          })
          .from(captureProducts)
          .where(
            and(
              eq(captureProducts.shopId, shopId),
              inArray(captureProducts.productId, productIds),
              isNotNull(captureProducts.goodsId),
            ),
          )
      : [],
    roomIds.length
      ? tx
          .select({ roomId: captureLiveRooms.roomId, goodsId: captureLiveRooms.goodsId })
          .from(captureLiveRooms)
          .where(
            and(
              eq(captureLiveRooms.shopId, shopId),
              inArray(captureLiveRooms.roomId, roomIds),
              eq(captureLiveRooms.enabled, true),
            ),
          )
      : [],
  ]);
  const byProduct = new Map(mapped.map((m) => [key(m.productId, m.skuId), m.goodsId!]));
  const byRoom = new Map(rooms.map((r) => [r.roomId, r.goodsId]));
  return (o) =>
    (o.roomId ? byRoom.get(o.roomId) : undefined) ??
    (o.skuId ? byProduct.get(key(o.productId, o.skuId)) : undefined) ??
    byProduct.get(key(o.productId, '')) ??
    null;
}
