import {
  type ClientOptions,
  type PlatformClient,
  PlatformError,
  type PlatformToken,
  type ShopCredentials,
} from '../platform';
import type { BatchDecrypt, PlatformCall, ProductListNames } from '../pull-kit';
import { listEveryProduct, orderPagePasser, str } from '../pull-kit';
import { tokenKeeper } from '../token-keeper';
import { tokenRefused } from './errors';
import { type Answer, kuaishouGateway } from './gateway';
import { type KsCipherField, ksOrder, readKsRow, splitMs } from './orders';
import {
  KS_AUTH_HOST,
  KS_AUTH_PATH,
  KS_CALL,
  KS_DECRYPT_BATCH,
  KS_DECRYPTED,
  KS_FIRST_CURSOR,
  KS_ITEM_PAGE,
  KS_LOOKBACK_MS,
  KS_NO_MORE,
  KS_ORDER_PAGE,
  KS_ORDER_QUERY,
  KS_SCOPES,
  KS_WINDOW_MS,
  type KsCall,
} from './protocol';
import { type KsShopCall, withRealNames } from './real-name';

// The Kuaishou client (快手电商开放平台). A shop is authorized on the platform's page, for its own
// app or the console's market app alike: the platform has no token without it. Its tokens are
// renewed with the refresh token before they run out, and once more when the gateway refuses one
// (24); a refresh the platform refuses means the authorization is gone (revoked).

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

/** open.order.decrypt.batch: its list in, its list out (`batchDecryptResultList`, 1 成功). */
const DECRYPT: BatchDecrypt<KsCipherField> = {
  method: KS_CALL.decrypt,
  batchSize: KS_DECRYPT_BATCH,
  asked: 'batchDecryptList',
  tag: 'bizId',
  cipher: 'encryptedData',
  answered: 'batchDecryptResultList',
  clear: 'decryptedData',
  callName: KS_CALL.decrypt,
  orderOf: ksOrder,
};

/** open.item.list.get's items and their SKUs (`skuList`). */
const ITEM_NAMES: ProductListNames = {
  products: 'items',
  total: 'totalItemCount',
  productId: 'kwaiItemId',
  title: 'title',
  skus: 'skuList',
  skuId: 'kwaiSkuId',
  specOf: (sku) => str(sku.specification),
};

/** The decrypt answer as pull-kit reads it: the list, its failed items without clear text. */
function decryptedList(answer: Answer): Answer {
  const list = answer.batchDecryptResultList ?? obj(answer.data).batchDecryptResultList;
  if (!Array.isArray(list)) return {};
  return {
    batchDecryptResultList: list.map((item) => {
      const { decryptedData, ...rest } = obj(item);
      return Number(rest.errorCode) === KS_DECRYPTED ? { ...rest, decryptedData } : rest;
    }),
  };
}

export function createKuaishouClient(options: ClientOptions): PlatformClient {
  const now = options.now ?? (() => new Date());
  const gateway = kuaishouGateway(options);

  const tokens = tokenKeeper({
    now,
    isExpired: tokenRefused,
    async renewToken(shop, signal) {
      const refresh = shop.token?.refreshToken;
      if (!refresh)
        throw new PlatformError('revoked', 'kuaishou: no token; authorize the app on the platform page');
      const token = await gateway.refresh(shop, refresh, signal);
      await options.onToken?.(shop, token);
      shop.token = token;
      return token;
    },
  });

  /** A business call with the shop's token, renewed once when the gateway refuses it. */
  const call = (shop: ShopCredentials, method: KsCall, param: unknown, signal?: AbortSignal) =>
    tokens.withToken(shop, (token) => gateway.call(shop, method, param, token, signal), signal);

  return {
    platform: 'kuaishou',
    authorize: (shop) => tokens.authorize(shop),

    async testConnection(shop) {
      const seller = obj((await call(shop, KS_CALL.sellerGet, {})).data);
      if (str(seller.sellerId) !== shop.shopId)
        throw new PlatformError('auth', `the token opens seller ${str(seller.sellerId)}, not ${shop.shopId}`);
    },

    authorizationUrl({ app, state, redirectUri }) {
      const url = new URL(KS_AUTH_PATH, options.authUrl || KS_AUTH_HOST);
      url.search = new URLSearchParams({
        app_id: app.appKey,
        redirect_uri: redirectUri,
        scope: KS_SCOPES.join(','),
        response_type: 'code',
        state,
      }).toString();
      return url.toString();
    },

    async exchangeCode(app, code) {
      const token: PlatformToken = await gateway.exchange(app, code);
      // The token answer names the owner's open_id, not the shop: the seller call says which one.
      const seller = obj((await gateway.call(app, KS_CALL.sellerGet, {}, token.accessToken)).data);
      const shopId = str(seller.sellerId);
      if (!shopId) throw new PlatformError('protocol', `kuaishou ${KS_CALL.sellerGet}: no sellerId`);
      return { shopId, token };
    },

    listProducts: (shop) =>
      listEveryProduct(KS_ITEM_PAGE, ITEM_NAMES, async (pageNumber) => {
        // itemStatus 1: the items not deleted (the only status the call takes).
        const param = { itemStatus: 1, pageNumber, pageSize: KS_ITEM_PAGE };
        return obj((await call(shop, KS_CALL.itemList, param)).data);
      }),

    async pullOrders(shop, window, onPage, signal) {
      const shopCall: KsShopCall = (method, param) => call(shop, method, param, signal);
      const decryptCall: PlatformCall = async (method, params) =>
        decryptedList(await shopCall(method as KsCall, params));
      const passPage = orderPagePasser(readKsRow, DECRYPT, decryptCall, withRealNames(shopCall, onPage));
      // The platform lists 90 days back at most (300005): an older start could never be served.
      const oldest = new Date(now().getTime() - KS_LOOKBACK_MS);
      const start = window.start < oldest ? oldest : window.start;
      for (const [beginTime, endTime] of splitMs(start, window.end, KS_WINDOW_MS)) {
        for (let cursor: string = KS_FIRST_CURSOR; ;) {
          signal?.throwIfAborted();
          const param = { ...KS_ORDER_QUERY, pageSize: KS_ORDER_PAGE, beginTime, endTime, cursor };
          const data = obj((await shopCall(KS_CALL.orderList, param)).data);
          const next = data.cursor;
          if (
            !Array.isArray(data.orderList) ||
            typeof next !== 'string' ||
            (next === cursor && next !== KS_NO_MORE)
          )
            throw new PlatformError(
              'protocol',
              `kuaishou ${KS_CALL.orderList}: no orderList or no new cursor`,
            );
          await passPage(data.orderList);
          if (next === KS_NO_MORE) break;
          cursor = next;
        }
      }
    },
  };
}
