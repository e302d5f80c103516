import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  authorizesOnPage,
  type AuthorizeOutcome,
  type CapturePlatform,
  CAPTURE_PLATFORM_ROUTES,
  flattenRoutes,
  type ShopAuthMode,
  type ShopAuthorizeResult,
} from '@console/contract';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { keyedHash, randomToken } from '../../lib/crypto';
import { sessions } from '../auth/tables';
import { clientFor, tokenColumns } from './clients';
import { CaptureError } from './errors';
import { callbackUrl } from './market-apps';
import { PlatformError } from './platforms/platform';
import { bindShop } from './shop-binding';
import { appOf, noFailureColumns, ownShop } from './shop-rows';
import { captureAuthorizations } from './tables';

// A shop authorized on its platform's page (OAuth 2.0's authorization code, RFC 6749 §4.1). The
// console makes a state for the shop, bound to the session that asked (a signed-out session's
// answer is refused) and to the browser (a cookie's nonce: RFC 6749 §10.12, so that a code
// someone else obtained cannot be planted in this merchant's shop); the platform hands the state
// back with the code; the callback takes it once, within ten minutes, exchanges the code for the
// shop's tokens and stores them sealed.

/** How long a merchant may take on the platform's page. */
export const AUTHORIZE_TTL_MS = 10 * 60_000;
/** The cookie carrying the browser's nonce, sent only to the capture calls. */
export const BROWSER_COOKIE = 'capture_oauth';
export const BROWSER_COOKIE_PATH = '/api/capture/';

/** The shop list the merchant comes back to, saying how the authorization went. */
export function shopPageUrl(
  publicUrl: string,
  platform: CapturePlatform,
  outcome: AuthorizeOutcome,
  shop = 0,
) {
  const path =
    flattenRoutes().find((r) => r.name === CAPTURE_PLATFORM_ROUTES[platform])?.path ?? '/catch-order';
  const query = new URLSearchParams({ authorize: outcome, ...(shop ? { shop: String(shop) } : {}) });
  return `${publicUrl}/merchant/#${path}?${query.toString()}`;
}

/** A nonce the browser may already carry (from an earlier visit), else a new one. */
export const browserNonceOf = (cookie: string | undefined): string =>
  cookie && /^[A-Za-z0-9_-]{43}$/.test(cookie) ? cookie : randomToken();

/**
 * The platform's authorization page for the merchant's shop, with a new state for it. Refused for
 * a shop whose token comes without the page (Doudian's self-use apps, Gantanhao).
 */
export async function startAuthorization(
  ctx: AppContext,
  asker: { merchantId: number; sessionId: number; browserNonce: string },
  shopRowId: number,
): Promise<ShopAuthorizeResult> {
  const shop = await ownShop(ctx.db, asker.merchantId, shopRowId);
  const platform = shop.platform as CapturePlatform;
  const client = clientFor(ctx, platform, shop.id);
  if (!authorizesOnPage(platform, shop.authMode as ShopAuthMode) || !client.authorizationUrl)
    throw new AppError(CaptureError.authorizeWithoutPage);
  let app;
  try {
    app = appOf(ctx, shop);
  } catch (error) {
    if (error instanceof PlatformError) throw new AppError(CaptureError.noMarketApp);
    throw error;
  }
  const state = randomToken();
  // In a transaction of its own: the call's audit record commits with the state.
  await ctx.db.transaction((tx) =>
    tx.insert(captureAuthorizations).values({
      stateHash: keyedHash(ctx.secrets.tokenPepper, state),
      browserHash: keyedHash(ctx.secrets.tokenPepper, asker.browserNonce),
      merchantId: asker.merchantId,
      sessionId: asker.sessionId,
      shopId: shop.id,
      platform,
      expiresAt: new Date(Date.now() + AUTHORIZE_TTL_MS),
    }),
  );
  const redirectUri = callbackUrl(ctx.config.PUBLIC_URL, platform);
  return { url: client.authorizationUrl({ app, state, redirectUri }) };
}

export interface CallbackInput {
  platform: CapturePlatform;
  code: string;
  state: string;
  /** The nonce of the browser's cookie ('' without one). */
  browserNonce: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** Why a callback was not taken, with the shop when it is known (for the page it returns to). */
export interface CallbackOutcome {
  outcome: AuthorizeOutcome;
  shop: number;
}

/**
 * The platform's answer: the state taken (once: marked used before anything else), checked
 * against the browser and the session, the code exchanged, the tokens stored on the shop when
 * they open that very shop. Outside any transaction: the exchange is a network call.
 */
export async function completeAuthorization(ctx: AppContext, input: CallbackInput): Promise<CallbackOutcome> {
  const pepper = ctx.secrets.tokenPepper;
  if (!input.state) return { outcome: 'state', shop: 0 };
  const [asked] = await ctx.db
    .update(captureAuthorizations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(captureAuthorizations.stateHash, keyedHash(pepper, input.state)),
        eq(captureAuthorizations.platform, input.platform),
        isNull(captureAuthorizations.usedAt),
        gt(captureAuthorizations.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!asked) return { outcome: 'state', shop: 0 };
  const refused = (outcome: AuthorizeOutcome) => ({ outcome, shop: asked.shopId });
  if (asked.browserHash !== keyedHash(pepper, input.browserNonce)) return refused('browser');
  if (!(await sessionLives(ctx, asked.sessionId))) return refused('session');
  if (!input.code) return refused('denied');
  const shop = await ownShop(ctx.db, asked.merchantId, asked.shopId).catch(() => null);
  const client = shop && clientFor(ctx, input.platform, shop.id);
  if (!shop || !client?.exchangeCode) return refused('failed');
  try {
    const redirectUri = callbackUrl(ctx.config.PUBLIC_URL, input.platform);
    const granted = await client.exchangeCode(appOf(ctx, shop), input.code, redirectUri);
    // A code the owner of another shop granted: its tokens are never put on this one.
    if (granted.shopId !== shop.shopId) return refused('shop');
    // The platform names this very shop: its id is bound to this merchant (decision 046).
    await bindShop(ctx.db, shop.id, { ...tokenColumns(ctx, granted.token), ...noFailureColumns });
    return { outcome: 'done', shop: shop.id };
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    input.log.warn(
      { shop: shop.id, kind: error.kind, code: error.platformCode },
      'capture: code exchange failed',
    );
    return refused('failed');
  }
}

async function sessionLives(ctx: AppContext, sessionId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return Boolean(row);
}
