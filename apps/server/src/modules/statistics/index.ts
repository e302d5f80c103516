// The statistics module's public entry: what the other domains may use (its tables are in ./tables).
export { statsDay } from './day-and-goods';
export { addDays, todayIn } from './calendar';
export { totalOf } from './figures';
export { rebuildStatistics } from './verify';
