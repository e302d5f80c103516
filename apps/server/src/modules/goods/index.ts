// The goods module's public entry: what the other domains may use (its tables are in ./tables).
export { partnersGoods } from './owned-goods';
