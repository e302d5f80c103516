// The team module's public entry: what the other domains may use (its tables are in ./tables).
export { findStaffById, findStaffByMobile } from './queries';
