import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type {
  LiveRoom,
  RoomListPayload,
  RoomListResult,
  RoomResult,
  RoomShopsResult,
  PayloadOut,
  liveEndpoints,
} from '@console/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like';
import { isUniqueViolation } from '../../db/sql-helpers';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { captureShops } from '../capture/tables';
import { LiveError } from './errors';
import { liveRoomGoods, liveRooms } from './tables';

/** The merchant's Doudian shops of order capture, oldest first: the shops a room can sell through. */
export async function liveRoomShops(ctx: AppContext, merchantId: number): Promise<RoomShopsResult> {
  const list = await ctx.db
    .select({ id: captureShops.id, name: captureShops.name })
    .from(captureShops)
    .where(and(eq(captureShops.merchantId, merchantId), eq(captureShops.platform, 'doudian')))
    .orderBy(captureShops.id);
  return { list };
}

type RoomFilter = Pick<z.output<typeof RoomListPayload>, 'keyword' | 'status'>;

function roomConditions(merchantId: number, q: RoomFilter): (SQL | undefined)[] {
  const like = q.keyword ? containsPattern(q.keyword) : null;
  return [
    eq(liveRooms.merchantId, merchantId),
    q.status ? eq(liveRooms.enabled, q.status === 'enabled') : undefined,
    like
      ? or(ilike(liveRooms.name, like), ilike(liveRooms.roomId, like), ilike(liveRooms.account, like))
      : undefined,
  ];
}

/** Rooms as the list shows them, with their shop's name and how many goods each promotes. */
async function roomRows(db: Executor, where: (SQL | undefined)[], page?: { limit: number; offset: number }) {
  const query = db
    .select({ room: liveRooms, shopName: captureShops.name })
    .from(liveRooms)
    .leftJoin(captureShops, eq(captureShops.id, liveRooms.shopId))
    .where(and(...where))
    .orderBy(desc(liveRooms.createdAt), desc(liveRooms.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (!rows.length) return [];
  const counts = await db
    .select({ roomId: liveRoomGoods.roomId, n: count() })
    .from(liveRoomGoods)
    .where(
      inArray(
        liveRoomGoods.roomId,
        rows.map((r) => r.room.id),
      ),
    )
    .groupBy(liveRoomGoods.roomId);
  const goodsCount = new Map(counts.map((c) => [c.roomId, Number(c.n)]));
  return rows.map(({ room, shopName }) => ({
    room,
    shopName: shopName ?? '',
    goods: goodsCount.get(room.id) ?? 0,
  }));
}

const toRoom = (r: Awaited<ReturnType<typeof roomRows>>[number], timeZone: string): LiveRoom => ({
  id: r.room.id,
  room_id: r.room.roomId,
  name: r.room.name,
  account: r.room.account,
  shop_id: r.room.shopId,
  shop_name: r.shopName,
  status: r.room.enabled ? 'enabled' : 'disabled',
  goods_count: r.goods,
  created_at: formatDateTime(r.room.createdAt, timeZone),
});

export async function roomList(
  ctx: AppContext,
  merchantId: number,
  q: PayloadOut<typeof liveEndpoints.liveRooms>,
): Promise<RoomListResult> {
  const where = roomConditions(merchantId, q);
  const [rows, [total]] = await Promise.all([
    roomRows(ctx.db, where, { limit: q.page_size, offset: (q.page - 1) * q.page_size }),
    ctx.db
      .select({ n: count() })
      .from(liveRooms)
      .where(and(...where)),
  ]);
  return { list: rows.map((r) => toRoom(r, ctx.config.TIME_ZONE)), total: Number(total?.n ?? 0) };
}

/** One of the merchant's rooms, or not found. */
export async function ownRoom(db: Executor, merchantId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(liveRooms)
    .where(and(eq(liveRooms.id, id), eq(liveRooms.merchantId, merchantId)));
  const [room] = lock ? await query.for('update') : await query;
  if (!room) throw notFound();
  return room;
}

export async function roomResult(ctx: AppContext, merchantId: number, id: number): Promise<RoomResult> {
  const [row] = await roomRows(ctx.db, [eq(liveRooms.merchantId, merchantId), eq(liveRooms.id, id)]);
  if (!row) throw notFound();
  return { room: toRoom(row, ctx.config.TIME_ZONE) };
}

/** The shop a room sells through: one of the merchant's Doudian shops of order capture. */
async function checkShop(db: Executor, merchantId: number, shopId: number | null) {
  if (shopId === null) return;
  const [shop] = await db
    .select({ id: captureShops.id })
    .from(captureShops)
    .where(
      and(
        eq(captureShops.id, shopId),
        eq(captureShops.merchantId, merchantId),
        eq(captureShops.platform, 'doudian'),
      ),
    );
  if (!shop) throw notFound();
}

export async function liveRoomSave(
  ctx: AppContext,
  merchantId: number,
  body: PayloadOut<typeof liveEndpoints.liveRoomSave>,
): Promise<RoomResult> {
  const values = {
    roomId: body.room_id,
    name: body.name,
    account: body.account,
    shopId: body.shop_id,
    updatedAt: new Date(),
  };
  try {
    const id = await ctx.db.transaction(async (tx) => {
      await checkShop(tx, merchantId, body.shop_id);
      if (body.id === undefined) {
        const [created] = await tx
          .insert(liveRooms)
          .values({ ...values, merchantId })
          .returning({ id: liveRooms.id });
        return created!.id;
      }
      const [updated] = await tx
        .update(liveRooms)
        .set(values)
        .where(and(eq(liveRooms.id, body.id), eq(liveRooms.merchantId, merchantId)))
        .returning({ id: liveRooms.id });
      if (!updated) throw notFound();
      return updated.id;
    });
    return await roomResult(ctx, merchantId, id);
  } catch (error) {
    if (isUniqueViolation(error, 'live_rooms_merchant_room_key')) throw new AppError(LiveError.roomExists);
    throw error;
  }
}

export async function liveRoomStatus(
  ctx: AppContext,
  merchantId: number,
  body: PayloadOut<typeof liveEndpoints.liveRoomStatus>,
): Promise<RoomResult> {
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(liveRooms)
      .set({ enabled: body.status === 'enabled', updatedAt: new Date() })
      .where(and(eq(liveRooms.id, body.id), eq(liveRooms.merchantId, merchantId)))
      .returning({ id: liveRooms.id });
    if (!updated) throw notFound();
  });
  return roomResult(ctx, merchantId, body.id);
}
