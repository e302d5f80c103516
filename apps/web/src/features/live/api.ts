import { goodsEndpoints, liveEndpoints as E } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The live section's calls, typed by the contract's endpoint table. */
export const liveApi = {
  liveRooms: caller(E.liveRooms),
  liveRoomSave: caller(E.liveRoomSave),
  liveRoomStatus: caller(E.liveRoomStatus),
  liveRoomGoods: caller(E.liveRoomGoods),
  liveRoomGoodsAdd: caller(E.liveRoomGoodsAdd),
  liveRoomGoodsSave: caller(E.liveRoomGoodsSave),
  liveRoomGoodsRemove: caller(E.liveRoomGoodsRemove),
  liveAnchors: caller(E.liveAnchors),
  liveAnchorSave: caller(E.liveAnchorSave),
  liveAnchorStatus: caller(E.liveAnchorStatus),
  /** The sessions with what their credited orders came to, and the totals over the filter. */
  liveSessions: caller(E.liveSessions),
  /** A refusal (6042 overlap, 6044 span) is alerted with the server's own words. */
  liveSessionSave: caller(E.liveSessionSave),
  liveSessionDelete: caller(E.liveSessionDelete),
  liveOrders: caller(E.liveOrders),
  liveOrderExport: caller(E.liveOrderExport),
  liveVideoOrders: caller(E.liveVideoOrders),
  liveVideoOrderExport: caller(E.liveVideoOrderExport),
  /** The Doudian shops of order capture, for the shop a room sells through. */
  liveRoomShops: caller(E.liveRoomShops),
  /** The partner's goods (`/goods/index`, as capture's goods picker asks), to add to a room. */
  goodsList: caller(goodsEndpoints.goodsList),
};

const q = domainQueries('live');

/** The live reads; a change invalidates everything under `all()`. */
export const liveQueries = {
  all: q.all,
  ...q.reads(liveApi, [
    'liveRooms',
    'liveRoomGoods',
    'liveAnchors',
    'liveSessions',
    'liveOrders',
    'liveVideoOrders',
    'liveRoomShops',
    'goodsList',
  ]),
};
