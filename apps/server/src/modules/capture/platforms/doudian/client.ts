import {
  type ClientOptions,
  type PlatformClient,
  PlatformError,
  type PlatformProduct,
  type PlatformToken,
  type ShopCredentials,
} from '../platform';
import { pullOrderPages, type ShopCall } from './orders';
import { DD_LIMITS, type DdProductListAnswer, type DdSku, type DdToken } from './protocol';
import { createTransport, isRefreshDead, isTokenRefused } from './transport';

// The Doudian open-platform client: tokens of a self-use app (自用型应用: token.create with the
// shop id, no merchant redirect), products with their SKUs, and orders updated within a window.

/** A token this close to its expiry is renewed before use rather than refused mid-pull. */
const RENEW_BEFORE_MS = 30 * 60_000;

export function createDoudianClient(options: ClientOptions): PlatformClient {
  const call = createTransport(options);
  const now = options.now ?? (() => new Date());

  /** A token answer as the engine keeps it, or a protocol error when a field is missing. */
  function toToken(method: string, data: DdToken | null): PlatformToken {
    if (!data || typeof data.access_token !== 'string' || typeof data.refresh_token !== 'string') {
      throw new PlatformError('protocol', `${method}: no token in the answer`);
    }
    const seconds = Number(data.expires_in);
    if (!Number.isFinite(seconds) || seconds <= 0)
      throw new PlatformError('protocol', `${method}: no expires_in`);
    return {
      accessToken: data.access_token,
      refreshToken: data.refresh_token,
      expiresAt: new Date(now().getTime() + seconds * 1000),
    };
  }

  const renewing = new WeakMap<ShopCredentials, Promise<PlatformToken>>();
  const target = (shop: ShopCredentials) => ({ appKey: shop.appKey, secret: shop.secret });

  /**
   * A new token: refreshed while the refresh token lives (14 days), created again (self-use apps
   * may, with the shop id) when it is dead or there is none. The shop's `token` is replaced in the
   * object the engine passed, and `onToken` is awaited first, so the engine has stored the token
   * before any call uses it (a crash in between cannot lose a refresh token already spent).
   */
  function renew(shop: ShopCredentials, signal?: AbortSignal): Promise<PlatformToken> {
    // Calls of one shop running at once share one renewal: a refresh token is good for one use.
    let running = renewing.get(shop);
    if (!running) {
      running = obtain(shop, signal).finally(() => renewing.delete(shop));
      renewing.set(shop, running);
    }
    return running;
  }

  async function obtain(shop: ShopCredentials, signal?: AbortSignal): Promise<PlatformToken> {
    let token: PlatformToken | null = null;
    if (shop.token?.refreshToken) {
      try {
        const params = { grant_type: 'refresh_token', refresh_token: shop.token.refreshToken };
        token = toToken('token.refresh', await call<DdToken>(target(shop), 'token.refresh', params, signal));
      } catch (error) {
        if (!isRefreshDead(error)) throw error;
      }
    }
    if (!token) {
      const params = { code: '', grant_type: 'authorization_self', shop_id: shop.shopId };
      token = toToken('token.create', await call<DdToken>(target(shop), 'token.create', params, signal));
    }
    await options.onToken?.(shop, token);
    shop.token = token;
    return token;
  }

  async function authorize(shop: ShopCredentials, signal?: AbortSignal): Promise<PlatformToken> {
    const t = shop.token;
    if (t && t.expiresAt.getTime() - now().getTime() > RENEW_BEFORE_MS) return t;
    return renew(shop, signal);
  }

  /** The shop's API with its token: a token the platform refuses (expired early, revoked) is renewed once. */
  function shopCall(shop: ShopCredentials, signal?: AbortSignal): ShopCall {
    return async <T>(method: string, params: Record<string, unknown>): Promise<T> => {
      const token = await authorize(shop, signal);
      try {
        return await call<T>({ ...target(shop), accessToken: token.accessToken }, method, params, signal);
      } catch (error) {
        if (!isTokenRefused(error)) throw error;
        const fresh = await renew(shop, signal);
        return call<T>({ ...target(shop), accessToken: fresh.accessToken }, method, params, signal);
      }
    };
  }

  /**
   * Products page by page (`product.listV2`, pages from 1), each with its SKUs from `sku.list`
   * (one call a product: listV2 does not carry SKUs). A product is listed once as a whole (skuId
   * '') and once per SKU, titled with its spec values after the product's name.
   */
  async function listProducts(shop: ShopCredentials): Promise<PlatformProduct[]> {
    const api = shopCall(shop);
    const out: PlatformProduct[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await api<DdProductListAnswer>('product.listV2', { page, size: DD_LIMITS.productPage });
      const products = Array.isArray(answer?.data) ? answer.data : [];
      for (const p of products) {
        const productId = String(p.product_id);
        out.push({ productId, skuId: '', title: p.name });
        const skus = await api<DdSku[]>('sku.list', { product_id: productId });
        for (const sku of Array.isArray(skus) ? skus : []) {
          const spec = [sku.spec_detail_name1, sku.spec_detail_name2, sku.spec_detail_name3].filter(Boolean);
          out.push({ productId, skuId: String(sku.id), title: [p.name, ...spec].join(' ') });
        }
      }
      if (products.length < DD_LIMITS.productPage || page * DD_LIMITS.productPage >= Number(answer.total)) {
        return out;
      }
    }
  }

  return {
    platform: 'doudian',
    authorize: (shop) => authorize(shop),
    // The cheapest call that needs a working token: one product (or none).
    testConnection: async (shop) => {
      await shopCall(shop)('product.listV2', { page: 1, size: 1 });
    },
    listProducts,
    pullOrders: (shop, window, onPage, signal) =>
      pullOrderPages(shopCall(shop, signal), window, onPage, signal),
  };
}
