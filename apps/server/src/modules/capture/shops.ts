import { and, asc, count, eq, isNotNull, lt, ne, or, type SQL } from 'drizzle-orm';
import {
  CAPTURE_SHOPS_MAX,
  type CapturePlatform,
  type Language,
  PULL_PLATFORMS,
  SHOP_TOKEN_WARN_DAYS,
  type ShopAttention,
  type ShopAuthMode,
  type ShopListResult,
  type ShopResult,
  type ShopSavePayload,
  type ShopTestResult,
  type PayloadOut,
  type captureEndpoints,
} from '@console/contract';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/sql-helpers';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { encryptText } from '../../lib/data-cipher';
import { notFound } from '../../lib/errors';
import { clientFor, shopSaved } from './clients';
import { CaptureError } from './errors';
import { callbackUrl, marketAppOf } from './market-apps';
import { PlatformError } from './platforms/platform';
import {
  credentialsOf,
  errorText,
  failureColumns,
  noFailureColumns,
  ownShop,
  shopAnswer,
  toCaptureShop,
  waitingCounts,
} from './shop-rows';
import { boundElsewhere } from './shop-binding';
import { requestSync } from './sync-queue';
import { captureShops } from './tables';

type SavePayload = z.output<typeof ShopSavePayload>;

/** The shops that need the merchant (enabled ones): a token running out soon, a failure shown. */
function attentionWhere(attention: ShopAttention, now: Date): SQL {
  const soon = new Date(now.getTime() + SHOP_TOKEN_WARN_DAYS * 86_400_000);
  const expiring = and(isNotNull(captureShops.tokenExpiresAt), lt(captureShops.tokenExpiresAt, soon))!;
  const failed = ne(captureShops.lastErrorKind, '');
  const which =
    attention === 'token_expiring' ? expiring : attention === 'sync_failed' ? failed : or(expiring, failed)!;
  return and(eq(captureShops.enabled, true), which)!;
}

export async function shopList(
  ctx: AppContext,
  merchantId: number,
  { platform, attention }: PayloadOut<typeof captureEndpoints.captureShops>,
  lang: Language,
  now = new Date(),
): Promise<ShopListResult> {
  const rows = await ctx.db
    .select()
    .from(captureShops)
    .where(
      and(
        eq(captureShops.merchantId, merchantId),
        eq(captureShops.platform, platform),
        attention ? attentionWhere(attention, now) : undefined,
      ),
    )
    .orderBy(asc(captureShops.id));
  const waiting = await waitingCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => toCaptureShop(ctx, r, waiting.get(r.id) ?? 0, lang)),
    total: rows.length,
    market_app: marketAppOf(ctx, platform) !== null,
    callback_url: platform === 'gantanhao' ? '' : callbackUrl(ctx.config.PUBLIC_URL, platform),
  };
}

/**
 * The app columns of a saved shop: a market shop keeps none of its own (the console's app from
 * the settings); an own app keeps its key, and its secrets sealed (an empty one on an edit keeps
 * the stored one). Gantanhao has no market: its shops are always their own app.
 */
const modeOf = (body: SavePayload): ShopAuthMode => (body.platform === 'gantanhao' ? 'self' : body.auth_mode);

function appColumns(ctx: AppContext, body: SavePayload, isNew: boolean) {
  const key = ctx.secrets.dataKey;
  const mode = modeOf(body);
  if (mode === 'market') {
    if (!marketAppOf(ctx, body.platform)) throw new AppError(CaptureError.noMarketApp);
    return { authMode: mode, appKey: '', secretEnc: '', signSecretEnc: '' };
  }
  if (isNew && !body.secret) throw new AppError(CaptureError.shopSecretRequired);
  // Kuaishou signs its calls with a sign secret of the app's own, apart from the app secret.
  if (isNew && body.platform === 'kuaishou' && !body.sign_secret)
    throw new AppError(CaptureError.signSecretRequired);
  return {
    authMode: mode,
    appKey: body.app_key,
    ...(body.secret ? { secretEnc: encryptText(key, body.secret) } : {}),
    ...(body.sign_secret ? { signSecretEnc: encryptText(key, body.sign_secret) } : {}),
  };
}

/**
 * Adds a shop or edits one. The secret is write-only: required for a new shop, kept when an edit
 * leaves it empty. New credentials (shop id, app key or secret) drop the tokens obtained with the
 * old ones: the shop must be authorized again.
 */
export async function captureShopSave(
  ctx: AppContext,
  merchantId: number,
  body: PayloadOut<typeof captureEndpoints.captureShopSave>,
  lang: Language,
): Promise<ShopResult> {
  const now = new Date();
  try {
    if (body.id === undefined) {
      const app = appColumns(ctx, body, true);
      const created = await ctx.db.transaction(async (tx) => {
        const [{ shops } = { shops: 0 }] = await tx
          .select({ shops: count() })
          .from(captureShops)
          .where(and(eq(captureShops.merchantId, merchantId), eq(captureShops.platform, body.platform)));
        if (shops >= CAPTURE_SHOPS_MAX)
          throw new AppError(CaptureError.shopLimit, { max: CAPTURE_SHOPS_MAX, count: CAPTURE_SHOPS_MAX });
        // A shop id another merchant's platform authorization proved is theirs (decision 046).
        if (await boundElsewhere(tx, merchantId, body.platform, body.shop_id))
          throw new AppError(CaptureError.shopDuplicate);
        const [row] = await tx
          .insert(captureShops)
          .values({
            merchantId,
            platform: body.platform,
            name: body.name,
            shopId: body.shop_id,
            secretEnc: '',
            ...app,
            enabled: body.enabled,
            syncMinutes: body.sync_minutes,
          })
          .returning();
        return row!;
      });
      await shopSaved(ctx);
      return { shop: await shopAnswer(ctx, created, lang) };
    }
    const id = body.id;
    const saved = await ctx.db.transaction(async (tx) => {
      const shop = await ownShop(tx, merchantId, id, true);
      // A shop stays on its platform: asked through another platform's page, it is not there.
      if (shop.platform !== body.platform) throw notFound();
      const idChanged = body.shop_id !== shop.shopId;
      if (idChanged && (await boundElsewhere(tx, merchantId, body.platform, body.shop_id)))
        throw new AppError(CaptureError.shopDuplicate);
      const modeChanged = shop.authMode !== modeOf(body);
      const app = appColumns(ctx, body, modeChanged);
      // Tokens belong to the shop and the app they were issued for: new ones of either drop them.
      const newCredentials =
        idChanged ||
        modeChanged ||
        (app.authMode === 'self' && (app.appKey !== shop.appKey || Boolean(body.secret || body.sign_secret)));
      const [row] = await tx
        .update(captureShops)
        .set({
          name: body.name,
          shopId: body.shop_id,
          ...app,
          ...(newCredentials
            ? { accessTokenEnc: null, refreshTokenEnc: null, tokenExpiresAt: null, authState: 'unauthorized' }
            : {}),
          // Another shop id is not proved by the platform's word on the old one.
          ...(idChanged ? { boundAt: null } : {}),
          enabled: body.enabled,
          syncMinutes: body.sync_minutes,
          updatedAt: now,
        })
        .where(eq(captureShops.id, shop.id))
        .returning();
      return row!;
    });
    await shopSaved(ctx);
    return { shop: await shopAnswer(ctx, saved, lang) };
  } catch (error) {
    if (
      isUniqueViolation(error, 'capture_shops_merchant_shop_key') ||
      isUniqueViolation(error, 'capture_shops_platform_shop_key')
    )
      throw new AppError(CaptureError.shopDuplicate);
    throw error;
  }
}

export async function captureShopStatus(
  ctx: AppContext,
  merchantId: number,
  id: number,
  enabled: boolean,
  lang: Language,
): Promise<ShopResult> {
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(captureShops)
      .set({ enabled, updatedAt: new Date() })
      .where(and(eq(captureShops.id, id), eq(captureShops.merchantId, merchantId)))
      .returning();
    if (!updated) throw notFound();
    return updated;
  });
  return { shop: await shopAnswer(ctx, row, lang) };
}

/**
 * "Test connection": obtains (or refreshes) the token, then makes the platform's cheapest call.
 * The outcome is recorded on the shop (authorized, or the failure and, for refused credentials,
 * `refused`) and answered in the caller's words. The platform's calls run outside any transaction:
 * the client stores a new token through `ctx.db`.
 */
export async function captureShopTest(
  ctx: AppContext,
  merchantId: number,
  id: number,
  lang: Language,
): Promise<ShopTestResult> {
  const shop = await ownShop(ctx.db, merchantId, id);
  const client = clientFor(ctx, shop.platform as CapturePlatform, shop.id);
  let message = '';
  let outcome: Partial<typeof captureShops.$inferInsert>;
  try {
    const credentials = credentialsOf(ctx, shop);
    // Gantanhao issues no token: its test only checks the stored credentials.
    const token = shop.platform === 'gantanhao' ? null : await client.authorize(credentials);
    await client.testConnection({ ...credentials, token });
    outcome = { authState: 'authorized', ...noFailureColumns, updatedAt: new Date() };
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    message = errorText(lang, error);
    outcome = failureColumns(error);
  }
  // The outcome in a transaction of its own, after the platform's calls: the call's audit record
  // commits with it (a token the client obtained on the way is stored as a sync stores it).
  await ctx.db.transaction((tx) => tx.update(captureShops).set(outcome).where(eq(captureShops.id, shop.id)));
  const after = await ownShop(ctx.db, merchantId, id);
  return { ok: message === '', message, shop: await shopAnswer(ctx, after, lang) };
}

/** "Sync now": queues the shop's sync (an enabled pull shop; Gantanhao pushes, it is never pulled). */
export async function captureShopSync(
  ctx: AppContext,
  merchantId: number,
  id: number,
  lang: Language,
): Promise<ShopResult> {
  const shop = await ownShop(ctx.db, merchantId, id);
  if (shop.enabled && (PULL_PLATFORMS as readonly string[]).includes(shop.platform)) {
    await requestSync(ctx, shop.id);
  }
  return { shop: await shopAnswer(ctx, await ownShop(ctx.db, merchantId, id), lang) };
}
