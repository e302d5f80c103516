// The capture module's public entry: what the other domains may use (its tables are in ./tables).
export { DEMO_LIVE_ROOM } from './demo';
export { type CaptureRow, upsertCaptureRows } from './capture-rows';
/** The shop list and its route per platform (the dashboard's to-do counts shops that need the merchant). */
export { shopList } from './shops';
export { captureLog } from './capture-log';
