// The orders module's public entry: what the other domains may use (its tables are in ./tables).
export { createOrders, type NewOrder, type OrderEnv } from './create-orders';
