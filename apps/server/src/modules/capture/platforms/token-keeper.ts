import type { PlatformToken, ShopCredentials } from './platform';
import { RENEW_BEFORE_MS } from './retry';

export interface TokenKeeperOptions {
  now: () => Date;
  /** The platform's token call for this shop: a refresh with its refresh token, else a creation. */
  renewToken(shop: ShopCredentials, signal?: AbortSignal): Promise<PlatformToken>;
  /** Whether a call failed because the platform says its token has expired. */
  isExpired(error: unknown): boolean;
}

/**
 * A client's shops' tokens (Pinduoduo, Kuaishou): renewed a little before they run out, and once
 * more when the platform says one expired anyway (then the call is made again). Concurrent
 * renewals of one shop share one call: a refresh token is good once.
 */
export function tokenKeeper(options: TokenKeeperOptions) {
  const renewing = new Map<string, Promise<PlatformToken>>();

  function renew(shop: ShopCredentials, signal?: AbortSignal): Promise<PlatformToken> {
    const key = `${shop.appKey}\u0000${shop.shopId}`;
    let pending = renewing.get(key);
    if (!pending) {
      pending = options.renewToken(shop, signal).finally(() => renewing.delete(key));
      renewing.set(key, pending);
    }
    return pending;
  }

  async function authorize(shop: ShopCredentials, signal?: AbortSignal): Promise<PlatformToken> {
    const token = shop.token;
    if (token && token.expiresAt.getTime() - options.now().getTime() > RENEW_BEFORE_MS) return token;
    return renew(shop, signal);
  }

  /** Runs a call with the shop's access token; an expired token is renewed once and the call made again. */
  async function withToken<T>(
    shop: ShopCredentials,
    run: (accessToken: string) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    const token = await authorize(shop, signal);
    try {
      return await run(token.accessToken);
    } catch (error) {
      if (!options.isExpired(error)) throw error;
      return run((await renew(shop, signal)).accessToken);
    }
  }

  return { authorize, withToken };
}
