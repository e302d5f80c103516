import { and, count, eq, inArray } from 'drizzle-orm';
import type {
  CaptureShop,
  CapturePlatform,
  Language,
  ShopAuthMode,
  ShopAuthState,
  ShopSyncState,
} from '@console/contract';
import type { Executor } from '../../db/database';
import type { AppContext } from '../../lib/context';
import { decryptText } from '../../lib/data-cipher';
import { notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { marketAppOf } from './market-apps';
import { type MarketApp, PlatformError, type ShopCredentials } from './platforms/platform';
import { captureOrders, captureShops } from './tables';
import { isoTimeOrNull } from '../../lib/time';

export type ShopRecord = typeof captureShops.$inferSelect;

/** The caller's shop, locked for a change when asked; another merchant's is not found. */
export async function ownShop(
  db: Executor,
  merchantId: number,
  id: number,
  lock = false,
): Promise<ShopRecord> {
  const query = db
    .select()
    .from(captureShops)
    .where(and(eq(captureShops.id, id), eq(captureShops.merchantId, merchantId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * The app a shop's calls are made with: its own (secrets decrypted, only in memory), or for a
 * market shop the console's market app (a PlatformError when it is gone from the settings).
 */
export function appOf(ctx: AppContext, shop: ShopRecord): MarketApp {
  if (shop.authMode === 'market') {
    const app = marketAppOf(ctx, shop.platform as CapturePlatform);
    if (!app) throw new PlatformError('auth', `no market app of ${shop.platform} in the settings`);
    return app;
  }
  const open = (sealed: string) => (sealed ? decryptText(ctx.secrets.dataKey, sealed) : '');
  return { appKey: shop.appKey, secret: open(shop.secretEnc), signSecret: open(shop.signSecretEnc) };
}

/** What the shop's client needs: its app and its tokens decrypted, only in memory. */
export function credentialsOf(ctx: AppContext, shop: ShopRecord): ShopCredentials {
  const { appKey, secret, signSecret } = appOf(ctx, shop);
  const key = ctx.secrets.dataKey;
  const token =
    shop.accessTokenEnc && shop.refreshTokenEnc && shop.tokenExpiresAt
      ? {
          accessToken: decryptText(key, shop.accessTokenEnc),
          refreshToken: decryptText(key, shop.refreshTokenEnc),
          expiresAt: shop.tokenExpiresAt,
        }
      : null;
  return { shopId: shop.shopId, appKey, secret, signSecret, authMode: shop.authMode as ShopAuthMode, token };
}

/**
 * A platform failure in the caller's words: the kind's text, then the platform's own words and
 * code when it gave them (a code the console does not know is shown with its text, never alone).
 */
export function platformErrorText(lang: Language, kind: string, code: string, text = ''): string {
  const message = translate(lang, `capture.error.${kind}`);
  if (text) return translate(lang, 'capture.error.with_text', { message, text, code: code || '-' });
  return code ? translate(lang, 'capture.error.with_code', { message, code }) : message;
}

/** The failure's text in the caller's words. */
export const errorText = (lang: Language, error: PlatformError): string =>
  platformErrorText(lang, error.kind, error.platformCode, error.platformText);

/** The columns that record a failure on the shop (and a refused or withdrawn authorization). */
export const failureColumns = (error: PlatformError, now = new Date()) => ({
  lastErrorKind: error.kind,
  lastErrorCode: error.platformCode.slice(0, 40),
  lastErrorText: error.platformText.slice(0, 200),
  lastErrorAt: now,
  ...(error.kind === 'auth' || error.kind === 'revoked' ? { authState: 'refused' as const } : {}),
});

/** The columns that clear the last failure (a success). */
export const noFailureColumns = { lastErrorKind: '', lastErrorCode: '', lastErrorText: '' } as const;

/** Orders waiting for a mapping, per shop. */
export async function waitingCounts(db: Executor, shopIds: number[]): Promise<Map<number, number>> {
  if (!shopIds.length) return new Map();
  const rows = await db
    .select({ shopId: captureOrders.shopId, n: count() })
    .from(captureOrders)
    .where(and(inArray(captureOrders.shopId, shopIds), eq(captureOrders.state, 'waiting')))
    .groupBy(captureOrders.shopId);
  return new Map(rows.map((r) => [r.shopId, Number(r.n)]));
}

/** Where Gantanhao's callbacks go (the merchant enters it in Gantanhao's console). */
export const gantanhaoPushUrl = (publicUrl: string) => `${publicUrl}/api/capture/push/gantanhao`;

/** A shop as the console shows it: never the secret nor a token, only whether they are set. */
export function toCaptureShop(
  ctx: AppContext,
  shop: ShopRecord,
  waiting: number,
  lang: Language,
): CaptureShop {
  // A token past its expiry is shown as such, whatever state was stored with it.
  const expired = shop.authState === 'authorized' && shop.tokenExpiresAt && shop.tokenExpiresAt <= new Date();
  return {
    id: shop.id,
    platform: shop.platform as CapturePlatform,
    name: shop.name,
    shop_id: shop.shopId,
    app_key: shop.appKey,
    has_secret: shop.secretEnc !== '',
    has_sign_secret: shop.signSecretEnc !== '',
    auth_mode: shop.authMode as ShopAuthMode,
    auth_state: (expired ? 'expired' : shop.authState) as ShopAuthState,
    token_expires_at: isoTimeOrNull(shop.tokenExpiresAt),
    enabled: shop.enabled,
    sync_minutes: shop.syncMinutes,
    sync_state: shop.syncState as ShopSyncState,
    sync_pages: shop.syncPages,
    sync_orders: shop.syncOrders,
    last_sync_at: isoTimeOrNull(shop.lastSyncAt),
    last_error: shop.lastErrorKind
      ? platformErrorText(lang, shop.lastErrorKind, shop.lastErrorCode, shop.lastErrorText)
      : null,
    last_error_at: shop.lastErrorKind ? isoTimeOrNull(shop.lastErrorAt) : null,
    orders_captured: shop.ordersCaptured,
    orders_waiting: waiting,
    push_url: shop.platform === 'gantanhao' ? gantanhaoPushUrl(ctx.config.PUBLIC_URL) : null,
  };
}

/** One shop as answered after a change. */
export async function shopAnswer(ctx: AppContext, shop: ShopRecord, lang: Language): Promise<CaptureShop> {
  const waiting = (await waitingCounts(ctx.db, [shop.id])).get(shop.id) ?? 0;
  return toCaptureShop(ctx, shop, waiting, lang);
}
