import { captureEndpoints as E, goodsEndpoints } from '@console/contract';
import { caller, callers } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** Order capture's calls, typed by the contract's endpoint table. */
export const captureApi = {
  ...callers(E, [
    'captureShops',
    'captureShopSave',
    'captureShopStatus',
    'captureShopDelete',
    /** A failed test is an answer (`ok: false`), shown by the card; only transport errors alert. */
    'captureShopTest',
    'captureShopSync',
    /** The platform's authorization page for the shop (the browser goes there). */
    'captureShopAuthorize',
    'captureProducts',
    'captureMappingSave',
    'captureLog',
    'captureLiveRooms',
    'captureLiveRoomSave',
    'captureLiveRoomDelete',
  ]),
  /** The partner's goods (`/goods/index`, as the order filters ask), for the goods pickers. */
  goodsList: caller(goodsEndpoints.goodsList),
};

const q = domainQueries('capture');

/** Capture's reads; a change invalidates everything under `all()`. */
export const captureQueries = {
  all: q.all,
  ...q.reads(captureApi, ['captureShops', 'captureProducts', 'captureLog', 'captureLiveRooms', 'goodsList']),
};
