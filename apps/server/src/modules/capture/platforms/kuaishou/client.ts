import {
  type ClientOptions,
  type PlatformClient,
  PlatformError,
  type PlatformToken,
  type ShopCredentials,
} from '../platform';
import { type KsCipherField, ksOrder, readKsRow, splitMs } from './orders';
import type { BatchDecrypt, PlatformCall, ProductListNames } from '../pull-kit';
import { listEveryProduct, orderPagePasser, str } from '../pull-kit';
import { fetchText, parseJson, patienceOf, withRetries } from '../retry';
import { tokenKeeper } from '../token-keeper';
import {
  KS_CODES,
  KS_OAUTH_CODE,
  KS_OAUTH_CODES,
  KS_OAUTH_REFRESH,
  kuaishouParam,
  kuaishouPath,
  kuaishouSign,
} from './sign';

type Answer = Record<string, unknown>;

/** Kuaishou's client, plus the OAuth code exchange for a shop authorized through the console. */
export interface KuaishouClient extends PlatformClient {
  exchangeCode(shop: ShopCredentials, code: string): Promise<PlatformToken>;
}

/** The longest beginTime..endTime one cursor walk accepts: 7 days. */
export const KS_WINDOW_MS = 7 * 86_400_000;
const PAGE_SIZE = 100;
/** `open.security.common.batch.decrypt`: at most 100 ciphers a call; a failed item has no clear text. */
const DECRYPT: BatchDecrypt<KsCipherField> = {
  method: 'open.security.common.batch.decrypt',
  batchSize: 100,
  asked: 'batchDecryptList',
  tag: 'bizId',
  cipher: 'encryptedData',
  answered: 'decryptList',
  clear: 'decryptedData',
  callName: 'batch.decrypt',
  orderOf: ksOrder,
};
/** `open.item.list.get`'s items and their SKUs. */
const ITEM_NAMES: ProductListNames = {
  products: 'items',
  total: 'totalItemCount',
  productId: 'kwaiItemId',
  title: 'title',
  skus: 'skuInfos',
  skuId: 'kwaiSkuId',
  specOf: (sku) => str(sku.specification),
};
/** The cursor that says there is no further page. */
export const KS_NO_MORE = 'nomore';

const AUTH_CODES = new Set<number>([
  KS_CODES.badApp,
  KS_CODES.badToken,
  KS_CODES.badSign,
  KS_CODES.tokenExpired,
]);

function errorOf(answer: Answer, oauth: boolean): PlatformError {
  const code = Number(answer.result);
  const message = `kuaishou ${code}: ${str(answer.error_msg) || str(answer.error)}`;
  if (oauth)
    return new PlatformError(
      code === KS_OAUTH_CODES.internal ? 'unavailable' : 'auth',
      message,
      String(code),
    );
  if (AUTH_CODES.has(code)) return new PlatformError('auth', message, String(code));
  if (code === KS_CODES.rateLimited) return new PlatformError('rate_limited', message, String(code));
  if (code === KS_CODES.internal) return new PlatformError('unavailable', message, String(code));
  return new PlatformError('refused', message, String(code));
}

const isExpired = (e: unknown) =>
  e instanceof PlatformError && e.platformCode === String(KS_CODES.tokenExpired);

/**
 * The Kuaishou merchant open-platform client. One secret per shop serves as both the app secret
 * (OAuth) and the sign secret (calls): set both to the same value in the app's settings, or store
 * them as one. A new token goes to `onToken` and then onto `shop.token`.
 */
export function createKuaishouClient(options: ClientOptions): KuaishouClient {
  const patience = patienceOf(options);
  const now = options.now ?? (() => new Date());
  const base = options.baseUrl.replace(/\/$/, '');

  async function answerOf(
    url: string,
    init: RequestInit,
    oauth: boolean,
    signal?: AbortSignal,
  ): Promise<Answer> {
    const { text } = await fetchText(url, init, patience.timeoutMs, signal);
    const answer = parseJson(text) as Answer | null;
    if (!answer || typeof answer !== 'object') throw new PlatformError('protocol', `${url}: not an object`);
    if (Number(answer.result) !== KS_CODES.ok) throw errorOf(answer, oauth);
    return answer;
  }

  /** One signed call, without retry: the answer's `data`. */
  async function once(
    shop: ShopCredentials,
    method: string,
    param: unknown,
    token: string,
    signal?: AbortSignal,
  ) {
    const params: Record<string, string> = {
      appkey: shop.appKey,
      method,
      access_token: token,
      version: '1',
      signMethod: 'MD5',
      timestamp: String(now().getTime()),
      param: kuaishouParam(param),
    };
    params.sign = kuaishouSign(shop.secret, params);
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    };
    const answer = await answerOf(`${base}${kuaishouPath(method)}`, init, false, signal);
    return (answer.data && typeof answer.data === 'object' ? answer.data : {}) as Answer;
  }

  async function oauth(
    shop: ShopCredentials,
    path: string,
    grant: Record<string, string>,
    signal?: AbortSignal,
  ) {
    const query = new URLSearchParams({ app_id: shop.appKey, app_secret: shop.secret, ...grant });
    const answer = await withRetries(
      patience,
      () => answerOf(`${base}${path}?${query.toString()}`, { method: 'GET' }, true, signal),
      signal,
    );
    const expiresIn = Number(answer.expires_in);
    if (typeof answer.access_token !== 'string' || !Number.isFinite(expiresIn)) {
      throw new PlatformError('protocol', `${path}: no access_token or expires_in`);
    }
    const token: PlatformToken = {
      accessToken: answer.access_token,
      refreshToken: str(answer.refresh_token),
      expiresAt: new Date(now().getTime() + expiresIn * 1000),
    };
    await options.onToken?.(shop, token);
    shop.token = token;
    return token;
  }

  /**
   * A new token: refreshed with the refresh token, else (a shop authorized for its own app) asked
   * with the shop id as the code — the fake issues it so; on the platform the code comes from the
   * authorization page (exchangeCode).
   */
  const tokens = tokenKeeper({
    now,
    isExpired,
    renewToken: (shop, signal) => {
      const refresh = shop.token?.refreshToken;
      return refresh
        ? oauth(shop, KS_OAUTH_REFRESH, { grant_type: 'refresh_token', refresh_token: refresh }, signal)
        : oauth(shop, KS_OAUTH_CODE, { grant_type: 'code', code: shop.shopId }, signal);
    },
  });

  /** A business call with the shop's token: retried as retryable, the token renewed once if expired. */
  const call = (shop: ShopCredentials, method: string, param: unknown, signal?: AbortSignal) =>
    tokens.withToken(
      shop,
      (token) => withRetries(patience, () => once(shop, method, param, token, signal), signal),
      signal,
    );

  return {
    platform: 'kuaishou',
    authorize: (shop) => tokens.authorize(shop),
    exchangeCode: (shop, code) => oauth(shop, KS_OAUTH_CODE, { grant_type: 'code', code }),

    async testConnection(shop) {
      const seller = await call(shop, 'open.user.seller.get', {});
      if (str(seller.sellerId) !== shop.shopId) {
        throw new PlatformError('auth', `the token opens shop ${str(seller.sellerId)}, not ${shop.shopId}`);
      }
    },

    listProducts: (shop) =>
      listEveryProduct(PAGE_SIZE, ITEM_NAMES, (pageNumber) =>
        call(shop, 'open.item.list.get', { pageNumber, pageSize: PAGE_SIZE }),
      ),

    async pullOrders(shop, window, onPage, signal) {
      const shopCall: PlatformCall = (method, params) => call(shop, method, params, signal);
      const passPage = orderPagePasser(readKsRow, DECRYPT, shopCall, onPage);
      for (const [beginTime, endTime] of splitMs(window.start, window.end, KS_WINDOW_MS)) {
        // type 1: every status; queryType 2: by update time; sort 1: oldest update first.
        for (let cursor = ''; cursor !== KS_NO_MORE;) {
          signal?.throwIfAborted();
          const param = { type: 1, queryType: 2, sort: 1, beginTime, endTime, cursor, pageSize: PAGE_SIZE };
          const data = await call(shop, 'open.order.cursor.list', param, signal);
          if (!Array.isArray(data.orderList) || typeof data.cursor !== 'string' || data.cursor === cursor) {
            throw new PlatformError('protocol', 'open.order.cursor.list: no orderList or no new cursor');
          }
          cursor = data.cursor;
          await passPage(data.orderList);
        }
      }
    },
  };
}
