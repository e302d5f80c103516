import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type {
  LiveRoomListResult,
  LiveRoomResult,
  LiveRoomRow,
  OkResult,
  PayloadOut,
  captureEndpoints,
} from '@console/contract';
import type { Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/sql-helpers';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { goods } from '../goods/tables';
import { orderableGoods } from '../orders';
import { CaptureError } from './errors';
import { ownShop } from './shop-rows';
import { captureLiveRooms, captureOrders } from './tables';

async function doudianShop(db: Executor, merchantId: number, shopRowId: number) {
  const shop = await ownShop(db, merchantId, shopRowId);
  if (shop.platform !== 'doudian') throw new AppError(CaptureError.notDoudianShop);
  return shop;
}

async function roomRows(db: Executor, merchantId: number, where: { shopId?: number; id?: number }) {
  const rooms = await db
    .select({ room: captureLiveRooms, goodsName: goods.name })
    .from(captureLiveRooms)
    .leftJoin(goods, eq(goods.id, captureLiveRooms.goodsId))
    .where(
      and(
        eq(captureLiveRooms.merchantId, merchantId),
        where.shopId === undefined ? undefined : eq(captureLiveRooms.shopId, where.shopId),
        where.id === undefined ? undefined : eq(captureLiveRooms.id, where.id),
      ),
    )
    .orderBy(asc(captureLiveRooms.id));
  if (!rooms.length) return [];
  // Orders captured per room of these shops (few rooms per shop: one grouped count).
  const counts = await db
    .select({ shopId: captureOrders.shopId, roomId: captureOrders.roomId, n: count() })
    .from(captureOrders)
    .where(and(eq(captureOrders.merchantId, merchantId), isNotNull(captureOrders.orderId)))
    .groupBy(captureOrders.shopId, captureOrders.roomId);
  const byRoom = new Map(counts.map((c) => [`${c.shopId}/${c.roomId}`, Number(c.n)]));
  return rooms.map(({ room: r, goodsName }): LiveRoomRow => ({
    id: r.id,
    shop_id: r.shopId,
    room_id: r.roomId,
    author_id: r.authorId,
    anchor_name: r.anchorName,
    goods_id: r.goodsId,
    goods_name: goodsName ?? '',
    enabled: r.enabled,
    orders_captured: byRoom.get(`${r.shopId}/${r.roomId}`) ?? 0,
  }));
}

export async function liveRoomList(
  ctx: AppContext,
  merchantId: number,
  shopRowId: number,
): Promise<LiveRoomListResult> {
  const shop = await doudianShop(ctx.db, merchantId, shopRowId);
  return { list: await roomRows(ctx.db, merchantId, { shopId: shop.id }) };
}

/** Adds or edits a live room: its orders become orders on its goods (one the merchant may order). */
export async function captureLiveRoomSave(
  ctx: AppContext,
  merchantId: number,
  body: PayloadOut<typeof captureEndpoints.captureLiveRoomSave>,
): Promise<LiveRoomResult> {
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const shop = await doudianShop(tx, merchantId, body.shop);
      await orderableGoods(tx, merchantId, body.goods_id);
      const values = {
        roomId: body.room_id,
        authorId: body.author_id,
        anchorName: body.anchor_name,
        goodsId: body.goods_id,
        enabled: body.enabled,
        updatedAt: new Date(),
      };
      if (body.id === undefined) {
        const [created] = await tx
          .insert(captureLiveRooms)
          .values({ ...values, merchantId, shopId: shop.id })
          .returning({ id: captureLiveRooms.id });
        return created!.id;
      }
      const [updated] = await tx
        .update(captureLiveRooms)
        .set(values)
        .where(
          and(
            eq(captureLiveRooms.id, body.id),
            eq(captureLiveRooms.merchantId, merchantId),
            eq(captureLiveRooms.shopId, shop.id),
          ),
        )
        .returning({ id: captureLiveRooms.id });
      if (!updated) throw notFound();
      return updated.id;
    });
    const [room] = await roomRows(ctx.db, merchantId, { id });
    return { room: room! };
  } catch (error) {
    if (isUniqueViolation(error, 'capture_live_rooms_shop_room_key'))
      throw new AppError(CaptureError.liveRoomDuplicate);
    throw error;
  }
}

export async function captureLiveRoomDelete(
  ctx: AppContext,
  merchantId: number,
  id: number,
): Promise<OkResult> {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(captureLiveRooms)
      .where(and(eq(captureLiveRooms.id, id), eq(captureLiveRooms.merchantId, merchantId)))
      .returning({ id: captureLiveRooms.id });
    if (!gone) throw notFound();
  });
  return { ok: true };
}
