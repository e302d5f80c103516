import { goodsEndpoints, liveEndpoints as E } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The live section's calls, typed by the contract's endpoint table. */
export const liveApi = {
  listRooms: caller(E.liveRooms),
  saveRoom: caller(E.liveRoomSave),
  setRoomStatus: caller(E.liveRoomStatus),
  listRoomGoods: caller(E.liveRoomGoods),
  addRoomGoods: caller(E.liveRoomGoodsAdd),
  saveRoomGoods: caller(E.liveRoomGoodsSave),
  removeRoomGoods: caller(E.liveRoomGoodsRemove),
  listAnchors: caller(E.liveAnchors),
  saveAnchor: caller(E.liveAnchorSave),
  setAnchorStatus: caller(E.liveAnchorStatus),
  /** The sessions with what their credited orders came to, and the totals over the filter. */
  listSessions: caller(E.liveSessions),
  /** A refusal (6042 overlap, 6044 span) is alerted with the server's own words. */
  saveSession: caller(E.liveSessionSave),
  deleteSession: caller(E.liveSessionDelete),
  listOrders: caller(E.liveOrders),
  exportOrders: caller(E.liveOrderExport),
  listVideoOrders: caller(E.liveVideoOrders),
  exportVideoOrders: caller(E.liveVideoOrderExport),
  /** The Doudian shops of order capture, for the shop a room sells through. */
  listShops: caller(E.liveRoomShops),
  /** The partner's goods (`/goods/index`, as capture's goods picker asks), to add to a room. */
  listGoodsOptions: caller(goodsEndpoints.goodsList),
};

const q = domainQueries('live');

/** The live reads; a change invalidates everything under `all()`. */
export const liveQueries = {
  all: q.all,
  ...q.reads(liveApi, [
    'listRooms',
    'listRoomGoods',
    'listAnchors',
    'listSessions',
    'listOrders',
    'listVideoOrders',
    'listShops',
    'listGoodsOptions',
  ]),
};
