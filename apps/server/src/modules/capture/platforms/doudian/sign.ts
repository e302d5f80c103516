import { createHash, createHmac } from 'node:crypto';
import { safeEqual } from '../../../../lib/crypto';
import { writePlatformJson } from '../platform-json';
import { DD_PUSH_TAG } from './protocol';

// Doudian's signing rules, used by the client (to sign), the fake (to check, as the platform does)
// and the capture engine's push route (to verify pushes). Nothing here talks to the network.

/** The API version every call states (`v=2`): the version the sign below belongs to. */
export const DOUDIAN_API_VERSION = '2';
export const DOUDIAN_SIGN_METHOD = 'hmac-sha256';

/** `order.searchList` → `/order/searchList`: each method is POSTed to its own path. */
export const methodPath = (method: string): string => `/${method.split('.').join('/')}`;

/**
 * The `param_json` the SDKs sign and send: keys sorted at every depth, no spaces, non-ASCII as
 * UTF-8 (not escaped), a `bigint` written as a bare number (the SDKs' int64 parameters: the Go
 * SDK's utils.Marshal re-encodes the parameters as a sorted map, its numbers kept as written).
 */
export function canonicalJson(value: unknown): string {
  const int64s = { seen: false };
  const sorted = sortKeys(value, int64s);
  // Most parameters hold no int64: JSON.stringify alone, at its own speed (no replacer).
  return int64s.seen ? writePlatformJson(sorted) : JSON.stringify(sorted);
}

function sortKeys(value: unknown, int64s: { seen: boolean }): unknown {
  if (typeof value === 'bigint') int64s.seen = true;
  if (Array.isArray(value)) return value.map((v) => sortKeys(v, int64s));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = sortKeys(v, int64s);
  }
  return out;
}

export interface SignInput {
  appKey: string;
  secret: string;
  method: string;
  /** The canonical `param_json`, exactly as sent in the body. */
  paramJson: string;
  /** Unix seconds, as a string exactly as sent in the query. */
  timestamp: string;
}

/**
 * The request sign: lower-case hex HMAC-SHA256 keyed with the app secret of
 * secret + "app_key" + appKey + "method" + method + "param_json" + json + "timestamp" + ts + "v" + "2" + secret.
 * The access token is not signed (the token calls have none).
 */
export function doudianSign(input: SignInput): string {
  const { appKey, secret, method, paramJson, timestamp } = input;
  const text = `${secret}app_key${appKey}method${method}param_json${paramJson}timestamp${timestamp}v${DOUDIAN_API_VERSION}${secret}`;
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/** The query string of a call (the body carries `param_json`). */
export function signedQuery(input: SignInput & { accessToken?: string }): URLSearchParams {
  const query = new URLSearchParams({
    app_key: input.appKey,
    method: input.method,
    timestamp: input.timestamp,
    v: DOUDIAN_API_VERSION,
    sign_method: DOUDIAN_SIGN_METHOD,
    sign: doudianSign(input),
  });
  if (input.accessToken) query.set('access_token', input.accessToken);
  return query;
}

/** The `event-sign` header of a push: hex MD5 of appKey + raw body + appSecret (the push's own rule). */
export const doudianPushSign = (appKey: string, rawBody: string, secret: string): string =>
  createHash('md5').update(`${appKey}${rawBody}${secret}`, 'utf8').digest('hex');

/** Whether a push's `event-sign` header is the app's (constant-time; case of the hex ignored). */
export function verifyDoudianPush(
  appKey: string,
  rawBody: string,
  secret: string,
  header: string | undefined,
): boolean {
  if (!header) return false;
  return safeEqual(doudianPushSign(appKey, rawBody, secret), header.trim().toLowerCase());
}

/** One event of a push body: `{tag, msg_id, data}`, `data` a JSON string of the event's fields. */
export interface DoudianPushEvent {
  tag: string;
  msgId: string;
  shopId: string;
  /** The shop order (`p_id`); '' for events without one (the platform's test message). */
  orderId: string;
}

export interface DoudianPush {
  events: DoudianPushEvent[];
  /** Distinct shop ids mentioned, in the order first seen. */
  shopIds: string[];
  /** Distinct shop order ids mentioned, in the order first seen. */
  orderIds: string[];
}

/**
 * The ids a push mentions (a push says "look again", the order itself is pulled by the engine).
 * Ids are read from the text of `data`, not from a parsed number: the platform writes `p_id` and
 * `shop_id` as bare 19-digit numbers, which JSON.parse would round. Null when the body is not a
 * push (not a JSON array of events).
 */
export function parseDoudianPush(rawBody: string): DoudianPush | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const events: DoudianPushEvent[] = [];
  for (const item of parsed as unknown[]) {
    if (!item || typeof item !== 'object') return null;
    const { tag, msg_id: msgId, data } = item as Record<string, unknown>;
    if (typeof data !== 'string' || (typeof tag !== 'string' && typeof tag !== 'number')) return null;
    events.push({
      tag: String(tag),
      msgId: typeof msgId === 'string' || typeof msgId === 'number' ? String(msgId) : '',
      shopId: idField(data, 'shop_id'),
      orderId: String(tag) === DD_PUSH_TAG.test ? '' : idField(data, 'p_id'),
    });
  }
  const distinct = (ids: string[]) => [...new Set(ids.filter(Boolean))];
  return {
    events,
    shopIds: distinct(events.map((e) => e.shopId)),
    orderIds: distinct(events.map((e) => e.orderId)),
  };
}

/** An id field of a JSON text as written: a bare number's digits, or a string's text. */
function idField(json: string, name: string): string {
  const m = new RegExp(`"${name}"\\s*:\\s*(?:"([^"\\\\]*)"|(\\d+))`).exec(json);
  return m?.[1] ?? m?.[2] ?? '';
}
