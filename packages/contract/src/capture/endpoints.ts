import { defineEndpoints } from '../endpoint';
import { ordersCodes } from '../orders/codes';
import { DOUDIAN_PUSH_HEADERS, GANTANHAO_PUSH_HEADERS } from './push-headers';
import type * as S from './schemas';

/**
 * Order capture: a merchant's shops on the e-commerce platforms, the mapping of their products to
 * goods, the capture log and Doudian's live rooms. Every row is the caller's own; another
 * merchant's shop is answered as not found. The platforms' pushes come in at the end of the
 * table, each in its platform's format and signed by its rule (`access: 'platform'`).
 */
export const captureEndpoints = defineEndpoints<typeof S>()({
  captureShops: {
    reads: 'replica-ok',
    path: '/capture/shops',
    route: 'CatchOrder',
    payload: 'ShopListPayload',
    result: 'ShopListResult',
  },
  captureShopSave: {
    path: '/capture/saveShop',
    grant: 'secrets',
    route: 'CatchOrder',
    action: 'edit',
    payload: 'ShopSavePayload',
    result: 'ShopResult',
  },
  captureShopStatus: {
    path: '/capture/shopStatus',
    route: 'CatchOrder',
    action: 'edit',
    payload: 'ShopStatusPayload',
    result: 'ShopResult',
  },
  /**
   * Deletes a shop added by mistake with its credentials and mapping; one that has captured
   * orders is refused (decision 044: it is disabled instead).
   */
  captureShopDelete: {
    path: '/capture/deleteShop',
    route: 'CatchOrder',
    action: 'delete',
    payload: 'ShopIdPayload',
    result: 'OkResult',
  },
  /** Gets (or refreshes) the token and makes one cheap call; the answer says how it went. */
  captureShopTest: {
    path: '/capture/testShop',
    route: 'CatchOrder',
    action: 'edit',
    payload: 'ShopIdPayload',
    result: 'ShopTestResult',
  },
  /**
   * Where the merchant's browser goes to authorize the shop on its platform's page; the page sends
   * it back to `/api/capture/oauth/<platform>/callback` (outside this table).
   */
  captureShopAuthorize: {
    path: '/capture/authorizeShop',
    grant: 'secrets',
    route: 'CatchOrder',
    action: 'edit',
    payload: 'ShopIdPayload',
    result: 'ShopAuthorizeResult',
  },
  /** "Sync now": queues the shop's sync at once; the shop list shows its progress. */
  captureShopSync: {
    path: '/capture/syncShop',
    route: 'CatchOrder',
    action: 'edit',
    payload: 'ShopIdPayload',
    result: 'ShopResult',
  },
  captureProducts: {
    reads: 'replica-ok',
    path: '/capture/products',
    route: 'CatchOrder',
    payload: 'ProductListPayload',
    result: 'ProductListResult',
  },
  captureMappingSave: {
    path: '/capture/saveMapping',
    route: 'CatchOrder',
    action: 'edit',
    payload: 'MappingSavePayload',
    result: 'MappingSaveResult',
    // A goods chosen that is no longer on sale.
    codes: [ordersCodes.goodsUnavailable],
  },
  captureLog: {
    reads: 'replica-ok',
    path: '/capture/log',
    route: 'CatchOrder',
    payload: 'CaptureLogPayload',
    result: 'CaptureLogResult',
  },
  captureLiveRooms: {
    reads: 'replica-ok',
    path: '/capture/liveRooms',
    route: 'CatchDoudianLive',
    payload: 'LiveRoomListPayload',
    result: 'LiveRoomListResult',
  },
  captureLiveRoomSave: {
    path: '/capture/saveLiveRoom',
    route: 'CatchDoudianLive',
    action: 'edit',
    payload: 'LiveRoomSavePayload',
    result: 'LiveRoomResult',
    // A goods chosen that is no longer on sale.
    codes: [ordersCodes.goodsUnavailable],
  },
  captureLiveRoomDelete: {
    path: '/capture/deleteLiveRoom',
    route: 'CatchDoudianLive',
    action: 'edit',
    payload: 'ShopIdPayload',
    result: 'OkResult',
  },
  /** Doudian's message push: the enabled shops it names are synced again (the orders are pulled). */
  captureDoudianPush: {
    path: '/capture/push/doudian',
    access: 'platform',
    headers: DOUDIAN_PUSH_HEADERS,
    payload: 'DoudianPushBody',
    result: 'DoudianPushAnswer',
    answer: 'json',
    about:
      "Doudian's message push: the shops it names are synced again. Genuine when `event-sign` is " +
      'MD5(app key + raw body + secret) with the secret of those shops.',
  },
  /** Gantanhao's order event: the order captured in the transaction that records the event. */
  captureGantanhaoPush: {
    path: '/capture/push/gantanhao',
    access: 'platform',
    headers: GANTANHAO_PUSH_HEADERS,
    payload: 'GantanhaoPush',
    result: 'GantanhaoPushResult',
    about:
      "Gantanhao's order event, signed with the shop's secret: the order is captured in the " +
      'transaction that records the event; `data.state` says what became of it.',
  },
});
