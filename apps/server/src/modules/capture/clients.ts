import type { CapturePlatform } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { encryptText } from '../../lib/data-cipher';
import { PLATFORM_ADAPTERS } from './platforms';
import { PlatformError, type PlatformClient, type PlatformToken } from './platforms/platform';
import { bindShop } from './shop-binding';

/** The fakes' addresses of an app that started them (CAPTURE_FAKES): the clients go there instead. */
const fakeUrls = new WeakMap<AppContext, Partial<Record<CapturePlatform, string>>>();

export const useFakeUrls = (ctx: AppContext, urls: Partial<Record<CapturePlatform, string>>) =>
  fakeUrls.set(ctx, urls);

/** What tells the fakes of a shop saved in the console (set while CAPTURE_FAKES runs them). */
const fakeShopListeners = new WeakMap<AppContext, () => Promise<void>>();

export const onShopSaved = (ctx: AppContext, listener: () => Promise<void>) =>
  fakeShopListeners.set(ctx, listener);

/** With the fakes running, a shop saved is known to its fake before the answer (so "test connection" works at once). */
export async function shopSaved(ctx: AppContext): Promise<void> {
  await fakeShopListeners.get(ctx)?.();
}

/**
 * Where a platform is: its open API and its authorization page (the fake's own address for both
 * while the fakes run). Gantanhao only pushes: its client makes no call that goes out.
 */
function urlsOf(ctx: AppContext, platform: CapturePlatform): { baseUrl: string; authUrl: string } {
  const fake = fakeUrls.get(ctx)?.[platform];
  if (fake) return { baseUrl: fake, authUrl: fake };
  const c = ctx.config;
  switch (platform) {
    case 'doudian':
      return { baseUrl: c.CAPTURE_DOUDIAN_URL, authUrl: c.CAPTURE_DOUDIAN_AUTH_URL };
    case 'pdd':
      return { baseUrl: c.CAPTURE_PDD_URL, authUrl: c.CAPTURE_PDD_AUTH_URL };
    case 'kuaishou':
      return { baseUrl: c.CAPTURE_KUAISHOU_URL, authUrl: c.CAPTURE_KUAISHOU_AUTH_URL };
    case 'gantanhao':
      return { baseUrl: c.PUBLIC_URL, authUrl: c.PUBLIC_URL };
  }
}

/** The columns of a shop's token, sealed with DATA_KEY. */
export const tokenColumns = (ctx: AppContext, token: PlatformToken) => ({
  accessTokenEnc: encryptText(ctx.secrets.dataKey, token.accessToken),
  refreshTokenEnc: encryptText(ctx.secrets.dataKey, token.refreshToken),
  tokenExpiresAt: token.expiresAt,
  authState: 'authorized' as const,
  updatedAt: new Date(),
});

/**
 * Stores a shop's new token (encrypted) the moment its client obtains one, before it is used: the
 * platform granted it for the shop's id, which binds the id to the shop's merchant.
 */
async function storeToken(ctx: AppContext, shopRowId: number, token: PlatformToken): Promise<void> {
  await bindShop(ctx.db, shopRowId, tokenColumns(ctx, token));
}

/** A client that answers every call as unavailable: the platform's client is not in the registry. */
const missingClient = (platform: CapturePlatform): PlatformClient => {
  const fail = () => Promise.reject(new PlatformError('unavailable', `no client for ${platform}`));
  return { platform, authorize: fail, testConnection: fail, listProducts: fail, pullOrders: fail };
};

/**
 * The client of one shop's platform, storing the tokens it obtains on that shop. Never call it
 * inside a transaction of `ctx.db`: a new token is written through `ctx.db` (one connection on
 * PGlite).
 */
export function clientFor(ctx: AppContext, platform: CapturePlatform, shopRowId: number): PlatformClient {
  const adapter = PLATFORM_ADAPTERS[platform];
  // With the fakes switched on, never the real platform: not before the fakes have started either.
  if (!adapter || (ctx.config.CAPTURE_FAKES && !fakeUrls.get(ctx)?.[platform]))
    return missingClient(platform);
  return adapter.createClient({
    ...urlsOf(ctx, platform),
    timeoutMs: ctx.config.CAPTURE_TIMEOUT_MS,
    attempts: ctx.config.CAPTURE_ATTEMPTS,
    backoffMs: ctx.config.CAPTURE_BACKOFF_MS,
    onToken: (_shop, token) => storeToken(ctx, shopRowId, token),
  });
}

export const hasProductCall = (platform: CapturePlatform) =>
  PLATFORM_ADAPTERS[platform]?.hasProductCall ?? platform !== 'gantanhao';
