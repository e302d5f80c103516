/** The live domain's result codes and message keys (decision 056); the keys' texts: `texts/<lang>.json`. */
export const liveWords = {
  codes: {
    /** Live: a Douyin room id the merchant has added already. */
    roomExists: 6040,
    /** Live: an anchor's Douyin id the merchant has added already. */
    anchorExists: 6041,
    /** Live: a session overlapping another of the same room (the message gives the other's times). */
    sessionOverlap: 6042,
    /** Live: a goods off sale or not the merchant's to sell (the message names it). */
    roomGoodsUnavailable: 6043,
    /** Live: a session ending before it starts, or longer than SESSION_HOURS_MAX. */
    sessionSpan: 6044,
  },
  msg: {
    liveStatus: 'v.live_status',
    liveRoomIdInvalid: 'v.live_room_id_invalid',
    liveRoomNameRequired: 'v.live_room_name_required',
    captureShopInvalid: 'v.capture_shop_invalid',
    roomGoodsLimit: 'v.room_goods_limit',
    priceInvalid: 'v.price_invalid',
    positionInvalid: 'v.position_invalid',
    anchorNameRequired: 'v.anchor_name_required',
    douyinIdInvalid: 'v.douyin_id_invalid',
    anchorRateInvalid: 'v.anchor_rate_invalid',
    sessionTimeInvalid: 'v.session_time_invalid',
    anchorInvalid: 'v.anchor_invalid',
    liveRoomInvalid: 'v.live_room_invalid',
    payStatusInvalid: 'v.pay_status_invalid',
    refundStateInvalid: 'v.refund_state_invalid',
  },
} as const;

/** The codes live may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const liveCodeBlocks: readonly (readonly [number, number])[] = [[6040, 6049]];
