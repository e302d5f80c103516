import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { CapturePlatform, Language, ProductListResult, captureEndpoints } from '@console/contract';
import type { Tx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AppContext, ServiceOf } from '../../lib/context';
import { decryptText } from '../../lib/data-cipher';
import type { Customer } from '../../lib/personal-data';
import { goods } from '../goods/tables';
import { orderableGoods, orderEnvOf } from '../orders';
import { capturePage } from './capture-page';
import { clientFor, hasProductCall } from './clients';
import { CaptureError } from './errors';
import { PlatformError, type PlatformOrder } from './platforms/platform';
import { credentialsOf, errorText, ownShop, type ShopRecord } from './shop-rows';
import { captureOrders, captureProducts, captureShops } from './tables';

/**
 * The shop's products and what they map to. A platform with a product call is asked first and its
 * list kept (titles refreshed, mappings untouched); the rows also hold the products first seen on
 * orders, which is all Gantanhao has.
 */
export async function productList(
  ctx: AppContext,
  merchantId: number,
  shopRowId: number,
  lang: Language,
): Promise<ProductListResult> {
  const shop = await ownShop(ctx.db, merchantId, shopRowId);
  const fromPlatform = hasProductCall(shop.platform as CapturePlatform);
  if (fromPlatform) await refreshProducts(ctx, shop, lang);
  const [rows, waiting] = await Promise.all([
    ctx.db
      .select({
        productId: captureProducts.productId,
        skuId: captureProducts.skuId,
        title: captureProducts.title,
        goodsId: captureProducts.goodsId,
        goodsName: goods.name,
      })
      .from(captureProducts)
      .leftJoin(goods, eq(goods.id, captureProducts.goodsId))
      .where(eq(captureProducts.shopId, shop.id))
      .orderBy(asc(captureProducts.productId), asc(captureProducts.skuId)),
    ctx.db
      .select({ productId: captureOrders.productId, skuId: captureOrders.skuId, n: count() })
      .from(captureOrders)
      .where(and(eq(captureOrders.shopId, shop.id), eq(captureOrders.state, 'waiting')))
      .groupBy(captureOrders.productId, captureOrders.skuId),
  ]);
  // A product's row counts all its waiting orders, a SKU's row those of that SKU.
  const waitingOf = (productId: string, skuId: string) =>
    waiting
      .filter((w) => w.productId === productId && (skuId === '' || w.skuId === skuId))
      .reduce((sum, w) => sum + Number(w.n), 0);
  return {
    from_platform: fromPlatform,
    list: rows.map((r) => ({
      product_id: r.productId,
      sku_id: r.skuId,
      title: r.title,
      goods_id: r.goodsId,
      goods_name: r.goodsId === null ? null : (r.goodsName ?? null),
      waiting: waitingOf(r.productId, r.skuId),
    })),
  };
}

async function refreshProducts(ctx: AppContext, shop: ShopRecord, lang: Language): Promise<void> {
  let products;
  try {
    products = await clientFor(ctx, shop.platform as CapturePlatform, shop.id).listProducts(
      credentialsOf(ctx, shop),
    );
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    throw new AppError(CaptureError.platformFailed, {
      reason: errorText(lang, error),
    });
  }
  const usable = products.filter((p) => p.productId && p.productId.length <= 64 && p.skuId.length <= 64);
  if (!usable.length) return;
  await ctx.db
    .insert(captureProducts)
    .values(
      usable.map((p) => ({
        shopId: shop.id,
        productId: p.productId,
        skuId: p.skuId,
        merchantId: shop.merchantId,
        title: p.title.slice(0, 100),
      })),
    )
    .onConflictDoUpdate({
      target: [captureProducts.shopId, captureProducts.productId, captureProducts.skuId],
      set: { title: sql`excluded.title` },
    });
}

/**
 * Saves mappings (null removes one) and, in the same transaction, captures the orders that were
 * waiting for them. Only goods the merchant may order can be mapped to.
 */
export const captureMappingSave: ServiceOf<typeof captureEndpoints.captureMappingSave> = async (
  ctx,
  merchantId,
  body,
) => {
  const env = orderEnvOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const shop = await ownShop(tx, merchantId, body.shop, true);
    const goodsIds = [...new Set(body.items.flatMap((i) => (i.goods_id === null ? [] : [i.goods_id])))];
    for (const goodsId of goodsIds) await orderableGoods(tx, merchantId, goodsId);
    const now = new Date();
    await tx
      .insert(captureProducts)
      .values(
        body.items.map((i) => ({
          shopId: shop.id,
          productId: i.product_id,
          skuId: i.sku_id,
          merchantId,
          goodsId: i.goods_id,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [captureProducts.shopId, captureProducts.productId, captureProducts.skuId],
        set: { goodsId: sql`excluded.goods_id`, updatedAt: now },
      });
    const captured = await captureWaiting(tx, ctx.secrets.dataKey, shop, [
      ...new Set(body.items.map((i) => i.product_id)),
    ]);
    if (captured) {
      await tx
        .update(captureShops)
        .set({ ordersCaptured: sql`${captureShops.ordersCaptured} + ${captured}` })
        .where(eq(captureShops.id, shop.id));
    }
    return { saved: body.items.length, captured };
  });

  async function captureWaiting(tx: Tx, dataKey: Buffer, shop: ShopRecord, productIds: string[]) {
    const waiting = await tx
      .select()
      .from(captureOrders)
      .where(
        and(
          eq(captureOrders.shopId, shop.id),
          eq(captureOrders.state, 'waiting'),
          inArray(captureOrders.productId, productIds),
        ),
      );
    const orders: PlatformOrder[] = waiting
      .filter((w) => w.customerEnc)
      .map((w) => ({
        platformOrderId: w.platformOrderId,
        status: 'active',
        updatedAt: w.platformUpdatedAt,
        productId: w.productId,
        skuId: w.skuId,
        title: w.title,
        customer: JSON.parse(decryptText(dataKey, w.customerEnc!)) as Customer,
        roomId: w.roomId,
        authorId: w.authorId,
        videoId: w.videoId,
      }));
    if (!orders.length) return 0;
    const target = { id: shop.id, merchantId, platform: shop.platform as CapturePlatform };
    return (await capturePage(tx, env, target, { orders, malformed: [] })).captured;
  }
};
