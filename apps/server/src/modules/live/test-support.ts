import { type SQL, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { makeGoods } from '../goods/test-support';
import { makeShop } from '../capture/test-support';
import { captureOrders } from '../capture/tables';
import { makeOrder } from '../orders/test-support';
import { orders } from '../orders/tables';
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

export interface LiveOrderSpec {
  roomId: string;
  authorId?: string;
  at: Date;
  status?: 'settled' | 'activated' | 'pending';
  /** The platform's time, when it differs from the console's (`at`). */
  placedAt?: Date;
}

/** A console order captured from a Doudian room, made at `at`, as capture writes it. */
export async function makeLiveOrder(ctx: AppContext, owner: Merchant, o: LiveOrderSpec) {
  const shop = await makeShop(ctx, owner.id, { platform: 'doudian' });
  const order = await makeOrder(ctx, owner.id, {
    source: 'doudian',
    createdAt: o.at,
    ...(o.status && o.status !== 'pending' ? { status: o.status } : {}),
  });
  const [capture] = await ctx.db
    .insert(captureOrders)
    .values({
      merchantId: owner.id,
      shopId: shop.id,
      platform: 'doudian',
      platformOrderId: `p${order.id}`,
      state: 'captured',
      orderId: order.id,
      roomId: o.roomId,
      authorId: o.authorId ?? '',
      videoId: `v${order.id}`,
      placedAt: o.placedAt ?? o.at,
      platformUpdatedAt: o.at,
    })
    .returning({ id: captureOrders.id });
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
  return { ...row!, captureId: capture!.id };
}

/**
 * The merchant's live orders and who they are credited to, as a subquery. A live order is a
 * console order captured with the Douyin room id of one of the merchant's rooms. It is credited
 * to the anchor whose Douyin id it carries as its author (`credited_by` 'author'), or else to the
 * anchor of the session on duty in its room at the order's time ('session'), or to no one. The
 * order's time is when the buyer placed it on the platform, or when it was captured where the
 * platform does not say (decision 017).
 *
 * The rule worked out from scratch, as the live section read it before the credits were stored:
 * the tests hold the stored credits (`live_credits`) to it after every kind of change.
 */
export function recomputedCredits(merchantId: number): SQL {
  return sql`
    select o.id as order_id, o.order_no, o.goods_id, o.status, o.name_masked, o.phone_masked,
           o.phone_hash, o.commission, o.activated_at, o.settled_at,
           c.placed_at,
           r.id as room_id, r.name as room_name, r.room_id as douyin_room_id,
           c.author_id, c.video_id,
           coalesce(aa.id, s.anchor_id) as anchor_id,
           case when aa.id is not null then 'author' when s.id is not null then 'session' end as credited_by,
           s.id as session_id, c.id as capture_id
      from live_rooms r
      -- room_id <> '' repeated for the planner: it picks the partial index of the rooms' orders.
      join capture_orders c
        on c.merchant_id = r.merchant_id and c.room_id = r.room_id and c.room_id <> '' and c.order_id is not null
      join orders o on o.id = c.order_id
      left join live_anchors aa
        on aa.merchant_id = r.merchant_id and c.author_id <> '' and aa.douyin_id = c.author_id
      -- The room's last session to start at or before the order: the one on duty if it had not
      -- ended (sessions of a room never overlap). One index probe, however many sessions.
      left join lateral (
        select ls.id, ls.anchor_id, ls.ended_at from live_sessions ls
         where ls.room_id = r.id and ls.started_at <= c.placed_at
         order by ls.started_at desc limit 1
      ) last on true
      left join lateral (select last.id, last.anchor_id where last.ended_at > c.placed_at) s on true
     where r.merchant_id = ${merchantId}`;
}
