import { statisticsEndpoints as E } from '@console/contract';
import { callers } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** What the statistics screens read (each one a query of `statsQueries`). */
const READS = [
  'statsDay',
  'statsShop',
  'statsGoods',
  'statsFirstGoods',
  'statsGoodsDay',
  'costWeek',
  'costLog',
] as const;

/** The store statistics calls (`/statistics-store/*`), typed by the contract's endpoint table. */
export const statsApi = callers(E, [
  ...READS,
  // Only the changed cells of the grid; a refusal is alerted with the server's own words.
  'costSave',
  // A screen's table as a file: a task of the task list (same filter as the screen).
  'statsExport',
]);

const q = domainQueries('statistics');

/** The statistics reads; a saved cost invalidates everything under `all()` (cost and ROI change). */
export const statsQueries = {
  all: q.all,
  ...q.reads(statsApi, READS),
};
