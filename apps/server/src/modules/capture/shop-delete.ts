import { and, eq, sql } from 'drizzle-orm';
import type { OkResult } from '@console/contract';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { CaptureError } from './errors';
import { ownShop } from './shop-rows';
import {
  captureAuthorizations,
  captureLiveRooms,
  captureOrders,
  captureProducts,
  captureShops,
} from './tables';

/**
 * Deletes a shop added by mistake (decision 044): the shop, its sealed credentials and tokens,
 * its product mapping, its Doudian rooms and its pending authorizations, in one transaction. A
 * shop that has captured anything is refused and the merchant is offered 停用 instead: its log
 * explains orders of the order list, and the same platform shop added again would capture
 * those platform orders a second time (captured orders are unique per shop, not per platform).
 */
export async function captureShopDelete(ctx: AppContext, merchantId: number, id: number): Promise<OkResult> {
  await ctx.db.transaction(async (tx) => {
    // Locked: a sync (which writes under the shop's row) cannot start its page meanwhile.
    const shop = await ownShop(tx, merchantId, id, true);
    if (shop.syncState !== 'idle') throw new AppError(CaptureError.shopSyncing);
    const [captured] = await tx
      .select({ id: captureOrders.id })
      .from(captureOrders)
      .where(eq(captureOrders.shopId, shop.id))
      .limit(1);
    if (captured || shop.ordersCaptured > 0) throw new AppError(CaptureError.shopHasOrders);
    await tx.delete(captureProducts).where(eq(captureProducts.shopId, shop.id));
    await tx.delete(captureLiveRooms).where(eq(captureLiveRooms.shopId, shop.id));
    await tx.delete(captureAuthorizations).where(eq(captureAuthorizations.shopId, shop.id));
    // A room of the live section that sold through this shop keeps its sessions, with no shop
    // chosen (the live module reads capture's tables, not the other way round: plain SQL here).
    await tx.execute(
      sql`update live_rooms set shop_id = null where merchant_id = ${merchantId} and shop_id = ${shop.id}`,
    );
    await tx
      .delete(captureShops)
      .where(and(eq(captureShops.id, shop.id), eq(captureShops.merchantId, merchantId)));
  });
  return { ok: true };
}
