import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { ROOM_GOODS_MAX, type RoomGoodsResult, type liveEndpoints } from '@console/contract';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AppContext, ServiceOf } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { twoPlaces } from '../../lib/money';
import { merchants } from '../auth/tables';
import { goods } from '../goods/tables';
import { LiveError } from './errors';
import { ownRoom } from './rooms';
import { liveRoomGoods } from './tables';

/** A room's goods in their order on screen; `orderable`: on sale and of the merchant's partner still. */
async function roomGoodsList(db: Executor, merchantId: number, roomId: number): Promise<RoomGoodsResult> {
  const rows = await db
    .select({
      row: liveRoomGoods,
      name: goods.name,
      orderable: sql<boolean>`(${goods.onSale} and ${goods.partnerId} = ${merchants.partnerId})`,
    })
    .from(liveRoomGoods)
    .innerJoin(goods, eq(goods.id, liveRoomGoods.goodsId))
    .innerJoin(merchants, eq(merchants.id, liveRoomGoods.merchantId))
    .where(and(eq(liveRoomGoods.roomId, roomId), eq(liveRoomGoods.merchantId, merchantId)))
    .orderBy(asc(liveRoomGoods.position), asc(liveRoomGoods.id));
  return {
    list: rows.map(({ row, name, orderable }) => ({
      id: row.id,
      goods_id: row.goodsId,
      goods_name: name,
      position: row.position,
      display_price: twoPlaces(row.displayPrice),
      status: row.enabled ? 'enabled' : 'disabled',
      orderable: Boolean(orderable),
    })),
  };
}

export async function roomGoods(ctx: AppContext, merchantId: number, roomId: number) {
  await ownRoom(ctx.db, merchantId, roomId);
  return roomGoodsList(ctx.db, merchantId, roomId);
}

/**
 * Adds goods at the end of the room's list, at their monthly fee as the price shown; one there
 * already stays as it is. A goods off sale or not the merchant's partner's is refused by name
 * (an id that is no goods at all is not found), and nothing is added.
 */
export const liveRoomGoodsAdd: ServiceOf<typeof liveEndpoints.liveRoomGoodsAdd> = async (
  ctx,
  merchantId,
  body,
) => {
  return ctx.db.transaction(async (tx) => {
    await ownRoom(tx, merchantId, body.room, true);
    const ids = [...new Set(body.goods_ids)];
    const found = await tx
      .select({
        id: goods.id,
        name: goods.name,
        fee: goods.monthlyFee,
        onSale: goods.onSale,
        partnerId: goods.partnerId,
      })
      .from(goods)
      .where(inArray(goods.id, ids));
    if (found.length !== ids.length) throw notFound();
    const [me] = await tx
      .select({ partnerId: merchants.partnerId })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    const refused = found.find((g) => !g.onSale || g.partnerId !== me!.partnerId);
    if (refused) throw new AppError(LiveError.roomGoodsUnavailable, { name: refused.name });

    const there = await tx
      .select({ goodsId: liveRoomGoods.goodsId })
      .from(liveRoomGoods)
      .where(eq(liveRoomGoods.roomId, body.room));
    const present = new Set(there.map((t) => t.goodsId));
    const fresh = ids.filter((id) => !present.has(id));
    if (present.size + fresh.length > ROOM_GOODS_MAX)
      throw new AppError(LiveError.roomGoodsLimit, { max: ROOM_GOODS_MAX, count: ROOM_GOODS_MAX });
    if (fresh.length) {
      const [last] = await tx
        .select({ n: max(liveRoomGoods.position) })
        .from(liveRoomGoods)
        .where(eq(liveRoomGoods.roomId, body.room));
      const start = Number(last?.n ?? 0);
      const byId = new Map(found.map((g) => [g.id, g]));
      await tx.insert(liveRoomGoods).values(
        fresh.map((goodsId, i) => ({
          merchantId,
          roomId: body.room,
          goodsId,
          position: Math.min(start + i + 1, ROOM_GOODS_MAX),
          displayPrice: byId.get(goodsId)!.fee,
        })),
      );
    }
    return roomGoodsList(tx, merchantId, body.room);
  });
};

/** A room goods' place, price shown and switch. */
export const liveRoomGoodsSave: ServiceOf<typeof liveEndpoints.liveRoomGoodsSave> = async (
  ctx,
  merchantId,
  body,
) => {
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(liveRoomGoods)
      .set({ position: body.position, displayPrice: body.display_price, enabled: body.status === 'enabled' })
      .where(and(eq(liveRoomGoods.id, body.id), eq(liveRoomGoods.merchantId, merchantId)))
      .returning({ roomId: liveRoomGoods.roomId });
    if (!updated) throw notFound();
    return roomGoodsList(tx, merchantId, updated.roomId);
  });
};

/** Takes goods out of their room (all of one room; another merchant's is not found). */
export const liveRoomGoodsRemove: ServiceOf<typeof liveEndpoints.liveRoomGoodsRemove> = async (
  ctx,
  merchantId,
  body,
) => {
  return ctx.db.transaction(async (tx) => {
    const ids = [...new Set(body.ids)];
    const rows = await tx
      .select({ id: liveRoomGoods.id, roomId: liveRoomGoods.roomId })
      .from(liveRoomGoods)
      .where(and(inArray(liveRoomGoods.id, ids), eq(liveRoomGoods.merchantId, merchantId)))
      .for('update');
    const rooms = new Set(rows.map((r) => r.roomId));
    if (rows.length !== ids.length || rooms.size !== 1) throw notFound();
    await tx.delete(liveRoomGoods).where(inArray(liveRoomGoods.id, ids));
    return roomGoodsList(tx, merchantId, rows[0]!.roomId);
  });
};
