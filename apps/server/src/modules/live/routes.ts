import { liveEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { anchorList, saveAnchor, setAnchorStatus } from './anchors';
import { exportLiveOrders, liveOrderList } from './live-orders';
import { addRoomGoods, removeRoomGoods, roomGoods, saveRoomGoods } from './room-goods';
import { roomList, roomShops, saveRoom, setRoomStatus } from './rooms';
import { deleteSession, saveSession, sessionList } from './sessions';
import { exportVideoOrders, videoOrderList } from './video-orders';

/** Live's calls: every row is the caller's own (another merchant's is not found). */
export const liveRoutes = defineRoutes(liveEndpoints, {
  liveRooms: ({ ctx, merchantId, body }) => roomList(ctx, merchantId, body),
  liveRoomShops: ({ ctx, merchantId }) => roomShops(ctx, merchantId),
  liveRoomSave: ({ ctx, merchantId, body }) => saveRoom(ctx, merchantId, body),
  liveRoomStatus: ({ ctx, merchantId, body }) => setRoomStatus(ctx, merchantId, body),
  liveRoomGoods: ({ ctx, merchantId, body }) => roomGoods(ctx, merchantId, body.room),
  liveRoomGoodsAdd: ({ ctx, merchantId, body }) => addRoomGoods(ctx, merchantId, body),
  liveRoomGoodsSave: ({ ctx, merchantId, body }) => saveRoomGoods(ctx, merchantId, body),
  liveRoomGoodsRemove: ({ ctx, merchantId, body }) => removeRoomGoods(ctx, merchantId, body),
  liveAnchors: ({ ctx, merchantId, body }) => anchorList(ctx, merchantId, body),
  liveAnchorSave: ({ ctx, merchantId, body }) => saveAnchor(ctx, merchantId, body),
  liveAnchorStatus: ({ ctx, merchantId, body }) => setAnchorStatus(ctx, merchantId, body),
  liveSessions: ({ ctx, merchantId, body }) => sessionList(ctx, merchantId, body),
  liveSessionSave: ({ ctx, merchantId, body }) => saveSession(ctx, merchantId, body),
  liveSessionDelete: ({ ctx, merchantId, body }) => deleteSession(ctx, merchantId, body.id),
  liveOrders: ({ ctx, merchantId, body }) => liveOrderList(ctx, merchantId, body),
  liveOrderExport: ({ ctx, merchantId, body, lang }) => exportLiveOrders(ctx, merchantId, body, lang),
  liveVideoOrders: ({ ctx, merchantId, body }) => videoOrderList(ctx, merchantId, body),
  liveVideoOrderExport: ({ ctx, merchantId, body, lang }) => exportVideoOrders(ctx, merchantId, body, lang),
});
