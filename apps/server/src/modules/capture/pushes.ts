import { createHash } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { captureEndpoints, DoudianPushBody } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { decryptText } from '../../lib/data-cipher';
import { header, receiveSignedWebhook, type SignedWebhook, type WebhookCall } from '../../lib/signed-webhook';
import { orderEnvOf } from '../orders';
import { capturePage } from './capture-page';
import { type DoudianPush, parseDoudianPush, verifyDoudianPush } from './platforms/doudian';
import {
  checkGantanhaoPush,
  type GantanhaoPush,
  gantanhaoPushSchema,
  parseGantanhaoPush,
} from './platforms/gantanhao';
import { bindShopIn } from './shop-binding';
import { appOf, noFailureColumns, type ShopRecord } from './shop-rows';
import { requestSync } from './sync-queue';
import { captureShops } from './tables';

/** Where the platforms push, under /api (their endpoints of the table). */
export const PUSH_PATH = {
  doudian: captureEndpoints.captureDoudianPush.path,
  gantanhao: captureEndpoints.captureGantanhaoPush.path,
} as const;
const ENDPOINT = { doudian: 'capture-doudian', gantanhao: 'capture-gantanhao' } as const;

const secretOf = (ctx: AppContext, shop: ShopRecord) => decryptText(ctx.secrets.dataKey, shop.secretEnc);

// ---------- Doudian: a push says "look again"; the orders are pulled by the shop's sync ----------

/** The push's messages; its event id is its message id (a digest of them when it carries several). */
const doudianSchema = DoudianPushBody.transform((items) => {
  const ids = items.map((i) => String(i.msg_id));
  const event_id =
    ids.length === 1 ? ids[0]! : `h:${createHash('sha256').update(ids.sort().join(',')).digest('hex')}`;
  return { event_id };
});

function doudianHook(ctx: AppContext, verified: ShopRecord[]): SignedWebhook<{ event_id: string }, null> {
  let push: DoudianPush | null = null;
  return {
    endpoint: ENDPOINT.doudian,
    schema: doudianSchema,
    // The app key comes in the `app-id` header, the shops in the messages: the push is genuine
    // when `event-sign` is MD5(app key + raw body + secret) with the secret of those shops.
    async verify(call) {
      push = parseDoudianPush(call.rawBody);
      const appKey = header(call.headers, 'app-id');
      if (!push || !appKey) return { outcome: 'bad_signature', detail: 'not a Doudian push' };
      const candidates = await ctx.db
        .select()
        .from(captureShops)
        .where(
          and(
            eq(captureShops.platform, 'doudian'),
            // An own app's shops, or the shops that use the console's market app.
            or(eq(captureShops.appKey, appKey), eq(captureShops.authMode, 'market')),
            push.shopIds.length ? inArray(captureShops.shopId, push.shopIds) : undefined,
          ),
        );
      const sign = header(call.headers, 'event-sign');
      const appOfShop = (s: ShopRecord) => {
        try {
          return appOf(ctx, s);
        } catch {
          return null; // a market shop whose app left the settings: no secret to check with
        }
      };
      verified.push(
        ...candidates.filter((s) => {
          const app = appOfShop(s);
          return app?.appKey === appKey && verifyDoudianPush(appKey, call.rawBody, app.secret, sign);
        }),
      );
      return verified.length ? null : { outcome: 'bad_signature', detail: `app ${appKey.slice(0, 40)}` };
    },
    apply: (_tx, event) => {
      const names = (push?.orderIds ?? []).join(',');
      return Promise.resolve({ result: null, detail: `${event.event_id} orders ${names}` });
    },
    classify: () => null,
  };
}

/** One Doudian push: recorded, then a sync of each enabled shop it names (outside its transaction). */
export async function receiveDoudianPush(ctx: AppContext, call: WebhookCall): Promise<void> {
  const shops: ShopRecord[] = [];
  await receiveSignedWebhook(ctx, doudianHook(ctx, shops), call);
  for (const shop of shops) if (shop.enabled) await requestSync(ctx, shop.id);
}

// ---------- Gantanhao: the event carries the order, captured in the webhook's transaction ----------

export interface GantanhaoPushResult {
  state: 'captured' | 'recorded' | 'ignored';
}

function gantanhaoHook(ctx: AppContext): SignedWebhook<GantanhaoPush, GantanhaoPushResult> {
  let shop: ShopRecord | undefined;
  return {
    endpoint: ENDPOINT.gantanhao,
    schema: gantanhaoPushSchema,
    // The secret is the shop's: found by the body's shop id and app key before the body is trusted.
    async verify(call) {
      const body = (call.body ?? {}) as { shop_id?: unknown; app_key?: unknown };
      if (typeof body.shop_id !== 'string' || typeof body.app_key !== 'string')
        return { outcome: 'bad_signature' };
      // Several merchants may hold a record of one shop id (only one bound, decision 046): the
      // push is the one whose secret signs it, the bound record first.
      const candidates = await ctx.db
        .select()
        .from(captureShops)
        .where(
          and(
            eq(captureShops.platform, 'gantanhao'),
            eq(captureShops.shopId, body.shop_id.slice(0, 64)),
            eq(captureShops.appKey, body.app_key.slice(0, 128)),
          ),
        )
        .orderBy(sql`${captureShops.boundAt} is null`, captureShops.id);
      if (!candidates.length)
        return { outcome: 'bad_signature', detail: `shop ${body.shop_id.slice(0, 40)}` };
      let check: ReturnType<typeof checkGantanhaoPush> = 'bad_signature';
      for (const candidate of candidates) {
        check = checkGantanhaoPush(secretOf(ctx, candidate), call.headers, call.rawBody);
        if (check === 'ok') {
          shop = candidate;
          return null;
        }
      }
      return { outcome: check };
    },
    async apply(tx, event) {
      const target = shop!;
      // A push signed with the shop's secret proves its credentials as 测试连接 would: the shop
      // is authorized (Gantanhao issues no token, so nothing else ever says so), and its id is
      // bound to its merchant (decision 046).
      const proven = { authState: 'authorized' as const, ...noFailureColumns, updatedAt: new Date() };
      await bindShopIn(tx, target.id, proven);
      if (!target.enabled) {
        return { result: { state: 'ignored' }, detail: `${event.event_id} shop disabled` };
      }
      const { order } = parseGantanhaoPush(event);
      const page =
        'customer' in order ? { orders: [order], malformed: [] } : { orders: [], malformed: [order] };
      const env = orderEnvOf(ctx);
      const outcome = await capturePage(
        tx,
        env,
        { id: target.id, merchantId: target.merchantId, platform: 'gantanhao' },
        page,
      );
      await tx
        .update(captureShops)
        .set({
          ...proven,
          ordersCaptured: sql`${captureShops.ordersCaptured} + ${outcome.captured}`,
          lastSyncAt: new Date(),
        })
        .where(eq(captureShops.id, target.id));
      return {
        result: { state: outcome.captured ? 'captured' : 'recorded' },
        detail: `${event.event_id} ${event.type} ${order.platformOrderId}`.slice(0, 200),
      };
    },
    classify: () => null,
  };
}

export const receiveGantanhaoPush = (ctx: AppContext, call: WebhookCall) =>
  receiveSignedWebhook(ctx, gantanhaoHook(ctx), call);
