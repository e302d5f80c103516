import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, tz } from '../../db/columns';
import { captureOrders } from '../capture/tables';

/**
 * A merchant's Douyin live room. `room_id` is Douyin's: a captured order that carries it is a
 * live-room order of this room. `shop_id` is the Doudian shop of order capture it sells through.
 */
export const liveRooms = pgTable(
  'live_rooms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    roomId: varchar('room_id', { length: 64 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    account: varchar('account', { length: 64 }).notNull().default(''),
    shopId: bigint('shop_id', { mode: 'number' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_rooms_merchant_room_key').on(t.merchantId, t.roomId),
    index('live_rooms_list_idx').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** The goods a room promotes, in their order on screen, at the price shown there. */
export const liveRoomGoods = pgTable(
  'live_room_goods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    goodsId: integer('goods_id').notNull(),
    position: smallint('position').notNull(),
    displayPrice: money('display_price').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('live_room_goods_room_goods_key').on(t.roomId, t.goodsId)],
);

/** An anchor: orders captured with their Douyin id (`author_id`) are theirs wherever they sold. */
export const liveAnchors = pgTable(
  'live_anchors',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    douyinId: varchar('douyin_id', { length: 64 }).notNull(),
    avatarImageId: integer('avatar_image_id'),
    avatarUrl: text('avatar_url').notNull().default(''),
    /** Percent of the merchant's commission on the orders credited to them. */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_anchors_merchant_douyin_key').on(t.merchantId, t.douyinId),
    index('live_anchors_list_idx').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * An anchor on duty in a room from `started_at` to `ended_at` (end excluded). Sessions of one room
 * never overlap: the save checks under a lock of the room's row.
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    anchorId: bigint('anchor_id', { mode: 'number' }).notNull(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    startedAt: tz('started_at').notNull(),
    endedAt: tz('ended_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The session on duty at an order's time: the latest start at or before it, in its room.
    index('live_sessions_room_start_idx').on(t.roomId, t.startedAt),
    index('live_sessions_list_idx').on(t.merchantId, t.startedAt.desc(), t.id.desc()),
    check('live_sessions_order', sql`${t.endedAt} > ${t.startedAt}`),
  ],
);

/**
 * Who a live order is credited to, kept by the database (migration 0011, decision 018): one row
 * per captured order of one of the merchant's rooms. Triggers rewrite a row when its capture row,
 * a session of its room, an anchor of its author id or its room changes, and copy the order's
 * status, activation, settlement and commission when the order changes, so the live screens read
 * a period's figures from this table alone.
 */
export const liveCredits = pgTable(
  'live_credits',
  {
    captureId: bigint('capture_id', { mode: 'number' })
      .primaryKey()
      .references(() => captureOrders.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    /** The anchor of its author id, or else of the session on duty; null when neither. */
    anchorId: bigint('anchor_id', { mode: 'number' }),
    /** The session on duty in its room at its time, whoever the order is credited to. */
    sessionId: bigint('session_id', { mode: 'number' }),
    creditedBy: varchar('credited_by', { length: 8 }),
    placedAt: tz('placed_at').notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    activated: boolean('activated').notNull(),
    settled: boolean('settled').notNull(),
    commission: numeric('commission', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [
    // The live-room order list, newest first; a period's totals read the index alone (the
    // figures' columns after the unique capture id are there to be read, not to order).
    index('live_credits_list_idx').on(
      t.merchantId,
      t.placedAt.desc(),
      t.captureId.desc(),
      t.anchorId,
      t.roomId,
      t.activated,
      t.settled,
      t.commission,
    ),
    index('live_credits_session_idx').on(t.sessionId),
    index('live_credits_order_idx').on(t.orderId),
  ],
);

/**
 * How many live orders each room has, kept by a trigger on `live_credits` (migration 0011): the
 * live-room order list's total without a filter, or of one room, without counting the orders.
 */
export const liveRoomCounts = pgTable('live_room_counts', {
  roomId: bigint('room_id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  orders: bigint('orders', { mode: 'number' }).notNull(),
});

/**
 * Each anchor's credited live orders by merchant, day (statistics' time zone) and room: the anchor
 * records' totals bar over a period. Written only by the triggers of migration 0025 on
 * `live_credits` (decision 069); `npm run stats:verify` counts it again.
 */
export const liveAnchorDaily = pgTable(
  'live_anchor_daily',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day').notNull(),
    anchorId: bigint('anchor_id', { mode: 'number' }).notNull(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    orders: integer('orders').notNull().default(0),
    activated: integer('activated').notNull().default(0),
    settled: integer('settled').notNull().default(0),
    /** What the settled ones paid. */
    commission: numeric('commission', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.anchorId, t.roomId] })],
);
