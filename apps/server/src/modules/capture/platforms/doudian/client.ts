import {
  type AuthorizedShop,
  type ClientOptions,
  type MarketApp,
  type PlatformClient,
  PlatformError,
  type PlatformToken,
  type ShopCredentials,
} from '../platform';
import { tokenKeeper } from '../token-keeper';
import { pullOrderPages, type ShopCall } from './orders';
import { listEveryProduct } from './products';
import { DD_AUTHORIZE_HOST, DD_AUTHORIZE_PATH, type DdToken } from './protocol';
import { createTransport, isRefreshDead, isTokenRefused } from './transport';

// The Doudian open-platform client. A self-use app (自用型应用) creates its shop's token with the
// shop id alone (token.create, grant_type authorization_self); the console's app in the service
// market (工具型应用) gets it from the code of the service market's authorization page
// (grant_type authorization_code). Both refresh it with token.refresh while the refresh token
// lives; without a token, or with a dead refresh token, only a self-use app may start again on its
// own: a market shop must be authorized again on the page (PlatformError 'revoked').

/** Whether a shop's app may create its token by itself (a shop saved before modes existed: yes). */
const selfUse = (shop: ShopCredentials) => shop.authMode !== 'market';

/** A 64-bit id as text ('' when absent). */
const idText = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** Below this `expires_in` is a lifetime in seconds; above, a Unix time (the docs call it both). */
const UNIX_TIME_FROM = 1_000_000_000;

export function createDoudianClient(options: ClientOptions): PlatformClient {
  const call = createTransport(options);
  const now = options.now ?? (() => new Date());
  const authHost = (options.authUrl ?? DD_AUTHORIZE_HOST).replace(/\/+$/, '');
  const appOf = (app: { appKey: string; secret: string }) => ({ appKey: app.appKey, secret: app.secret });

  /** A token answer as the engine keeps it, with the shop it opens. */
  function readToken(method: string, data: DdToken | null): AuthorizedShop {
    if (!data || typeof data.access_token !== 'string' || typeof data.refresh_token !== 'string') {
      throw new PlatformError('protocol', `${method}: no access_token / refresh_token in the answer`);
    }
    const seconds = Number(data.expires_in);
    if (!Number.isFinite(seconds) || seconds <= 0)
      throw new PlatformError('protocol', `${method}: no expires_in`);
    const expiresAt =
      seconds >= UNIX_TIME_FROM ? new Date(seconds * 1000) : new Date(now().getTime() + seconds * 1000);
    const token = { accessToken: data.access_token, refreshToken: data.refresh_token, expiresAt };
    return { shopId: idText(data.shop_id), token };
  }

  /**
   * A new token for the shop: refreshed while the refresh token lives, else created again by a
   * self-use app. The shop's `token` is replaced in the object the engine passed, after `onToken`
   * has been awaited: the engine has stored it before any call uses it.
   */
  async function renewToken(shop: ShopCredentials, signal?: AbortSignal): Promise<PlatformToken> {
    let token: PlatformToken | null = null;
    if (shop.token?.refreshToken) {
      try {
        const params = { grant_type: 'refresh_token', refresh_token: shop.token.refreshToken };
        token = readToken('token.refresh', await call(appOf(shop), 'token.refresh', params, signal)).token;
      } catch (error) {
        // A dead refresh token of a market shop: the merchant authorizes again (already 'revoked').
        if (!isRefreshDead(error) || !selfUse(shop)) throw error;
      }
    }
    if (!token) {
      if (!selfUse(shop)) {
        throw new PlatformError(
          'revoked',
          'doudian: no token; the shop is authorized on the service market page',
        );
      }
      const params = { code: '', grant_type: 'authorization_self', shop_id: shop.shopId };
      token = readToken('token.create', await call(appOf(shop), 'token.create', params, signal)).token;
    }
    await options.onToken?.(shop, token);
    shop.token = token;
    return token;
  }

  const keeper = tokenKeeper({ now, renewToken, isExpired: isTokenRefused });

  /** The shop's API with its token: a token the platform refuses is renewed once. */
  const shopCall =
    (shop: ShopCredentials, signal?: AbortSignal): ShopCall =>
    <T>(method: string, params: Record<string, unknown>) =>
      keeper.withToken(
        shop,
        (accessToken) => call<T>({ ...appOf(shop), accessToken }, method, params, signal),
        signal,
      );

  /** The service market's page for the console's app (its callback is the service's setting). */
  function authorizationUrl({ app, state }: { app: MarketApp; state: string }): string {
    if (!app.serviceId) {
      throw new PlatformError(
        'auth',
        'doudian: the market app has no service id (CAPTURE_DOUDIAN_SERVICE_ID)',
      );
    }
    const url = new URL(DD_AUTHORIZE_PATH, `${authHost}/`);
    url.searchParams.set('service_id', app.serviceId);
    url.searchParams.set('state', state);
    return url.toString();
  }

  /** The page's code for the shop's tokens (token.create, grant_type authorization_code). */
  async function exchangeCode(app: MarketApp, code: string): Promise<AuthorizedShop> {
    const params = { code, grant_type: 'authorization_code' };
    const granted = readToken('token.create', await call(appOf(app), 'token.create', params));
    if (!granted.shopId) throw new PlatformError('protocol', 'token.create: no shop_id in the answer');
    return granted;
  }

  return {
    platform: 'doudian',
    authorize: (shop) => keeper.authorize(shop),
    // The cheapest call that needs a working token: one product (or none).
    testConnection: async (shop) => {
      await shopCall(shop)('product.listV2', { page: 1, size: 1 });
    },
    authorizationUrl,
    exchangeCode,
    listProducts: (shop) => listEveryProduct(shopCall(shop), Math.floor(now().getTime() / 1000)),
    pullOrders: (shop, window, onPage, signal) =>
      pullOrderPages(shopCall(shop, signal), window, onPage, signal),
  };
}
