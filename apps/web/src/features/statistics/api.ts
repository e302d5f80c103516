import { statisticsEndpoints as E } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The store statistics calls (`/statistics-store/*`), typed by the contract's endpoint table. */
export const statsApi = {
  statsDay: caller(E.statsDay),
  statsShop: caller(E.statsShop),
  statsGoods: caller(E.statsGoods),
  statsFirstGoods: caller(E.statsFirstGoods),
  statsGoodsDay: caller(E.statsGoodsDay),
  costWeek: caller(E.costWeek),
  /** Only the changed cells of the grid; a refusal is alerted with the server's own words. */
  costSave: caller(E.costSave),
  costLog: caller(E.costLog),
  /** A screen's table as a file: a task of the task list (same filter as the screen). */
  statsExport: caller(E.statsExport),
};

const q = domainQueries('statistics');

/** The statistics reads; a saved cost invalidates everything under `all()` (cost and ROI change). */
export const statsQueries = {
  all: q.all,
  ...q.reads(statsApi, [
    'statsDay',
    'statsShop',
    'statsGoods',
    'statsFirstGoods',
    'statsGoodsDay',
    'costWeek',
    'costLog',
  ]),
};
