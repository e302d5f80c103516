// The live domain's message keys (decision 056): `Msg` joins them (src/messages.ts). Their texts are
// in `texts/<lang>.json`, which its server module and its web pages both load.

export const liveMsg = {
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
} as const;
