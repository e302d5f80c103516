// The area module's public entry: what the other domains may use (its tables are in ./tables).
export { placeOf, provinceOf, wrongAreaField, type Place } from './area-data';
export { summarise } from './coverage-codes';
