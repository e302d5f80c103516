import { goodsEndpoints, liveEndpoints as E } from '@console/contract';
import { caller, callers } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The live section's calls, typed by the contract's endpoint table. */
export const liveApi = {
  ...callers(E, [
    'liveRooms',
    'liveRoomSave',
    'liveRoomStatus',
    'liveRoomGoods',
    'liveRoomGoodsAdd',
    'liveRoomGoodsSave',
    'liveRoomGoodsRemove',
    'liveAnchors',
    'liveAnchorSave',
    'liveAnchorStatus',
    /** The sessions with what their credited orders came to, and the totals over the filter. */
    'liveSessions',
    /** A refusal (6042 overlap, 6044 span) is alerted with the server's own words. */
    'liveSessionSave',
    'liveSessionDelete',
    'liveOrders',
    'liveOrderExport',
    'liveVideoOrders',
    'liveVideoOrderExport',
    /** The Doudian shops of order capture, for the shop a room sells through. */
    'liveRoomShops',
  ]),
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
