// The top-up module's public entry: what the other domains may use (its tables are in ./tables).
export { TOPUP_FAKE_FILE } from './fakes';
/** The batch list as its call answers it (the dashboard's to-do counts failed top-ups with it). */
export { topupBatches } from './batches';
