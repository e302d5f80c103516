import { lazyPage, type PageModule } from '@/lib/page-module';

/**
 * The live screens, by route name: the domain's chunk is this table, each screen a chunk of its
 * own (six list screens together put a live route over the 450 kB budget).
 */
export const pages: PageModule = {
  LiveOrderGoods: lazyPage(() => import('./live-order-page').then((m) => m.LiveOrderPage)),
  LiveOrderDouyin: lazyPage(() => import('./video-order-page').then((m) => m.VideoOrderPage)),
  LiveRoomList: lazyPage(() => import('./room-list-page').then((m) => m.RoomListPage)),
  LiveRoomGoods: lazyPage(() => import('./room-goods-page').then((m) => m.RoomGoodsPage)),
  LiveAnchorList: lazyPage(() => import('./anchor-list-page').then((m) => m.AnchorListPage)),
  LiveAnchorRecord: lazyPage(() => import('./anchor-record-page').then((m) => m.AnchorRecordPage)),
};
