import type { PageModule } from '@/lib/page-module';
import { AnchorListPage } from './anchor-list-page';
import { AnchorRecordPage } from './anchor-record-page';
import { LiveOrderPage } from './live-order-page';
import { RoomGoodsPage } from './room-goods-page';
import { RoomListPage } from './room-list-page';
import { VideoOrderPage } from './video-order-page';

/** The live screens, by route name (one lazy chunk, see app/pages.ts). */
export const pages: PageModule = {
  LiveOrderGoods: LiveOrderPage,
  LiveOrderDouyin: VideoOrderPage,
  LiveRoomList: RoomListPage,
  LiveRoomGoods: RoomGoodsPage,
  LiveAnchorList: AnchorListPage,
  LiveAnchorRecord: AnchorRecordPage,
};
