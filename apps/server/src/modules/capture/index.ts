// The capture module's public entry: what the other domains may use (its tables are in ./tables).
export { DEMO_LIVE_ROOM } from './demo';
export { type CaptureRow, upsertCaptureRows } from './capture-rows';
