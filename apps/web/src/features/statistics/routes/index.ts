import type { PageModule } from '@/lib/page-module';
import { CostEnterPage } from './cost-enter-page';
import { DayPage } from './day-page';
import { FirstGoodsPage } from './first-goods-page';
import { GoodsDayPage } from './goods-day-page';
import { GoodsPage } from './goods-page';
import { ShopPage } from './shop-page';

/** The store statistics screens, by route name (one lazy chunk, see app/pages.ts). */
export const pages: PageModule = {
  StatisticsDay: DayPage,
  StatisticsShop: ShopPage,
  StatisticsCostEnter: CostEnterPage,
  StatisticsGoods: GoodsPage,
  StatisticsFirstGoods: FirstGoodsPage,
  StatisticsGoodsDay: GoodsDayPage,
};
