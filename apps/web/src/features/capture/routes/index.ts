import { lazyPage, type PageModule } from '@/lib/page-module';

/**
 * The order capture screens, by route name: the domain's chunk is this table, each screen a chunk
 * of its own (the shop page, the live room and the waiting list together put a capture route over
 * the 450 kB budget). The four shop screens share one page.
 */
export const pages: PageModule = {
  CatchDoudianList: lazyPage(() => import('./shop-page').then((m) => m.DoudianShopPage)),
  CatchDoudianLive: lazyPage(() => import('./live-room-page').then((m) => m.LiveRoomPage)),
  CatchGantanhao: lazyPage(() => import('./shop-page').then((m) => m.GantanhaoShopPage)),
  CatchPdd: lazyPage(() => import('./shop-page').then((m) => m.PddShopPage)),
  CatchKuaishou: lazyPage(() => import('./shop-page').then((m) => m.KuaishouShopPage)),
  CatchWaiting: lazyPage(() => import('./waiting-page').then((m) => m.WaitingPage)),
};
