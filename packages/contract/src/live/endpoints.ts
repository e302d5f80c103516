import { defineEndpoints } from '../endpoint';
import type * as Tasks from '../tasks/schemas';
import type * as S from './schemas';
import type * as V from './video-orders';

/**
 * Live: a merchant's Douyin rooms and the goods each promotes, its anchors and their sessions,
 * and the orders those brought (credited by the author id a captured order carries, or else to the
 * anchor on duty in its room). Every row is the caller's own; another merchant's is not found.
 */
export const liveEndpoints = defineEndpoints<typeof S & typeof V & typeof Tasks>()({
  liveRooms: {
    reads: 'replica-ok',
    path: '/live/rooms',
    route: 'LiveRoomList',
    payload: 'RoomListPayload',
    result: 'RoomListResult',
  },
  /** The Doudian shops a room may sell through, for whoever may edit rooms (not only capture's users). */
  liveRoomShops: { path: '/live/roomShops', route: 'LiveRoomList', result: 'RoomShopsResult' },
  liveRoomSave: {
    path: '/live/saveRoom',
    route: 'LiveRoomList',
    action: 'edit',
    payload: 'RoomSavePayload',
    result: 'RoomResult',
  },
  liveRoomStatus: {
    path: '/live/roomStatus',
    route: 'LiveRoomList',
    action: 'edit',
    payload: 'LiveStatusPayload',
    result: 'RoomResult',
  },
  liveRoomGoods: {
    path: '/live/roomGoods',
    route: 'LiveRoomGoods',
    payload: 'RoomGoodsPayload',
    result: 'RoomGoodsResult',
  },
  /** Adds goods to a room at the end of its list (one already there is left as it is). */
  liveRoomGoodsAdd: {
    path: '/live/addRoomGoods',
    route: 'LiveRoomGoods',
    action: 'edit',
    payload: 'RoomGoodsAddPayload',
    result: 'RoomGoodsResult',
  },
  liveRoomGoodsSave: {
    path: '/live/saveRoomGoods',
    route: 'LiveRoomGoods',
    action: 'edit',
    payload: 'RoomGoodsSavePayload',
    result: 'RoomGoodsResult',
  },
  liveRoomGoodsRemove: {
    path: '/live/removeRoomGoods',
    route: 'LiveRoomGoods',
    action: 'edit',
    payload: 'RoomGoodsRemovePayload',
    result: 'RoomGoodsResult',
  },
  liveAnchors: {
    reads: 'replica-ok',
    path: '/live/anchors',
    route: 'LiveAnchorList',
    payload: 'AnchorListPayload',
    result: 'AnchorListResult',
  },
  liveAnchorSave: {
    path: '/live/saveAnchor',
    route: 'LiveAnchorList',
    action: 'edit',
    payload: 'AnchorSavePayload',
    result: 'AnchorResult',
  },
  liveAnchorStatus: {
    path: '/live/anchorStatus',
    route: 'LiveAnchorList',
    action: 'edit',
    payload: 'LiveStatusPayload',
    result: 'AnchorResult',
  },
  liveSessions: {
    reads: 'replica-ok',
    path: '/live/sessions',
    route: 'LiveAnchorRecord',
    payload: 'SessionListPayload',
    result: 'SessionListResult',
  },
  /** Records a session; one overlapping another of the same room is refused. */
  liveSessionSave: {
    path: '/live/saveSession',
    route: 'LiveAnchorRecord',
    action: 'edit',
    payload: 'SessionSavePayload',
    result: 'SessionResult',
  },
  liveSessionDelete: {
    path: '/live/deleteSession',
    route: 'LiveAnchorRecord',
    action: 'edit',
    payload: 'LiveIdPayload',
  },
  liveOrders: {
    reads: 'replica-ok',
    path: '/live/orders',
    route: 'LiveOrderGoods',
    payload: 'LiveOrderListPayload',
    result: 'LiveOrderListResult',
  },
  liveOrderExport: {
    path: '/live/orderExport',
    route: 'LiveOrderGoods',
    action: 'export',
    payload: 'LiveOrderExportPayload',
    result: 'ExportResult',
  },
  /** Orders paid inside Douyin through a short video (captured Doudian orders carrying a video id). */
  liveVideoOrders: {
    reads: 'replica-ok',
    path: '/live/videoOrders',
    route: 'LiveOrderDouyin',
    payload: 'VideoOrderListPayload',
    result: 'VideoOrderListResult',
  },
  liveVideoOrderExport: {
    path: '/live/videoOrderExport',
    route: 'LiveOrderDouyin',
    action: 'export',
    payload: 'VideoOrderExportPayload',
    result: 'ExportResult',
  },
});
