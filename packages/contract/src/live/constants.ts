/** Goods promoted in one room at the most (a room's goods list is one screen, not a catalogue). */
export const ROOM_GOODS_MAX = 200;

/** An anchor's share: a percentage (two places) of the merchant's commission on the orders they bring. */
export const ANCHOR_RATE_MAX = 100;

/** One anchor session lasts 24 hours at the most (a longer one is a typing mistake). */
export const SESSION_HOURS_MAX = 24;

/** How an order was credited to its anchor: by the Douyin author id it carries, or by the session on duty. */
export const CREDIT_KINDS = ['author', 'session'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** A room or an anchor is on or off; an off room's orders still count, it just is not offered. */
export const LIVE_SWITCHES = ['enabled', 'disabled'] as const;
export type LiveSwitch = (typeof LIVE_SWITCHES)[number];

/** A short-video order's payment on Douyin: paid, or cancelled (closed, or refunded in full) there. */
export const VIDEO_PAY_STATUSES = ['paid', 'cancelled'] as const;
export type VideoPayStatus = (typeof VIDEO_PAY_STATUSES)[number];

/** A platform order's refund, as the platform tells it. */
export const REFUND_STATES = ['none', 'refunding', 'refunded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
