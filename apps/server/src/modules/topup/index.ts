// The top-up module's public entry: what the other domains may use (its tables are in ./tables).
export { TOPUP_FAKE_FILE } from './fakes';
