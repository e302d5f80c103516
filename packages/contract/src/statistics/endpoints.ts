import { defineEndpoints } from '../endpoint';
import type * as Tasks from '../tasks/schemas';
import type * as S from './schemas';

/**
 * Store statistics (`/statistics-store/*`): each screen's figures over a range of order days,
 * read from the daily figures the database keeps (decision 019), the cost grid and its history,
 * and every table as an export. A merchant reads its own figures, and its sub-merchants' only when
 * it asks (`with_subs`); it writes only its own costs.
 */
export const statisticsEndpoints = defineEndpoints<typeof S & typeof Tasks>()({
  statsDay: {
    reads: 'replica-ok',
    path: '/statistics/day',
    route: 'StatisticsDay',
    payload: 'StatsFilter',
    result: 'StatsDayResult',
  },
  statsShop: {
    reads: 'replica-ok',
    path: '/statistics/shop',
    route: 'StatisticsShop',
    payload: 'StatsFilter',
    result: 'StatsShopResult',
  },
  statsGoods: {
    reads: 'replica-ok',
    path: '/statistics/goods',
    route: 'StatisticsGoods',
    payload: 'StatsFilter',
    result: 'StatsGoodsResult',
  },
  statsFirstGoods: {
    reads: 'replica-ok',
    path: '/statistics/firstGoods',
    route: 'StatisticsFirstGoods',
    payload: 'StatsFilter',
    result: 'StatsFirstGoodsResult',
  },
  statsGoodsDay: {
    reads: 'replica-ok',
    path: '/statistics/goodsDay',
    route: 'StatisticsGoodsDay',
    payload: 'StatsGoodsDayPayload',
    result: 'StatsGoodsDayResult',
  },
  costWeek: {
    path: '/statistics/costWeek',
    route: 'StatisticsCostEnter',
    payload: 'CostWeekPayload',
    result: 'CostWeekResult',
  },
  costSave: {
    path: '/statistics/costSave',
    grant: 'edit',
    route: 'StatisticsCostEnter',
    payload: 'CostSavePayload',
    result: 'CostSaveResult',
  },
  costLog: {
    reads: 'replica-ok',
    path: '/statistics/costLog',
    route: 'StatisticsCostEnter',
    payload: 'CostLogPayload',
    result: 'CostLogResult',
  },
  statsExport: {
    path: '/statistics/export',
    grant: 'export',
    route: 'StatisticsStore',
    payload: 'StatsExportPayload',
    result: 'ExportResult',
  },
});
