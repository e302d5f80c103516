import { z } from 'zod';
import { idField, text } from '../fields';
import { anyOr } from '../list-filters';
import { Msg } from '../messages';
import { PageQuery } from '../pagination';
import {
  CAPTURE_PLATFORMS,
  CAPTURE_STATES,
  MAPPING_BATCH_MAX,
  SHOP_AUTH_MODES,
  SHOP_ATTENTION,
  SHOP_AUTH_STATES,
  SHOP_SYNC_STATES,
  SYNC_MINUTES_DEFAULT,
  SYNC_MINUTES_MAX,
  SYNC_MINUTES_MIN,
} from './constants';

export * from './constants';

const platformField = z.enum(CAPTURE_PLATFORMS, { error: Msg.capturePlatform });

// ---------- Shops ----------

export const ShopListPayload = z.object({
  platform: platformField,
  /** Only the shops that need the merchant ('' every shop): see SHOP_ATTENTION. */
  attention: anyOr(SHOP_ATTENTION, Msg.shopAttention),
});
export type ShopListPayload = z.input<typeof ShopListPayload>;

/** A shop as the console shows it: never its secret, only whether one is set. */
export const CaptureShop = z.object({
  id: z.number().int(),
  platform: z.enum(CAPTURE_PLATFORMS),
  name: z.string(),
  /** The platform's own id of the shop. */
  shop_id: z.string(),
  /** '' for a market shop (the console's app). */
  app_key: z.string(),
  has_secret: z.boolean(),
  /** Kuaishou: whether its app's sign secret is stored. */
  has_sign_secret: z.boolean(),
  auth_mode: z.enum(SHOP_AUTH_MODES),
  auth_state: z.enum(SHOP_AUTH_STATES),
  /** When the access token runs out (ISO), null without one. */
  token_expires_at: z.string().nullable(),
  enabled: z.boolean(),
  sync_minutes: z.number().int(),
  sync_state: z.enum(SHOP_SYNC_STATES),
  /** Pages and orders of the running (or last) sync. */
  sync_pages: z.number().int(),
  sync_orders: z.number().int(),
  last_sync_at: z.string().nullable(),
  /** Why the last sync or call failed (already in the caller's language), null after a success. */
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  orders_captured: z.number().int(),
  /** Platform orders whose product has no mapping yet. */
  orders_waiting: z.number().int(),
  /** Gantanhao only: the address its callbacks go to. */
  push_url: z.string().nullable(),
});
export type CaptureShop = z.infer<typeof CaptureShop>;

export const ShopListResult = z.object({
  list: z.array(CaptureShop),
  /** How many shops are listed (every one: the list has no pages). */
  total: z.number().int(),
  /** Whether the console has an app in this platform's app market (a shop may use it). */
  market_app: z.boolean(),
  /** Where the platform's authorization page sends the code: an own app registers it ('' for Gantanhao). */
  callback_url: z.string(),
});
export type ShopListResult = z.infer<typeof ShopListResult>;

export const ShopSavePayload = z
  .object({
    /** Absent: a new shop. */
    id: idField.optional(),
    platform: platformField,
    name: text(Msg.shopNameRequired, 50),
    shop_id: text(Msg.shopIdRequired, 64),
    auth_mode: z.enum(SHOP_AUTH_MODES, { error: Msg.shopAuthMode }).default('self'),
    /** The shop's own app (`self`); ignored for a market shop. */
    app_key: text(undefined, 128, 0).default(''),
    /** Required for a new own-app shop; on an edit, empty keeps the stored one (the UI never shows it). */
    secret: text(undefined, 256, 0).default(''),
    /** Kuaishou's own app: its sign secret (签名密钥), kept like the secret. */
    sign_secret: text(undefined, 256, 0).default(''),
    enabled: z.boolean().default(true),
    sync_minutes: z
      .number({ error: Msg.syncMinutes })
      .int({ error: Msg.syncMinutes })
      .min(SYNC_MINUTES_MIN, { error: Msg.syncMinutes })
      .max(SYNC_MINUTES_MAX, { error: Msg.syncMinutes })
      .default(SYNC_MINUTES_DEFAULT),
  })
  .superRefine((shop, issues) => {
    // An own app needs its key; a market shop uses the console's app (and Gantanhao has none).
    const ownApp = shop.auth_mode === 'self' || shop.platform === 'gantanhao';
    if (ownApp && !shop.app_key)
      issues.addIssue({ code: 'custom', path: ['app_key'], message: Msg.appKeyRequired });
  });
export type ShopSavePayload = z.input<typeof ShopSavePayload>;

/** The platform's authorization page for the shop, with a state bound to this session and browser. */
export const ShopAuthorizeResult = z.object({ url: z.string() });
export type ShopAuthorizeResult = z.infer<typeof ShopAuthorizeResult>;

export const ShopResult = z.object({ shop: CaptureShop });
export type ShopResult = z.infer<typeof ShopResult>;

export const ShopIdPayload = z.object({ id: idField });
export type ShopIdPayload = z.input<typeof ShopIdPayload>;

export const ShopStatusPayload = z.object({ id: idField, enabled: z.boolean() });
export type ShopStatusPayload = z.input<typeof ShopStatusPayload>;

/** "Test connection": the token obtained (or refreshed) and one cheap call answered. */
export const ShopTestResult = z.object({
  ok: z.boolean(),
  /** Why not (the platform's words through ours), empty when ok. */
  message: z.string(),
  shop: CaptureShop,
});
export type ShopTestResult = z.infer<typeof ShopTestResult>;

// ---------- Product mapping ----------

export const ProductListPayload = z.object({ shop: idField });
export type ProductListPayload = z.input<typeof ProductListPayload>;

/** One platform product (or SKU) and the goods its orders become, null when not mapped. */
export const ProductRow = z.object({
  product_id: z.string(),
  /** Empty: every SKU of the product. */
  sku_id: z.string(),
  title: z.string(),
  goods_id: z.number().int().nullable(),
  goods_name: z.string().nullable(),
  /** Orders waiting for this mapping. */
  waiting: z.number().int(),
});
export type ProductRow = z.infer<typeof ProductRow>;

export const ProductListResult = z.object({
  list: z.array(ProductRow),
  /** False when the platform has no product call (Gantanhao): rows come from the orders seen. */
  from_platform: z.boolean(),
});
export type ProductListResult = z.infer<typeof ProductListResult>;

export const MappingSavePayload = z.object({
  shop: idField,
  items: z
    .array(
      z.object({
        product_id: text(Msg.productIdRequired, 64),
        sku_id: text(undefined, 64, 0).default(''),
        /** null removes the mapping. */
        goods_id: idField.nullable(),
      }),
      { error: Msg.mappingItems },
    )
    .min(1, { error: Msg.mappingItems })
    .max(MAPPING_BATCH_MAX, { error: Msg.mappingItems }),
});
export type MappingSavePayload = z.input<typeof MappingSavePayload>;

export const MappingSaveResult = z.object({
  saved: z.number().int(),
  /** Waiting orders captured at once because of this save. */
  captured: z.number().int(),
});
export type MappingSaveResult = z.infer<typeof MappingSaveResult>;

// ---------- Capture log (and the "needs mapping" list: state `waiting`) ----------

export const CaptureLogPayload = PageQuery.extend({
  /** '' every platform (the orders waiting for a mapping across platforms, `CatchWaiting`). */
  platform: anyOr(CAPTURE_PLATFORMS, Msg.capturePlatform),
  /** 0: every shop of the platform. */
  shop: z.number().int().min(0).default(0),
  state: anyOr(CAPTURE_STATES, Msg.captureState),
  /** Part of the platform order id or the console order number. */
  keyword: text(undefined, 64, 0).default(''),
});
export type CaptureLogPayload = z.input<typeof CaptureLogPayload>;

export const CaptureLogRow = z.object({
  id: z.number().int(),
  platform: z.enum(CAPTURE_PLATFORMS),
  shop_id: z.number().int(),
  shop_name: z.string(),
  platform_order_id: z.string(),
  product_id: z.string(),
  sku_id: z.string(),
  title: z.string(),
  state: z.enum(CAPTURE_STATES),
  /** The console order, null while waiting or put aside. */
  order_id: z.number().int().nullable(),
  order_no: z.string().nullable(),
  /** Why it was put aside, in the caller's language; empty otherwise. */
  error: z.string(),
  /** Doudian live orders: the room, anchor and video they were sold in. */
  room_id: z.string(),
  author_id: z.string(),
  video_id: z.string(),
  platform_updated_at: z.string(),
  updated_at: z.string(),
});
export type CaptureLogRow = z.infer<typeof CaptureLogRow>;

export const CaptureLogResult = z.object({ list: z.array(CaptureLogRow), total: z.number().int() });
export type CaptureLogResult = z.infer<typeof CaptureLogResult>;

// ---------- Doudian live rooms ----------

export const LiveRoomListPayload = z.object({ shop: idField });
export type LiveRoomListPayload = z.input<typeof LiveRoomListPayload>;

/** A Doudian live room whose orders are captured, and the goods they become. */
export const LiveRoomRow = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  room_id: z.string(),
  /** The anchor's Douyin id (`author_id` on the platform's orders) and name. */
  author_id: z.string(),
  anchor_name: z.string(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  enabled: z.boolean(),
  orders_captured: z.number().int(),
});
export type LiveRoomRow = z.infer<typeof LiveRoomRow>;

export const LiveRoomListResult = z.object({ list: z.array(LiveRoomRow) });
export type LiveRoomListResult = z.infer<typeof LiveRoomListResult>;

export const LiveRoomSavePayload = z.object({
  id: idField.optional(),
  shop: idField,
  room_id: text(Msg.roomIdRequired, 64).regex(/^\d+$/, { error: Msg.roomIdRequired }),
  author_id: text(undefined, 64, 0).default(''),
  anchor_name: text(undefined, 50, 0).default(''),
  goods_id: idField,
  enabled: z.boolean().default(true),
});
export type LiveRoomSavePayload = z.input<typeof LiveRoomSavePayload>;

export const LiveRoomResult = z.object({ room: LiveRoomRow });
export type LiveRoomResult = z.infer<typeof LiveRoomResult>;

export const OkResult = z.object({ ok: z.literal(true) });
export type OkResult = z.infer<typeof OkResult>;
export * from './pushes';
