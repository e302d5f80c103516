import type { PageModule } from '@/lib/page-module';
import { GoodsPage } from './goods-page';

/** The goods domain's screens, by route name of the contract's table (one lazy chunk, see app/pages.ts). */
export const pages: PageModule = { GoodsList: GoodsPage };
