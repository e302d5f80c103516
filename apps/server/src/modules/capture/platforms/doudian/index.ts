// Doudian (抖店): what the capture engine and the demo/bench use. The engine's webhook route reads
// pushes with verifyDoudianPush (header `event-sign`, app key from header `app-id`) and
// parseDoudianPush, then pulls the orders they name with the client.
export { createDoudianClient } from './client';
export { type DoudianFake, type DoudianFakeOptions, startDoudianFake } from './fake';
export { orderStatus as doudianOrderStatus } from './orders';
export { DD_ORDER_STATUS, DD_PUSH_TAG, DD_REFUND_STATUS } from './protocol';
export {
  canonicalJson,
  type DoudianPush,
  type DoudianPushEvent,
  doudianPushSign,
  doudianSign,
  methodPath,
  parseDoudianPush,
  verifyDoudianPush,
} from './sign';
