import { lazyPage, type PageModule } from '@/lib/page-module';

/**
 * The store statistics screens, by route name: the domain's chunk is this table, each screen a
 * chunk of its own (the six together put a statistics route over the 450 kB budget).
 */
export const pages: PageModule = {
  StatisticsDay: lazyPage(() => import('./day-page').then((m) => m.DayPage)),
  StatisticsShop: lazyPage(() => import('./shop-page').then((m) => m.ShopPage)),
  StatisticsCostEnter: lazyPage(() => import('./cost-enter-page').then((m) => m.CostEnterPage)),
  StatisticsGoods: lazyPage(() => import('./goods-page').then((m) => m.GoodsPage)),
  StatisticsFirstGoods: lazyPage(() => import('./first-goods-page').then((m) => m.FirstGoodsPage)),
  StatisticsGoodsDay: lazyPage(() => import('./goods-day-page').then((m) => m.GoodsDayPage)),
};
