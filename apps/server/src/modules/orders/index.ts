// The orders module's public entry: what the other domains may use (its tables are in ./tables).
export { createOrders, orderableGoods, type NewOrder, type OrderEnv } from './create-orders';
export { changeStatus, lockOrder } from './lifecycle';
export { chainOf, splitsAlong, splitsFor, type Split } from './commission-split';
export { filterConditions, orderWhere } from './queries';
export { orderEnvOf } from './list';
export { demoCustomer, prng } from './demo/customers';
export { orderList } from './list';
export { verifyOrderStatusDaily } from './status-counts-verify';
