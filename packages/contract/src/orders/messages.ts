// The orders domain's message keys (decision 056): `Msg` joins them (src/messages.ts). Their texts are
// in `texts/<lang>.json`, which its server module and its web pages both load.

export const ordersMsg = {
  orderIds: 'v.order_ids',
  orderFlag: 'v.order_flag',
  orderSource: 'v.order_source',
  remarkTooLong: 'v.remark_too_long',
} as const;
