import { type SQL, sql } from 'drizzle-orm';
import { toCents } from '../../lib/money';

/**
 * The merchant's live orders and who they are credited to, as a subquery. A live order is a
 * console order captured with the Douyin room id of one of the merchant's rooms. It is credited
 * to the anchor whose Douyin id it carries as its author (`credited_by` 'author'), or else to the
 * anchor of the session on duty in its room at the order's time ('session'), or to no one. The
 * order's time is when the buyer placed it on the platform, or when it was captured where the
 * platform does not say (decision 017).
 *
 * Worked out at read time rather than stored: a session recorded, moved or deleted afterwards,
 * or an anchor added with a Douyin id seen before, takes effect at once, with nothing to recompute.
 */
export function creditedOrders(merchantId: number): SQL {
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

/** Cents of a share: `commission` (a decimal text) × `rate` percent, half up, exactly (BigInt). */
export function shareCents(commission: string, rate: string): bigint {
  const cents = BigInt(toCents(commission));
  const basisPoints = BigInt(toCents(rate));
  return (cents * basisPoints + 5_000n) / 10_000n;
}
