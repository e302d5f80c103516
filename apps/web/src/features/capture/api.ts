import { captureEndpoints as E, goodsEndpoints } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** Order capture's calls, typed by the contract's endpoint table. */
export const captureApi = {
  listShops: caller(E.captureShops),
  saveShop: caller(E.captureShopSave),
  setShopEnabled: caller(E.captureShopStatus),
  deleteShop: caller(E.captureShopDelete),
  /** A failed test is an answer (`ok: false`), shown by the card; only transport errors alert. */
  testShop: caller(E.captureShopTest),
  syncShop: caller(E.captureShopSync),
  /** The platform's authorization page for the shop (the browser goes there). */
  authorizeShop: caller(E.captureShopAuthorize),
  listProducts: caller(E.captureProducts),
  saveMapping: caller(E.captureMappingSave),
  listLog: caller(E.captureLog),
  listLiveRooms: caller(E.captureLiveRooms),
  saveLiveRoom: caller(E.captureLiveRoomSave),
  deleteLiveRoom: caller(E.captureLiveRoomDelete),
  /** The partner's goods (`/goods/index`, as the order filters ask), for the goods pickers. */
  listGoodsOptions: caller(goodsEndpoints.goodsList),
};

const q = domainQueries('capture');

/** Capture's reads; a change invalidates everything under `all()`. */
export const captureQueries = {
  all: q.all,
  ...q.reads(captureApi, ['listShops', 'listProducts', 'listLog', 'listLiveRooms', 'listGoodsOptions']),
};
