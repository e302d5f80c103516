import { liveEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { anchorList, liveAnchorSave, liveAnchorStatus } from './anchors';
import { liveOrderExport, liveOrders } from './live-orders';
import { liveRoomGoodsAdd, liveRoomGoodsRemove, roomGoods, liveRoomGoodsSave } from './room-goods';
import { roomList, liveRoomShops, liveRoomSave, liveRoomStatus } from './rooms';
import { liveSessionDelete, liveSessionSave, sessionList } from './sessions';
import { liveVideoOrderExport, liveVideoOrders } from './video-orders';

/** Live's calls: every row is the caller's own (another merchant's is not found). */
export const liveRoutes = defineRoutes(liveEndpoints, {
  liveRooms: ({ ctx, merchantId, body }) => roomList(ctx, merchantId, body),
  liveRoomShops: ({ ctx, merchantId }) => liveRoomShops(ctx, merchantId),
  liveRoomSave: ({ ctx, merchantId, body }) => liveRoomSave(ctx, merchantId, body),
  liveRoomStatus: ({ ctx, merchantId, body }) => liveRoomStatus(ctx, merchantId, body),
  liveRoomGoods: ({ ctx, merchantId, body }) => roomGoods(ctx, merchantId, body.room),
  liveRoomGoodsAdd: ({ ctx, merchantId, body }) => liveRoomGoodsAdd(ctx, merchantId, body),
  liveRoomGoodsSave: ({ ctx, merchantId, body }) => liveRoomGoodsSave(ctx, merchantId, body),
  liveRoomGoodsRemove: ({ ctx, merchantId, body }) => liveRoomGoodsRemove(ctx, merchantId, body),
  liveAnchors: ({ ctx, merchantId, body }) => anchorList(ctx, merchantId, body),
  liveAnchorSave: ({ ctx, merchantId, body }) => liveAnchorSave(ctx, merchantId, body),
  liveAnchorStatus: ({ ctx, merchantId, body }) => liveAnchorStatus(ctx, merchantId, body),
  liveSessions: ({ ctx, merchantId, body }) => sessionList(ctx, merchantId, body),
  liveSessionSave: ({ ctx, merchantId, body }) => liveSessionSave(ctx, merchantId, body),
  liveSessionDelete: ({ ctx, merchantId, body }) => liveSessionDelete(ctx, merchantId, body.id),
  liveOrders: ({ ctx, merchantId, body }) => liveOrders(ctx, merchantId, body),
  liveOrderExport: ({ ctx, merchantId, body, lang }) => liveOrderExport(ctx, merchantId, body, lang),
  liveVideoOrders: ({ ctx, merchantId, body }) => liveVideoOrders(ctx, merchantId, body),
  liveVideoOrderExport: ({ ctx, merchantId, body, lang }) =>
    liveVideoOrderExport(ctx, merchantId, body, lang),
});
