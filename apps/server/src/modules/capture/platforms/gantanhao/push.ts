import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import {
  GANTANHAO_EVENT_TYPES,
  GANTANHAO_SIGNATURE_HEADER,
  GANTANHAO_TIMESTAMP_HEADER,
  type GantanhaoEventType,
  GantanhaoPush as GantanhaoPushBody,
} from '@console/contract';
import { safeEqual } from '../../../../lib/crypto';
import { type MalformedOrder, PlatformError, type PlatformOrder, type ShopCredentials } from '../platform';

// Gantanhao (91敢探号) pushes its orders; nothing is pulled. Its wire format is ours to define
// (decision 016): a JSON body signed like the project's own webhooks (lib/signed-webhook.ts) but
// with the shop's secret, a timestamp inside ±5 minutes, and an event id accepted once.

// The headers, the event types and the body are the contract's (capture/pushes.ts: the endpoint's).
export { GANTANHAO_EVENT_TYPES, GANTANHAO_SIGNATURE_HEADER, GANTANHAO_TIMESTAMP_HEADER };
export type { GantanhaoEventType };
export const GANTANHAO_WINDOW_SECONDS = 300;

/** `X-Gth-Signature`: hex HMAC-SHA-256, keyed with the shop's secret, of `${timestamp}.${raw body}`. */
export const signGantanhaoPush = (secret: string, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

type Headers = Record<string, string | string[] | undefined>;
const header = (h: Headers, name: string) => {
  const v = h[name] ?? h[name.toLowerCase()];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
};

/**
 * The signature first (compared in constant time), then the timestamp's window, in the order
 * lib/signed-webhook.ts checks them. `ok` still leaves the event id to be checked for a replay.
 */
export function checkGantanhaoPush(
  secret: string,
  headers: Headers,
  rawBody: string,
  now: Date = new Date(),
): 'ok' | 'bad_signature' | 'stale' {
  const timestamp = header(headers, GANTANHAO_TIMESTAMP_HEADER);
  const signature = header(headers, GANTANHAO_SIGNATURE_HEADER).toLowerCase();
  if (!secret || !signature || !safeEqual(signature, signGantanhaoPush(secret, timestamp, rawBody))) {
    return 'bad_signature';
  }
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
  return Math.abs(now.getTime() / 1000 - seconds) <= GANTANHAO_WINDOW_SECONDS ? 'ok' : 'stale';
}

/**
 * Event ids seen, for a receiver without the database (the console's receiver has the unique
 * index of webhook_calls instead). An id need only be kept for two windows: a replay of a body
 * carries its signed timestamp, which by then is outside the window and refused as stale.
 */
export class GantanhaoReplayGuard {
  private readonly seen = new Map<string, number>();

  /** True the first time an id is offered; false for a replay. */
  accept(eventId: string, now: Date = new Date()): boolean {
    const at = now.getTime();
    for (const [id, seenAt] of this.seen) {
      if (at - seenAt > 2 * GANTANHAO_WINDOW_SECONDS * 1000) this.seen.delete(id);
    }
    if (this.seen.has(eventId)) return false;
    this.seen.set(eventId, at);
    return true;
  }
}

/**
 * The envelope, strict (an unknown key is refused, as every signed webhook's body). The order is
 * read by parseGantanhaoPush instead: a broken order is put aside with why, not refused, so the
 * shop's capture log shows it.
 */
export const gantanhaoPushSchema = GantanhaoPushBody;
export type GantanhaoPush = z.infer<typeof gantanhaoPushSchema>;

export interface GantanhaoEvent {
  eventId: string;
  shopId: string;
  appKey: string;
  type: GantanhaoEventType;
}

/** ISO 8601 with its offset, e.g. `2024-05-01T20:00:00+08:00` (milliseconds allowed). */
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
const CUSTOMER_FIELDS = ['name', 'phone', 'id_number', 'province', 'city', 'address'] as const;

/**
 * Gantanhao's order status: `paid` → active; `cancelled`, `refunded` → cancelled. An
 * `order.cancelled` event is cancelled whatever its order says.
 */
export function gantanhaoStatus(type: GantanhaoEventType, status: unknown): PlatformOrder['status'] | null {
  if (type === 'order.cancelled' || status === 'cancelled' || status === 'refunded') return 'cancelled';
  return status === 'paid' ? 'active' : null;
}

/**
 * The push as the engine uses it: its event, and its order normalised like any platform's (or
 * put aside with the reason). Throws PlatformError('protocol') when the envelope is not one.
 */
export function parseGantanhaoPush(body: unknown): {
  event: GantanhaoEvent;
  order: PlatformOrder | MalformedOrder;
} {
  const parsed = gantanhaoPushSchema.safeParse(body);
  if (!parsed.success) {
    throw new PlatformError(
      'protocol',
      `not a Gantanhao push: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
    );
  }
  const push = parsed.data;
  const event = { eventId: push.event_id, shopId: push.shop_id, appKey: push.app_key, type: push.type };
  const o = push.order;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const platformOrderId = str(o.order_id);
  const updatedAt = TIME.test(str(o.updated_at)) ? new Date(str(o.updated_at)) : null;
  const bad = (reason: string) => ({ event, order: { platformOrderId, updatedAt, reason } });
  if (!platformOrderId) return bad('no order.order_id');
  if (!updatedAt || Number.isNaN(updatedAt.getTime())) return bad('no readable order.updated_at');
  const status = gantanhaoStatus(push.type, o.status);
  if (!status) return bad(`unknown order.status ${str(o.status).slice(0, 20)}`);
  if (!str(o.product_id)) return bad('no order.product_id');
  const c = (o.customer && typeof o.customer === 'object' ? o.customer : {}) as Record<string, unknown>;
  const missing = CUSTOMER_FIELDS.find((f) => !str(c[f]));
  if (missing) return bad(`no order.customer.${missing}`);
  return {
    event,
    order: {
      platformOrderId,
      status,
      updatedAt,
      productId: str(o.product_id),
      skuId: str(o.sku_id),
      title: str(o.title),
      customer: {
        name: str(c.name),
        phone: str(c.phone),
        idNumber: str(c.id_number),
        province: str(c.province),
        city: str(c.city),
        district: str(c.district),
        address: str(c.address),
      },
      roomId: '',
      authorId: '',
      videoId: '',
    },
  };
}

/**
 * "Test connection" for a push-only platform: there is no call to make, so it proves only that
 * the stored credentials are complete (the first signed push proves the secret).
 */
export function checkGantanhaoCredentials(shop: ShopCredentials): void {
  if (!shop.shopId || !shop.appKey || !shop.secret) {
    throw new PlatformError('auth', 'a Gantanhao shop needs its shop id, app key and secret');
  }
}
