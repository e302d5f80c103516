import {
  CAPTURE_PLATFORMS,
  CAPTURE_STATES,
  SHOP_AUTH_MODES,
  SHOP_AUTH_STATES,
  SHOP_SYNC_STATES,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, money, tz } from '../../db/columns';

/**
 * A merchant's shop on an e-commerce platform. The secret and the platform's tokens are stored
 * AES-256-GCM encrypted with DATA_KEY (`*_enc`, lib/data-cipher.ts) and never leave the server.
 * A platform shop id is bound to a merchant once the platform has proved it (`bound_at`: a token
 * granted for that shop id, a Gantanhao push signed with its secret; decision 046): bound records
 * are unique per `(platform, shop_id)` (a push names only the platform's shop, so one platform
 * shop leads to one console shop), while records not yet authorized block nobody.
 */
export const captureShops = pgTable(
  'capture_shops',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    platform: varchar('platform', { length: 12 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    shopId: varchar('shop_id', { length: 64 }).notNull(),
    /** The shop's own app ('' for a market shop: the console's app, from the settings). */
    appKey: varchar('app_key', { length: 128 }).notNull(),
    secretEnc: text('secret_enc').notNull(),
    /** Kuaishou's own app: its sign secret, apart from the app secret ('' elsewhere). */
    signSecretEnc: text('sign_secret_enc').notNull().default(''),
    /** `self`: the shop's own app; `market`: the console's app in the platform's app market. */
    authMode: varchar('auth_mode', { length: 8 }).notNull().default('self'),
    accessTokenEnc: text('access_token_enc'),
    refreshTokenEnc: text('refresh_token_enc'),
    tokenExpiresAt: tz('token_expires_at'),
    authState: varchar('auth_state', { length: 12 }).notNull().default('unauthorized'),
    enabled: boolean('enabled').notNull().default(true),
    syncMinutes: integer('sync_minutes').notNull().default(3),
    syncState: varchar('sync_state', { length: 8 }).notNull().default('idle'),
    /** A sync was asked for while one ran (a push, "sync now"): it runs again when this one ends. */
    syncAgain: boolean('sync_again').notNull().default(false),
    /** Written after every page: a running sync without one for a while died with its process. */
    syncHeartbeatAt: tz('sync_heartbeat_at'),
    syncPages: integer('sync_pages').notNull().default(0),
    syncOrders: integer('sync_orders').notNull().default(0),
    /** The end of the last window pulled in full; the next starts here (less the overlap). */
    watermark: tz('watermark'),
    lastSyncAt: tz('last_sync_at'),
    /** The PlatformError kind of the last failure (translated when read), '' after a success. */
    lastErrorKind: varchar('last_error_kind', { length: 16 }).notNull().default(''),
    lastErrorCode: varchar('last_error_code', { length: 40 }).notNull().default(''),
    /** The platform's own words for the last failure (its msg), shown as they came. */
    lastErrorText: varchar('last_error_text', { length: 200 }).notNull().default(''),
    lastErrorAt: tz('last_error_at'),
    /** When the platform proved the shop id is this merchant's; null: not (or no longer) proved. */
    boundAt: tz('bound_at'),
    ordersCaptured: integer('orders_captured').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('capture_shops_merchant_shop_key').on(t.merchantId, t.platform, t.shopId),
    uniqueIndex('capture_shops_platform_shop_key')
      .on(t.platform, t.shopId)
      .where(sql`${t.boundAt} is not null`),
    index('capture_shops_merchant_idx').on(t.merchantId, t.platform, t.id),
    check('capture_shops_platform_check', sql`${t.platform} in (${inList(CAPTURE_PLATFORMS)})`),
    check('capture_shops_auth_state_check', sql`${t.authState} in (${inList(SHOP_AUTH_STATES)})`),
    check('capture_shops_auth_mode_check', sql`${t.authMode} in (${inList(SHOP_AUTH_MODES)})`),
    check('capture_shops_sync_state_check', sql`${t.syncState} in (${inList(SHOP_SYNC_STATES)})`),
  ],
);

/**
 * A shop's products (and SKUs) and the goods their orders become. `sku_id` '' is the product as a
 * whole; a SKU's own row overrides it. Rows come from the platform's product call or, for a
 * platform without one (Gantanhao) and for products first seen on an order, from the orders.
 */
export const captureProducts = pgTable(
  'capture_products',
  {
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    productId: varchar('product_id', { length: 64 }).notNull(),
    skuId: varchar('sku_id', { length: 64 }).notNull().default(''),
    merchantId: integer('merchant_id').notNull(),
    title: varchar('title', { length: 100 }).notNull().default(''),
    goodsId: integer('goods_id'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.productId, t.skuId] })],
);

/**
 * One platform order and what became of it (CAPTURE_STATES). Unique per shop: a platform order
 * seen again is updated, never captured twice. A waiting order keeps its customer encrypted
 * (`customer_enc`, JSON) until its product is mapped; it is cleared once the order is made.
 */
export const captureOrders = pgTable(
  'capture_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    platform: varchar('platform', { length: 12 }).notNull(),
    platformOrderId: varchar('platform_order_id', { length: 64 }).notNull(),
    platformStatus: varchar('platform_status', { length: 10 }).notNull().default('active'),
    productId: varchar('product_id', { length: 64 }).notNull().default(''),
    skuId: varchar('sku_id', { length: 64 }).notNull().default(''),
    title: varchar('title', { length: 100 }).notNull().default(''),
    state: varchar('state', { length: 10 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    /** Why it was put aside (the client's words, no personal data). */
    error: varchar('error', { length: 200 }).notNull().default(''),
    customerEnc: text('customer_enc'),
    roomId: varchar('room_id', { length: 64 }).notNull().default(''),
    authorId: varchar('author_id', { length: 64 }).notNull().default(''),
    videoId: varchar('video_id', { length: 64 }).notNull().default(''),
    /** When the buyer placed the order on the platform (when it was captured, where the platform does not say). */
    placedAt: tz('placed_at').notNull().defaultNow(),
    /** What the buyer paid and its refund state (Doudian's live and short-video sales; null: not told). */
    payAmount: money('pay_amount'),
    paidAt: tz('paid_at'),
    refundState: varchar('refund_state', { length: 10 }).notNull().default(''),
    platformUpdatedAt: tz('platform_updated_at').notNull(),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('capture_orders_shop_order_key').on(t.shopId, t.platformOrderId),
    // The capture log: a merchant's platform, newest change first (keyset-friendly).
    index('capture_orders_log_idx').on(t.merchantId, t.platform, t.updatedAt.desc(), t.id.desc()),
    // The "needs mapping" counts and the capture of waiting orders once mapped.
    index('capture_orders_waiting_idx')
      .on(t.shopId, t.productId)
      .where(sql`${t.state} = 'waiting'`),
    // The short-video payment orders of a merchant, newest first.
    index('capture_orders_video_idx')
      .on(t.merchantId, t.placedAt.desc(), t.id.desc())
      .where(sql`${t.videoId} <> ''`),
    // A live room's orders: per shop (capture), per merchant (the live section's rooms).
    index('capture_orders_room_idx')
      .on(t.shopId, t.roomId)
      .where(sql`${t.roomId} <> ''`),
    // The live section: a session's orders (room and time).
    index('capture_orders_live_idx')
      .on(t.merchantId, t.roomId, t.placedAt)
      .where(sql`${t.roomId} <> ''`),
    // The live section's anchors: the orders carrying an anchor's Douyin id.
    index('capture_orders_author_idx')
      .on(t.merchantId, t.authorId)
      .where(sql`${t.authorId} <> ''`),
    check('capture_orders_state_check', sql`${t.state} in (${inList(CAPTURE_STATES)})`),
  ],
);

/** A Doudian live room: its orders become orders on `goods_id`, whatever the product mapping says. */
export const captureLiveRooms = pgTable(
  'capture_live_rooms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    roomId: varchar('room_id', { length: 64 }).notNull(),
    authorId: varchar('author_id', { length: 64 }).notNull().default(''),
    anchorName: varchar('anchor_name', { length: 50 }).notNull().default(''),
    goodsId: integer('goods_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('capture_live_rooms_shop_room_key').on(t.shopId, t.roomId)],
);

/**
 * A merchant's visit to a platform's authorization page, waiting for its answer. The state sent
 * to the platform and the nonce of the browser's cookie are kept as keyed hashes (as session
 * tokens are): the answer is taken once, within its lifetime, in the browser that asked, while
 * the session that asked lives, for the shop it was asked for.
 */
export const captureAuthorizations = pgTable(
  'capture_authorizations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    stateHash: varchar('state_hash', { length: 64 }).notNull(),
    browserHash: varchar('browser_hash', { length: 64 }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    platform: varchar('platform', { length: 12 }).notNull(),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [
    uniqueIndex('capture_authorizations_state_key').on(t.stateHash),
    // Housekeeping deletes them a day after they expired.
    index('capture_authorizations_expires_idx').on(t.expiresAt),
  ],
);
