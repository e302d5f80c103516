import { captureEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { browserNonce, setBrowserNonce } from './authorization-routes';
import { startAuthorization } from './authorizations';
import { captureLog } from './capture-log';
import { deleteLiveRoom, liveRoomList, saveLiveRoom } from './live-rooms';
import { deleteShop } from './shop-delete';
import { productList, saveMapping } from './mapping';
import { saveShop, setShopEnabled, shopList, syncShopNow, testShop } from './shops';

/** Order capture's calls: every row is the caller's own (another merchant's is not found). */
export const captureRoutes = defineRoutes(captureEndpoints, {
  captureShops: ({ ctx, merchantId, body, lang }) => shopList(ctx, merchantId, body, lang),
  captureShopSave: ({ ctx, merchantId, body, lang }) => saveShop(ctx, merchantId, body, lang),
  captureShopStatus: ({ ctx, merchantId, body, lang }) =>
    setShopEnabled(ctx, merchantId, body.id, body.enabled, lang),
  captureShopDelete: ({ ctx, merchantId, body }) => deleteShop(ctx, merchantId, body.id),
  captureShopTest: ({ ctx, merchantId, body, lang }) => testShop(ctx, merchantId, body.id, lang),
  captureShopAuthorize: async ({ ctx, merchantId, session, body, request, reply }) => {
    const nonce = browserNonce(request);
    const answer = await startAuthorization(
      ctx,
      { merchantId, sessionId: session.sessionId, browserNonce: nonce },
      body.id,
    );
    setBrowserNonce(ctx, reply, nonce);
    return answer;
  },
  captureShopSync: ({ ctx, merchantId, body, lang }) => syncShopNow(ctx, merchantId, body.id, lang),
  captureProducts: ({ ctx, merchantId, body, lang }) => productList(ctx, merchantId, body.shop, lang),
  captureMappingSave: ({ ctx, merchantId, body }) => saveMapping(ctx, merchantId, body),
  captureLog: ({ ctx, merchantId, body, lang }) => captureLog(ctx, merchantId, body, lang),
  captureLiveRooms: ({ ctx, merchantId, body }) => liveRoomList(ctx, merchantId, body.shop),
  captureLiveRoomSave: ({ ctx, merchantId, body }) => saveLiveRoom(ctx, merchantId, body),
  captureLiveRoomDelete: ({ ctx, merchantId, body }) => deleteLiveRoom(ctx, merchantId, body.id),
});
