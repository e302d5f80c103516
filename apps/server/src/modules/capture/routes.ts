import { captureEndpoints } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { browserNonce, setBrowserNonce } from './authorization-routes';
import { startAuthorization } from './authorizations';
import { captureLog } from './capture-log';
import { captureLiveRoomDelete, liveRoomList, captureLiveRoomSave } from './live-rooms';
import { captureShopDelete } from './shop-delete';
import { productList, captureMappingSave } from './mapping';
import { receiveDoudianPush, receiveGantanhaoPush } from './pushes';
import { platformRoute, shopRoute } from './shop-routes';
import { captureShopSave, captureShopStatus, shopList, captureShopSync, captureShopTest } from './shops';

// Every call about one platform is for that platform's section of the route table too (`routeOf`):
// by its `platform` field, or by the shop it names.
const byPlatform = ({ body }: { body: { platform: Parameters<typeof platformRoute>[0] } }) =>
  platformRoute(body.platform);
const byShop = ({ ctx, merchantId, body }: { ctx: AppContext; merchantId: number; body: { id: number } }) =>
  shopRoute(ctx, merchantId, body.id);
const byShopField = (call: { ctx: AppContext; merchantId: number; body: { shop: number } }) =>
  shopRoute(call.ctx, call.merchantId, call.body.shop);

/** Order capture's calls: every row is the caller's own (another merchant's is not found). */
export const captureRoutes = defineRoutes(captureEndpoints, {
  captureShops: {
    routeOf: byPlatform,
    handler: ({ ctx, merchantId, body, lang }) => shopList(ctx, merchantId, body, lang),
  },
  captureShopSave: {
    routeOf: byPlatform,
    handler: ({ ctx, merchantId, body, lang }) => captureShopSave(ctx, merchantId, body, lang),
  },
  captureShopStatus: {
    routeOf: byShop,
    handler: ({ ctx, merchantId, body, lang }) =>
      captureShopStatus(ctx, merchantId, body.id, body.enabled, lang),
  },
  captureShopDelete: {
    routeOf: byShop,
    handler: ({ ctx, merchantId, body }) => captureShopDelete(ctx, merchantId, body.id),
  },
  captureShopTest: {
    routeOf: byShop,
    handler: ({ ctx, merchantId, body, lang }) => captureShopTest(ctx, merchantId, body.id, lang),
  },
  captureShopAuthorize: {
    routeOf: byShop,
    handler: async ({ ctx, merchantId, session, body, request, reply }) => {
      const nonce = browserNonce(request);
      const answer = await startAuthorization(
        ctx,
        { merchantId, sessionId: session.sessionId, browserNonce: nonce },
        body.id,
      );
      setBrowserNonce(ctx, reply, nonce);
      return answer;
    },
  },
  captureShopSync: {
    routeOf: byShop,
    handler: ({ ctx, merchantId, body, lang }) => captureShopSync(ctx, merchantId, body.id, lang),
  },
  captureProducts: {
    routeOf: byShopField,
    handler: ({ ctx, merchantId, body, lang }) => productList(ctx, merchantId, body.shop, lang),
  },
  captureMappingSave: {
    routeOf: byShopField,
    handler: ({ ctx, merchantId, body }) => captureMappingSave(ctx, merchantId, body),
  },
  captureLog: {
    // Every platform's log at once (the CatchWaiting screen) is that screen's own route.
    routeOf: ({ body }) => (body.platform ? platformRoute(body.platform) : null),
    handler: ({ ctx, merchantId, body, lang }) => captureLog(ctx, merchantId, body, lang),
  },
  // Doudian's live rooms: their own section (CatchDoudianLive), the endpoints' route.
  captureLiveRooms: ({ ctx, merchantId, body }) => liveRoomList(ctx, merchantId, body.shop),
  captureLiveRoomSave: ({ ctx, merchantId, body }) => captureLiveRoomSave(ctx, merchantId, body),
  captureLiveRoomDelete: ({ ctx, merchantId, body }) => captureLiveRoomDelete(ctx, merchantId, body.id),
  // The platforms' pushes: no session, the signature is the credential (each platform's rule).
  captureDoudianPush: async ({ ctx, signed }) => {
    await receiveDoudianPush(ctx, signed);
    // What Doudian's message service expects back from a receiver that took the push.
    return { code: 0, msg: 'success' } as const;
  },
  captureGantanhaoPush: ({ ctx, signed }) => receiveGantanhaoPush(ctx, signed),
});
