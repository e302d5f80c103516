import { z } from 'zod';
import { idField, idFieldWith, text } from '../fields';
import { anyOr, dateRange, rangeCheck, rangeInOrder } from '../list-filters';
import { Msg } from '../messages';
import { MONEY_PATTERN } from '../money/constants';
import { ORDER_STATUSES } from '../orders/constants';
import { PageQuery } from '../pagination';
import { taskNameField } from '../tasks';
import { ANCHOR_RATE_MAX, CREDIT_KINDS, LIVE_SWITCHES, ROOM_GOODS_MAX } from './constants';

export * from './constants';

/** An answer's money: exactly two places ("12.50"). */
const money = z.string();
const switchField = z.enum(LIVE_SWITCHES, { error: Msg.liveStatus });
/** A Douyin id (a room, an account, an author): digits and letters as Douyin gives them. */
const douyinId = (requiredKey: (typeof Msg)[keyof typeof Msg]) =>
  text(requiredKey, 64).regex(/^[0-9A-Za-z_.-]+$/, { error: requiredKey });

// ---------- Rooms (`/live/room/list`) ----------

export const RoomListPayload = PageQuery.extend({
  /** Part of the name, the room id or the account. */
  keyword: text(undefined, 64, 0).default(''),
  status: anyOr(LIVE_SWITCHES, Msg.liveStatus),
});
export type RoomListPayload = z.input<typeof RoomListPayload>;

export const LiveRoom = z.object({
  id: z.number().int(),
  room_id: z.string(),
  name: z.string(),
  account: z.string(),
  /** The Doudian shop of order capture it sells through (null: none chosen). */
  shop_id: z.number().int().nullable(),
  shop_name: z.string(),
  status: z.enum(LIVE_SWITCHES),
  goods_count: z.number().int(),
  created_at: z.string(),
});
export type LiveRoom = z.infer<typeof LiveRoom>;

export const RoomListResult = z.object({ list: z.array(LiveRoom), total: z.number().int() });
export type RoomListResult = z.infer<typeof RoomListResult>;

/** The Doudian shops of order capture a room can sell through (the room form's choice). */
export const RoomShopsResult = z.object({
  list: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type RoomShopsResult = z.infer<typeof RoomShopsResult>;

export const RoomSavePayload = z.object({
  /** Absent: a new room. */
  id: idField.optional(),
  room_id: douyinId(Msg.liveRoomIdInvalid),
  name: text(Msg.liveRoomNameRequired, 50),
  account: text(undefined, 64, 0).default(''),
  shop_id: z.number({ error: Msg.captureShopInvalid }).int().positive().nullable().default(null),
});
export type RoomSavePayload = z.input<typeof RoomSavePayload>;
export const RoomResult = z.object({ room: LiveRoom });
export type RoomResult = z.infer<typeof RoomResult>;

export const LiveStatusPayload = z.object({ id: idField, status: switchField });
export type LiveStatusPayload = z.input<typeof LiveStatusPayload>;

// ---------- Room goods (`/live/room/goods`) ----------

export const RoomGoodsPayload = z.object({ room: idField });
export type RoomGoodsPayload = z.input<typeof RoomGoodsPayload>;

export const RoomGoods = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  /** Its place on screen, from 1. */
  position: z.number().int(),
  display_price: money,
  status: z.enum(LIVE_SWITCHES),
  /** Still on sale and sellable by the merchant (an off-sale goods stays listed, marked). */
  orderable: z.boolean(),
});
export type RoomGoods = z.infer<typeof RoomGoods>;
export const RoomGoodsResult = z.object({ list: z.array(RoomGoods) });
export type RoomGoodsResult = z.infer<typeof RoomGoodsResult>;

export const RoomGoodsAddPayload = z.object({
  room: idField,
  goods_ids: z
    .array(idFieldWith(Msg.goodsInvalid))
    .min(1, { error: Msg.goodsInvalid })
    .max(ROOM_GOODS_MAX, { error: Msg.roomGoodsLimit }),
});
export type RoomGoodsAddPayload = z.input<typeof RoomGoodsAddPayload>;

const priceField = z
  .string({ error: Msg.priceInvalid })
  .trim()
  .max(13, { error: Msg.priceInvalid })
  .regex(MONEY_PATTERN, { error: Msg.priceInvalid });

export const RoomGoodsSavePayload = z.object({
  id: idField,
  position: z.number({ error: Msg.positionInvalid }).int().min(1).max(ROOM_GOODS_MAX),
  display_price: priceField,
  status: switchField,
});
export type RoomGoodsSavePayload = z.input<typeof RoomGoodsSavePayload>;

export const RoomGoodsRemovePayload = z.object({ ids: z.array(idField).min(1).max(ROOM_GOODS_MAX) });
export type RoomGoodsRemovePayload = z.input<typeof RoomGoodsRemovePayload>;

// ---------- Anchors (`/live/anchor-list`) ----------

export const AnchorListPayload = PageQuery.extend({
  keyword: text(undefined, 64, 0).default(''),
  status: anyOr(LIVE_SWITCHES, Msg.liveStatus),
});
export type AnchorListPayload = z.input<typeof AnchorListPayload>;

export const Anchor = z.object({
  id: z.number().int(),
  name: z.string(),
  douyin_id: z.string(),
  /** The library image (null: none, or deleted from the library since) and its address. */
  avatar_image_id: z.number().int().nullable(),
  avatar_url: z.string(),
  /** Percent of the merchant's commission on the orders they bring ("12.50"). */
  commission_rate: money,
  status: z.enum(LIVE_SWITCHES),
  created_at: z.string(),
});
export type Anchor = z.infer<typeof Anchor>;
export const AnchorListResult = z.object({ list: z.array(Anchor), total: z.number().int() });
export type AnchorListResult = z.infer<typeof AnchorListResult>;

export const AnchorSavePayload = z.object({
  id: idField.optional(),
  name: text(Msg.anchorNameRequired, 50),
  douyin_id: douyinId(Msg.douyinIdInvalid),
  avatar_image_id: idFieldWith(Msg.imageInvalid).nullable().default(null),
  commission_rate: z
    .string({ error: Msg.anchorRateInvalid })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: Msg.anchorRateInvalid })
    .refine((v) => Number(v) <= ANCHOR_RATE_MAX, { error: Msg.anchorRateInvalid }),
});
export type AnchorSavePayload = z.input<typeof AnchorSavePayload>;
export const AnchorResult = z.object({ anchor: Anchor });
export type AnchorResult = z.infer<typeof AnchorResult>;

// ---------- Anchor records (`/live/anchor-record`) ----------

/** A local time in the server's zone, to the minute: "2026-11-25 20:00". */
const minuteField = z
  .string({ error: Msg.sessionTimeInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, { error: Msg.sessionTimeInvalid });

export const SessionListPayload = PageQuery.extend({
  anchor: z.number({ error: Msg.anchorInvalid }).int().min(0).default(0),
  room: z.number({ error: Msg.liveRoomInvalid }).int().min(0).default(0),
  /** Sessions that started between (both days included). */
  ...dateRange,
}).refine(rangeInOrder, rangeCheck);
export type SessionListPayload = z.input<typeof SessionListPayload>;

/** What a session's (or a period's) credited orders came to. */
export const SessionFigures = z.object({
  orders: z.number().int(),
  activated: z.number().int(),
  settled: z.number().int(),
  /** The merchant's commission on the settled ones. */
  commission: money,
  /** The anchor's share of it at their rate now. */
  anchor_share: money,
});
export type SessionFigures = z.infer<typeof SessionFigures>;

export const AnchorSession = SessionFigures.extend({
  id: z.number().int(),
  anchor_id: z.number().int(),
  anchor_name: z.string(),
  room_id: z.number().int(),
  room_name: z.string(),
  started_at: z.string(),
  ended_at: z.string(),
});
export type AnchorSession = z.infer<typeof AnchorSession>;

export const SessionListResult = z.object({
  list: z.array(AnchorSession),
  total: z.number().int(),
  /** Every order credited to the filter's anchors in the period, by author id or session. */
  totals: SessionFigures,
});
export type SessionListResult = z.infer<typeof SessionListResult>;

export const SessionSavePayload = z.object({
  id: idField.optional(),
  anchor: z.number({ error: Msg.anchorInvalid }).int().positive(),
  room: z.number({ error: Msg.liveRoomInvalid }).int().positive(),
  started_at: minuteField,
  ended_at: minuteField,
});
export type SessionSavePayload = z.input<typeof SessionSavePayload>;
export const SessionResult = z.object({ session: AnchorSession });
export type SessionResult = z.infer<typeof SessionResult>;

export const LiveIdPayload = z.object({ id: idField });
export type LiveIdPayload = z.input<typeof LiveIdPayload>;

// ---------- Live-room orders (`/live/order-goods`) ----------

export const liveOrderFilter = z.object({
  /** The order number, or the customer's whole phone. */
  keyword: text(undefined, 32, 0).default(''),
  room: z.number({ error: Msg.liveRoomInvalid }).int().min(0).default(0),
  anchor: z.number({ error: Msg.anchorInvalid }).int().min(0).default(0),
  status: anyOr(ORDER_STATUSES, Msg.orderStatus),
  /** The orders one anchor session counts (its row's link in the anchor records); 0: any. */
  session: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  ...dateRange,
});
export type LiveOrderFilter = z.output<typeof liveOrderFilter>;

export const LiveOrderListPayload = PageQuery.extend(liveOrderFilter.shape).refine(rangeInOrder, rangeCheck);
export type LiveOrderListPayload = z.input<typeof LiveOrderListPayload>;

export const LiveOrderRow = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  goods_name: z.string(),
  customer_name: z.string(),
  customer_phone: z.string(),
  status: z.enum(ORDER_STATUSES),
  commission: money,
  room_id: z.number().int(),
  room_name: z.string(),
  douyin_room_id: z.string(),
  anchor_id: z.number().int().nullable(),
  anchor_name: z.string(),
  credited_by: z.enum(CREDIT_KINDS).nullable(),
  video_id: z.string(),
  /** When the buyer placed it on the platform (the console's time where the platform does not say). */
  created_at: z.string(),
});
export type LiveOrderRow = z.infer<typeof LiveOrderRow>;
export const LiveOrderListResult = z.object({ list: z.array(LiveOrderRow), total: z.number().int() });
export type LiveOrderListResult = z.infer<typeof LiveOrderListResult>;

export const LiveOrderExportPayload = liveOrderFilter
  .extend({ task_name: taskNameField })
  .refine(rangeInOrder, rangeCheck);
export type LiveOrderExportPayload = z.input<typeof LiveOrderExportPayload>;
