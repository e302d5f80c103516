import {
  type ClientOptions,
  type PlatformClient,
  PlatformError,
  type PlatformToken,
  type ShopCredentials,
} from '../platform';
import { type PddCipherField, pddOrder, readPddRow, splitWindow } from './orders';
import type { BatchDecrypt, PlatformCall, ProductListNames } from '../pull-kit';
import { listEveryProduct, orderPagePasser, str } from '../pull-kit';
import { fetchText, parseJson, patienceOf, withRetries } from '../retry';
import { tokenKeeper } from '../token-keeper';
import { PDD_CODES, PDD_ROUTER_PATH, pddSign } from './sign';

type Answer = Record<string, unknown>;

/** Pinduoduo's client, plus the OAuth code exchange for a shop authorized through the console. */
export interface PddClient extends PlatformClient {
  exchangeCode(shop: ShopCredentials, code: string): Promise<PlatformToken>;
}

/** The longest `start_updated_at`..`end_updated_at` the order list accepts: 24 hours. */
export const PDD_WINDOW_SECONDS = 86_400;
const PAGE_SIZE = 100;
/** `pdd.open.decrypt.batch`: at most 100 ciphers a call; an item that failed has its `error_code`. */
const DECRYPT: BatchDecrypt<PddCipherField> = {
  method: 'pdd.open.decrypt.batch',
  batchSize: 100,
  asked: 'data_list',
  tag: 'data_tag',
  cipher: 'encrypted_data',
  answered: 'data_decrypt_list',
  clear: 'decrypted_data',
  failed: 'error_code',
  callName: 'pdd.open.decrypt.batch',
  orderOf: pddOrder,
};
/** `pdd.goods.list.get`'s goods and their SKUs. */
const GOODS_NAMES: ProductListNames = {
  products: 'goods_list',
  total: 'total_count',
  productId: 'goods_id',
  title: 'goods_name',
  skus: 'sku_list',
  skuId: 'sku_id',
  specOf: (sku) => (typeof sku.spec === 'string' ? sku.spec : ''),
};

const AUTH_CODES = new Set<number>([
  PDD_CODES.badClient,
  PDD_CODES.badSign,
  PDD_CODES.badToken,
  PDD_CODES.tokenExpired,
]);
const RATE_CODES = new Set<number>([PDD_CODES.rateLimited, PDD_CODES.rateLimitedOld]);
const BUSY_CODES = new Set<number>([PDD_CODES.internal, 50002, 52001, 52002, 52102, PDD_CODES.unavailable]);

function errorOf(e: Answer): PlatformError {
  const code = Number(e.error_code);
  const words = [e.error_msg, e.sub_msg].filter((w) => typeof w === 'string' && w).join(': ');
  const message = `pdd ${code}: ${words}`;
  if (AUTH_CODES.has(code)) return new PlatformError('auth', message, String(code));
  if (RATE_CODES.has(code)) return new PlatformError('rate_limited', message, String(code));
  if (BUSY_CODES.has(code)) return new PlatformError('unavailable', message, String(code));
  return new PlatformError('refused', message, String(code));
}

const isExpired = (e: unknown) =>
  e instanceof PlatformError && e.platformCode === String(PDD_CODES.tokenExpired);

/**
 * The Pinduoduo open-platform client. A new token (created, refreshed) is handed to `onToken`
 * and then put on `shop.token`, so later calls with the same credentials object use it.
 */
export function createPddClient(options: ClientOptions): PddClient {
  const patience = patienceOf(options);
  const now = options.now ?? (() => new Date());
  const router = `${options.baseUrl.replace(/\/$/, '')}${PDD_ROUTER_PATH}`;

  /** One signed call, without retry: the answer's `<type without pdd., dots as _>_response` object. */
  async function once(
    shop: ShopCredentials,
    type: string,
    biz: Answer,
    token: string | null,
    signal?: AbortSignal,
  ) {
    const params: Record<string, string> = {
      type,
      client_id: shop.appKey,
      timestamp: String(Math.floor(now().getTime() / 1000)),
      data_type: 'JSON',
    };
    if (token) params.access_token = token;
    for (const [k, v] of Object.entries(biz)) params[k] = typeof v === 'string' ? v : JSON.stringify(v);
    params.sign = pddSign(shop.secret, params);
    const { text } = await fetchText(
      router,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params).toString(),
      },
      patience.timeoutMs,
      signal,
    );
    const answer = parseJson(text) as Answer | null;
    if (!answer || typeof answer !== 'object') throw new PlatformError('protocol', `${type}: not an object`);
    if (answer.error_response) throw errorOf(answer.error_response as Answer);
    const key = `${type.replace(/^pdd\./, '').replace(/\./g, '_')}_response`;
    const body = answer[key];
    if (!body || typeof body !== 'object') throw new PlatformError('protocol', `${type}: no ${key}`);
    return body as Answer;
  }

  /** Token calls: a refusal of any kind there means the shop must be authorized again. */
  async function tokenCall(shop: ShopCredentials, type: string, biz: Answer, signal?: AbortSignal) {
    let answer: Answer;
    try {
      answer = await withRetries(patience, () => once(shop, type, biz, null, signal), signal);
    } catch (error) {
      if (error instanceof PlatformError && error.kind === 'refused') {
        throw new PlatformError('auth', error.message, error.platformCode);
      }
      throw error;
    }
    const owner = answer.owner_id === undefined ? shop.shopId : str(answer.owner_id);
    if (owner !== shop.shopId)
      throw new PlatformError('auth', `the token is mall ${owner}'s, not ${shop.shopId}'s`);
    const expiresIn = Number(answer.expires_in);
    if (typeof answer.access_token !== 'string' || !Number.isFinite(expiresIn)) {
      throw new PlatformError('protocol', `${type}: no access_token or expires_in`);
    }
    const token: PlatformToken = {
      accessToken: answer.access_token,
      refreshToken: typeof answer.refresh_token === 'string' ? answer.refresh_token : '',
      expiresAt: new Date(now().getTime() + expiresIn * 1000),
    };
    await options.onToken?.(shop, token);
    shop.token = token;
    return token;
  }

  /**
   * A new token: refreshed when the shop has a refresh token, else created with the code. A shop
   * authorized for its own app (自研应用) gets one with its mall id as the code (the fake issues
   * it so; on the platform the code comes from the authorization page, see exchangeCode).
   */
  const tokens = tokenKeeper({
    now,
    isExpired,
    renewToken: (shop, signal) =>
      shop.token?.refreshToken
        ? tokenCall(shop, 'pdd.pop.auth.token.refresh', { refresh_token: shop.token.refreshToken }, signal)
        : tokenCall(shop, 'pdd.pop.auth.token.create', { code: shop.shopId }, signal),
  });

  /** A business call with the shop's token: retried as retryable, the token renewed once if expired. */
  const call = (shop: ShopCredentials, type: string, biz: Answer, signal?: AbortSignal) =>
    tokens.withToken(
      shop,
      (token) => withRetries(patience, () => once(shop, type, biz, token, signal), signal),
      signal,
    );

  return {
    platform: 'pdd',
    authorize: (shop) => tokens.authorize(shop),
    exchangeCode: (shop, code) => tokenCall(shop, 'pdd.pop.auth.token.create', { code }),

    async testConnection(shop) {
      const mall = await call(shop, 'pdd.mall.info.get', {});
      if (str(mall.mall_id) !== shop.shopId) {
        throw new PlatformError('auth', `the token opens mall ${str(mall.mall_id)}, not ${shop.shopId}`);
      }
    },

    listProducts: (shop) =>
      listEveryProduct(PAGE_SIZE, GOODS_NAMES, (page) =>
        call(shop, 'pdd.goods.list.get', { page, page_size: PAGE_SIZE }),
      ),

    async pullOrders(shop, window, onPage, signal) {
      const shopCall: PlatformCall = (method, params) => call(shop, method, params, signal);
      const passPage = orderPagePasser(readPddRow, DECRYPT, shopCall, onPage);
      for (const [from, to] of splitWindow(window.start, window.end, PDD_WINDOW_SECONDS)) {
        for (let page = 1; ; page += 1) {
          signal?.throwIfAborted();
          const answer = await call(
            shop,
            'pdd.order.list.get',
            // 5 = every order status, every refund status: the cancellations are wanted too.
            {
              order_status: 5,
              refund_status: 5,
              start_updated_at: from,
              end_updated_at: to,
              page,
              page_size: PAGE_SIZE,
              use_has_next: true,
            },
            signal,
          );
          if (!Array.isArray(answer.order_list))
            throw new PlatformError('protocol', 'pdd.order.list.get: no order_list');
          await passPage(answer.order_list);
          if (answer.has_next !== true) break;
        }
      }
    },
  };
}
