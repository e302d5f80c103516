import type { PageModule } from '@/lib/page-module';
import { LiveRoomPage } from './live-room-page';
import { DoudianShopPage, GantanhaoShopPage, KuaishouShopPage, PddShopPage } from './shop-page';
import { WaitingPage } from './waiting-page';

/** The order capture screens, by route name (one lazy chunk, see app/pages.ts). */
export const pages: PageModule = {
  CatchDoudianList: DoudianShopPage,
  CatchDoudianLive: LiveRoomPage,
  CatchGantanhao: GantanhaoShopPage,
  CatchPdd: PddShopPage,
  CatchKuaishou: KuaishouShopPage,
  CatchWaiting: WaitingPage,
};
