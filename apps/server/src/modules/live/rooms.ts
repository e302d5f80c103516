import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  LiveRoom,
  RoomListPayload,
  RoomResult,
  RoomShopsResult,
  liveEndpoints,
} from '@console/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/database';
import { keywordIn } from '../../db/like';
import { isUniqueViolation } from '../../db/sql-helpers';
import { AppError } from '../../lib/app-error';
import type { AppContext, ServiceOf } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { captureShops } from '../capture/tables';
import { LiveError } from './errors';
import { liveRoomGoods, liveRooms } from './tables';
import { countRows, pageAnswer, pageWindow, type PageWindow } from '../../db/list-page';

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
  return [
    eq(liveRooms.merchantId, merchantId),
    q.status ? eq(liveRooms.enabled, q.status === 'enabled') : undefined,
    keywordIn(q.keyword, liveRooms.name, liveRooms.roomId, liveRooms.account),
  ];
}

/** Rooms as the list shows them, with their shop's name and how many goods each promotes. */
async function roomRows(db: Executor, where: (SQL | undefined)[], page?: PageWindow) {
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

export const roomList: ServiceOf<typeof liveEndpoints.liveRooms> = async (ctx, merchantId, q) => {
  const where = roomConditions(merchantId, q);
  return pageAnswer(
    roomRows(ctx.db, where, pageWindow(q)),
    countRows(ctx.db, liveRooms, and(...where)),
    (r) => toRoom(r, ctx.config.TIME_ZONE),
  );
};

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

export const liveRoomSave: ServiceOf<typeof liveEndpoints.liveRoomSave> = async (ctx, merchantId, body) => {
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
};

export const liveRoomStatus: ServiceOf<typeof liveEndpoints.liveRoomStatus> = async (
  ctx,
  merchantId,
  body,
) => {
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(liveRooms)
      .set({ enabled: body.status === 'enabled', updatedAt: new Date() })
      .where(and(eq(liveRooms.id, body.id), eq(liveRooms.merchantId, merchantId)))
      .returning({ id: liveRooms.id });
    if (!updated) throw notFound();
  });
  return roomResult(ctx, merchantId, body.id);
};
