// The transfer module's public entry: what the other domains may use (its tables are in ./tables).
export { goodsTransferDetail } from './service';
