// Zod-free constants and types of the area data and the coverage, importable by the web.
import { ApiPath } from '../api-paths';

/**
 * One node of an operator's area tree (section 3): a province with its cities, or a city.
 * `value` is the 6-digit administrative code (GB/T 2260); `selectAll` marks a node whose
 * children can be selected at once (the provinces).
 */
export interface AreaNode {
  value: string;
  label: string;
  selectAll: boolean;
  children?: AreaNode[];
}

/** Administrative codes of provinces (`110000`) and cities (`110100`). */
export const AREA_CODE_PATTERN = /^\d{6}$/;
/** A merchant's coverage for one carrier holds at most this many codes (all cities of China fit). */
export const COVERAGE_MAX_CODES = 500;

/** The area tree drawer (section 9): 400 px wide, 300 px below the mobile breakpoint. */
export const AREA_DRAWER_WIDTH_PX = 400;
export const AREA_DRAWER_MOBILE_WIDTH_PX = 300;

/**
 * The GET url (under `/api`) of an operator's static area file, named from its `areaKey`;
 * e.g. `/area/data/area_mobile.json`. An unknown key answers HTTP 404.
 */
export const areaDataPath = (areaKey: string) => `${ApiPath.areaData}/${encodeURIComponent(areaKey)}.json`;
