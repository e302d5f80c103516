import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, tz } from '../../db/columns';

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
