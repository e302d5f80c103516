import {
  type AuthorizedShop,
  type ClientOptions,
  type MarketApp,
  type PlatformClient,
  PlatformError,
  type PlatformToken,
  type ShopCredentials,
} from '../platform';
import { readPlatformJson } from '../platform-json';
import { listEveryProduct, type PlatformCall, type ProductListNames, str } from '../pull-kit';
import { fetchText, patienceOf, withRetries } from '../retry';
import { tokenKeeper } from '../token-keeper';
import { splitWindow } from './orders';
import { pddPagePasser } from './pages';
import {
  PDD_ANSWER_KEY,
  PDD_ANY_STATUS,
  PDD_AUTH_HOST,
  PDD_AUTH_PATH,
  PDD_CALL,
  PDD_CODE,
  PDD_ERROR_KEY,
  PDD_PAGE_SIZE,
  PDD_ROUTER_PATH,
  PDD_WINDOW_SECONDS,
  type PddCall,
} from './protocol';
import { pddParams, pddSign, type PddValue } from './sign';

type Answer = Record<string, unknown>;
/** Who signs a call: the shop's own app, or the console's market app. */
type Signer = Pick<ShopCredentials, 'appKey' | 'secret'>;

/** Pinduoduo's client: every call of the boundary, the authorization page and the code exchange. */
export type PddClient = PlatformClient & Required<Pick<PlatformClient, 'authorizationUrl' | 'exchangeCode'>>;

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

const AUTH_CODES = new Set<number>([PDD_CODE.badClient, PDD_CODE.badSign]);
const REVOKED_CODES = new Set<number>([PDD_CODE.badToken, PDD_CODE.tokenExpired]);
const RATE_CODES = new Set<number>([PDD_CODE.rateLimited, PDD_CODE.tooFrequent]);
const BUSY_CODES = new Set<number>([...PDD_CODE.internal, ...PDD_CODE.unavailable]);

/** The platform's refusal as the engine acts on it, with the platform's code and its own words. */
function errorOf(type: string, e: Answer): PlatformError {
  const code = Number(e.error_code);
  const words = [e.error_msg, e.sub_msg].filter((w): w is string => typeof w === 'string' && w !== '');
  const text = [...new Set(words)].join('：');
  const message = `${type}: pdd ${code} ${text}`;
  const kind = AUTH_CODES.has(code)
    ? 'auth'
    : REVOKED_CODES.has(code)
      ? 'revoked'
      : RATE_CODES.has(code)
        ? 'rate_limited'
        : BUSY_CODES.has(code)
          ? 'unavailable'
          : 'refused';
  return new PlatformError(kind, message, String(code), text);
}

/** The call's answer under its own key, or the platform's refusal. */
function readAnswer(type: PddCall, text: string): Answer {
  let answer: unknown;
  try {
    answer = readPlatformJson(text);
  } catch {
    throw new PlatformError('protocol', `${type}: not JSON: ${text.slice(0, 80)}`);
  }
  if (!answer || typeof answer !== 'object') throw new PlatformError('protocol', `${type}: not an object`);
  const envelope = answer as Answer;
  const refusal = envelope[PDD_ERROR_KEY];
  if (refusal && typeof refusal === 'object') throw errorOf(type, refusal as Answer);
  const body = envelope[PDD_ANSWER_KEY[type]];
  if (!body || typeof body !== 'object') {
    throw new PlatformError('protocol', `${type}: no ${PDD_ANSWER_KEY[type]}`);
  }
  return body as Answer;
}

const isExpired = (e: unknown) =>
  e instanceof PlatformError && e.platformCode === String(PDD_CODE.tokenExpired);

/**
 * The Pinduoduo open-platform client. A new token (refreshed) is handed to `onToken` and then put
 * on `shop.token`, so later calls with the same credentials object use it. Pinduoduo issues no
 * token without its authorization page, for the merchant's own app as for a market app: a shop
 * without a token, or whose refresh token is refused, must be authorized again (`revoked`).
 */
export function createPddClient(options: ClientOptions): PddClient {
  const patience = patienceOf(options);
  const now = options.now ?? (() => new Date());
  const router = `${options.baseUrl.replace(/\/$/, '')}${PDD_ROUTER_PATH}`;
  const authPage = `${(options.authUrl ?? PDD_AUTH_HOST).replace(/\/$/, '')}${PDD_AUTH_PATH}`;

  /** One signed call, without retry: the answer's body under the call's own key. */
  async function once(app: Signer, type: PddCall, biz: Answer, token: string | null, signal?: AbortSignal) {
    const params = pddParams({
      type,
      client_id: app.appKey,
      timestamp: Math.floor(now().getTime() / 1000),
      data_type: 'JSON',
      version: 'V1',
      access_token: token,
      ...(biz as Record<string, PddValue>),
    });
    params.sign = pddSign(app.secret, params);
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
    return readAnswer(type, text);
  }

  /** A token call's answer: the shop it opens (`owner_id`) and the token. */
  function tokenOf(type: PddCall, answer: Answer): AuthorizedShop {
    const expiresIn = Number(answer.expires_in);
    if (typeof answer.access_token !== 'string' || !answer.access_token || !Number.isFinite(expiresIn)) {
      throw new PlatformError('protocol', `${type}: no access_token or expires_in`);
    }
    return {
      shopId: str(answer.owner_id),
      token: {
        accessToken: answer.access_token,
        refreshToken: typeof answer.refresh_token === 'string' ? answer.refresh_token : '',
        expiresAt: new Date(now().getTime() + expiresIn * 1000),
      },
    };
  }

  /** The shop's token refreshed; a refused refresh token means authorizing again. */
  async function refresh(shop: ShopCredentials, signal?: AbortSignal): Promise<PlatformToken> {
    const refreshToken = shop.token?.refreshToken;
    if (!refreshToken) {
      throw new PlatformError(
        'revoked',
        `pdd: shop ${shop.shopId} has no token: authorize it on Pinduoduo's page`,
      );
    }
    const type = PDD_CALL.tokenRefresh;
    let answer: Answer;
    try {
      answer = await withRetries(
        patience,
        () => once(shop, type, { refresh_token: refreshToken }, null, signal),
        signal,
      );
    } catch (error) {
      if (!(error instanceof PlatformError) || error.kind !== 'refused') throw error;
      throw new PlatformError(
        'revoked',
        `${error.message} (refresh token refused)`,
        error.platformCode,
        error.platformText,
      );
    }
    const granted = tokenOf(type, answer);
    if (granted.shopId !== shop.shopId) {
      throw new PlatformError('auth', `${type}: the token is mall ${granted.shopId}'s, not ${shop.shopId}'s`);
    }
    await options.onToken?.(shop, granted.token);
    shop.token = granted.token;
    return granted.token;
  }

  const tokens = tokenKeeper({ now, isExpired, renewToken: refresh });

  /** A business call with the shop's token: retried as retryable, the token renewed once if expired. */
  const call = (shop: ShopCredentials, type: PddCall, biz: Answer, signal?: AbortSignal) =>
    tokens.withToken(
      shop,
      (token) => withRetries(patience, () => once(shop, type, biz, token, signal), signal),
      signal,
    );

  /**
   * One page of the increment call over [from, to] (seconds). The first call of a piece goes
   * without `use_has_next` (its answer has the total), the others with it (no total: cheaper).
   */
  const incrementPage = (
    shop: ShopCredentials,
    [from, to]: [number, number],
    page: number,
    useHasNext: boolean,
    signal?: AbortSignal,
  ) =>
    call(
      shop,
      PDD_CALL.orderIncrement,
      {
        is_lucky_flag: 0,
        order_status: PDD_ANY_STATUS,
        refund_status: PDD_ANY_STATUS,
        start_updated_at: from,
        end_updated_at: to,
        page,
        page_size: PDD_PAGE_SIZE,
        use_has_next: useHasNext,
      },
      signal,
    );

  const rowsOf = (answer: Answer): unknown[] => {
    const list = answer.order_sn_list;
    if (!Array.isArray(list))
      throw new PlatformError('protocol', `${PDD_CALL.orderIncrement}: no order_sn_list`);
    return list;
  };

  return {
    platform: 'pdd',
    authorize: (shop) => tokens.authorize(shop),

    authorizationUrl: ({ app, state, redirectUri }) => {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: app.appKey,
        redirect_uri: redirectUri,
        state,
      });
      return `${authPage}?${query.toString()}`;
    },

    // The platform checks the callback against the app's settings when the page is opened; the
    // token call itself takes the code alone.
    async exchangeCode(app: MarketApp, code: string) {
      const type = PDD_CALL.tokenCreate;
      const answer = await withRetries(patience, () => once(app, type, { code }, null));
      const granted = tokenOf(type, answer);
      if (!granted.shopId) throw new PlatformError('protocol', `${type}: no owner_id`);
      return granted;
    },

    async testConnection(shop) {
      const mall = await call(shop, PDD_CALL.mallInfo, {});
      if (str(mall.mall_id) !== shop.shopId) {
        throw new PlatformError('auth', `the token opens mall ${str(mall.mall_id)}, not ${shop.shopId}`);
      }
    },

    listProducts: (shop) =>
      listEveryProduct(PDD_PAGE_SIZE, GOODS_NAMES, (page) =>
        call(shop, PDD_CALL.goodsList, { page, page_size: PDD_PAGE_SIZE }),
      ),

    /**
     * Each piece of at most 30 minutes as the platform asks: a first page with the total, then
     * from the last page back to the first (the answer is newest first, so a change during the
     * paging moves rows towards pages still to come, never past them), each page as it arrives.
     */
    async pullOrders(shop, window, onPage, signal) {
      const shopCall: PlatformCall = (method, params) => call(shop, method as PddCall, params, signal);
      const passPage = pddPagePasser(shopCall, onPage);
      for (const piece of splitWindow(window.start, window.end, PDD_WINDOW_SECONDS)) {
        signal?.throwIfAborted();
        const first = await incrementPage(shop, piece, 1, false, signal);
        const total = Number(first.total_count);
        if (!Number.isInteger(total)) {
          throw new PlatformError('protocol', `${PDD_CALL.orderIncrement}: no total_count`);
        }
        if (total <= PDD_PAGE_SIZE) {
          await passPage(rowsOf(first));
          continue;
        }
        for (let page = Math.ceil(total / PDD_PAGE_SIZE); page >= 1; page -= 1) {
          signal?.throwIfAborted();
          await passPage(rowsOf(await incrementPage(shop, piece, page, true, signal)));
        }
      }
    },
  };
}
