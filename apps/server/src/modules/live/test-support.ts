import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { makeGoods } from '../goods/test-support';
import type { Merchant } from '../../test/factories';
import { liveAnchors, liveRoomGoods, liveRooms, liveSessions } from './tables';

let serial = 0;
const next = () => `${Date.now() % 1_000_000}${(serial += 1)}`;

export async function makeRoom(
  ctx: AppContext,
  merchantId: number,
  o: { roomId?: string; name?: string } = {},
) {
  const [room] = await ctx.db
    .insert(liveRooms)
    .values({ merchantId, roomId: o.roomId ?? `71${next()}`, name: o.name ?? 'Room' })
    .returning();
  return room!;
}

export async function makeAnchor(
  ctx: AppContext,
  merchantId: number,
  o: { douyinId?: string; name?: string; rate?: string } = {},
) {
  const [anchor] = await ctx.db
    .insert(liveAnchors)
    .values({
      merchantId,
      name: o.name ?? 'Anchor',
      douyinId: o.douyinId ?? `dy${next()}`,
      commissionRate: o.rate ?? '10.00',
    })
    .returning();
  return anchor!;
}

/** A session of `hours` hours starting `startsAgoHours` ago. */
export async function makeSession(
  ctx: AppContext,
  merchantId: number,
  anchorId: number,
  roomId: number,
  startsAgoHours = 2,
  hours = 1,
) {
  const startedAt = new Date(Date.now() - startsAgoHours * 3_600_000);
  const [session] = await ctx.db
    .insert(liveSessions)
    .values({
      merchantId,
      anchorId,
      roomId,
      startedAt,
      endedAt: new Date(startedAt.getTime() + hours * 3_600_000),
    })
    .returning();
  return session!;
}

export async function makeRoomGoods(ctx: AppContext, owner: Merchant, roomId: number) {
  const goods = await makeGoods(ctx, owner.partnerId);
  const [row] = await ctx.db
    .insert(liveRoomGoods)
    .values({ merchantId: owner.id, roomId, goodsId: goods.id, position: 1, displayPrice: '29.00' })
    .returning();
  return row!;
}

export const rowOf = {
  room: (ctx: AppContext, id: number) => ctx.db.select().from(liveRooms).where(eq(liveRooms.id, id)),
  anchor: (ctx: AppContext, id: number) => ctx.db.select().from(liveAnchors).where(eq(liveAnchors.id, id)),
  session: (ctx: AppContext, id: number) => ctx.db.select().from(liveSessions).where(eq(liveSessions.id, id)),
  roomGoods: (ctx: AppContext, id: number) =>
    ctx.db.select().from(liveRoomGoods).where(eq(liveRoomGoods.id, id)),
};
