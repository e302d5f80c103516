// The live benchmark's data over the bulk orders of one merchant: 10 rooms on a Doudian shop,
// 100 anchors, 500 sessions a room over the orders' year (none overlapping), and each order made
// a captured order of a room (a quarter under an anchor's author id). Made once; kept; orders
// added later are captured too (the 10 M set captures each chunk as it is written).
import { sql } from 'drizzle-orm';
import { rawRows } from '../apps/server/src/db/raw-rows';
import type { Db, Executor } from '../apps/server/src/db/database';

const ROOMS = 10;
const ANCHORS = 100;
const SESSIONS_PER_ROOM = 500;

/** The shop, rooms, anchors and sessions, when the merchant has no session yet (true if made). */
export async function prepareLiveRooms(db: Db, merchantId: number) {
  const [had] = await rawRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from live_sessions where merchant_id = ${merchantId}`,
  );
  if (Number(had?.n) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into capture_shops (merchant_id, platform, name, shop_id, app_key, secret_enc)
      values (${merchantId}, 'doudian', 'Bench shop', 'bench-live', 'bench-key', 'v1.x.x.x')`);
    await tx.execute(sql`insert into live_rooms (merchant_id, room_id, name, shop_id)
      select ${merchantId}, (7200000000 + g)::text, 'Room ' || g, (select id from capture_shops where shop_id = 'bench-live')
        from generate_series(1, ${ROOMS}) g`);
    await tx.execute(sql`insert into live_anchors (merchant_id, name, douyin_id, commission_rate)
      select ${merchantId}, 'Anchor ' || g, (91000000 + g)::text, 10 + g % 10 from generate_series(1, ${ANCHORS}) g`);
    // Each room's year in 500 slots; a session is the first 60% of its slot.
    await tx.execute(sql`insert into live_sessions (merchant_id, anchor_id, room_id, started_at, ended_at)
      select ${merchantId}, a.id, r.id,
             now() - interval '365 days' + (s * interval '365 days' / ${SESSIONS_PER_ROOM}),
             now() - interval '365 days' + (s * interval '365 days' / ${SESSIONS_PER_ROOM}) + (interval '365 days' / ${SESSIONS_PER_ROOM}) * 0.6
        from live_rooms r
        cross join generate_series(0, ${SESSIONS_PER_ROOM - 1}) s
        join lateral (select id from live_anchors where merchant_id = ${merchantId}
                       order by id offset ((r.id + s) % ${ANCHORS}) limit 1) a on true
       where r.merchant_id = ${merchantId}`);
  });
  return true;
}

/**
 * The merchant's orders captured in its rooms: those of `orderIds` (new ones, written in the same
 * transaction), else every order of the merchant not captured yet.
 */
export async function captureLiveOrders(db: Executor, merchantId: number, orderIds?: readonly number[]) {
  const which = orderIds
    ? sql`o.id = any(${`{${orderIds.join(',')}}`}::bigint[])`
    : sql`not exists (select 1 from capture_orders c where c.order_id = o.id)`;
  await db.execute(sql`insert into capture_orders (merchant_id, shop_id, platform, platform_order_id, state, order_id,
           room_id, author_id, placed_at, platform_updated_at)
    select o.merchant_id, (select id from capture_shops where shop_id = 'bench-live'), 'doudian', 'b' || o.id,
           'captured', o.id, (7200000000 + 1 + o.id % ${ROOMS})::text,
           case when o.id % 4 = 0 then (91000000 + 1 + o.id % ${ANCHORS})::text else '' end,
           o.created_at, o.created_at
      from orders o where o.merchant_id = ${merchantId} and ${which}`);
}

/** The live data over the merchant's orders (made or topped up), and its size. */
export async function attachLiveData(ctx: { db: Db }, merchantId: number) {
  if (await prepareLiveRooms(ctx.db, merchantId)) {
    await captureLiveOrders(ctx.db, merchantId);
    await ctx.db.execute(sql`analyze`);
  } else await captureLiveOrders(ctx.db, merchantId);
  return liveCounts(ctx.db, merchantId);
}

export async function liveCounts(db: Db, merchantId: number) {
  const [n] = await rawRows<{ orders: string; sessions: string }>(
    db,
    sql`select (select count(*) from capture_orders where merchant_id = ${merchantId})::text as orders,
               (select count(*) from live_sessions where merchant_id = ${merchantId})::text as sessions`,
  );
  return { orders: Number(n?.orders), sessions: Number(n?.sessions) };
}
