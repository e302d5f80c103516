import { createHash } from 'node:crypto';

// The top-up provider's protocol, as the common Chinese phone top-up APIs have it (and as our fake
// speaks it). Every call is a JSON POST signed with an MD5 over its key fields and our secret:
//
//   POST /api/recharge/order  {app_id, order_id, phone, face, notify_url, timestamp, sign}
//        sign = md5(app_id + order_id + phone + face + timestamp + secret)
//        → {code: 0, data: {order_id, provider_ref, state: 'processing'|'success'|'failed', reason}}
//        An order id placed before answers that order (code 0) and never tops up again.
//   POST /api/recharge/query  {app_id, order_id, timestamp, sign = md5(app_id + order_id + timestamp + secret)}
//        → {code: 0, data: {...as above}} | {code: 1004} (no such order)
//   Callback to notify_url: {app_id, order_id, provider_ref, state: 'success'|'failed', reason,
//        timestamp, sign = md5(app_id + order_id + provider_ref + state + timestamp + secret)}
//        answered 200 = delivered (the provider retries anything else a few times).
// `order_id` is our item id; `face` whole yuan; `timestamp` Unix seconds; hex MD5, lower case.

export const PROVIDER_PATH = { order: '/api/recharge/order', query: '/api/recharge/query' } as const;

/** The provider's answer codes. */
export const PROVIDER_CODES = {
  ok: 0,
  badSign: 1001,
  badParams: 1002,
  /** Its own account with us is short (the order is refused, nothing is topped up). */
  fundsShort: 1003,
  notFound: 1004,
  internal: 5000,
} as const;

export type ProviderState = 'processing' | 'success' | 'failed';

export interface ProviderOrder {
  order_id: string;
  provider_ref: string;
  state: ProviderState;
  reason: string;
}

export const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

export const orderSign = (
  secret: string,
  o: { app_id: string; order_id: string; phone: string; face: number | string; timestamp: string },
) => md5(`${o.app_id}${o.order_id}${o.phone}${o.face}${o.timestamp}${secret}`);

export const querySign = (secret: string, o: { app_id: string; order_id: string; timestamp: string }) =>
  md5(`${o.app_id}${o.order_id}${o.timestamp}${secret}`);

export interface ProviderCallback {
  app_id: string;
  order_id: string;
  provider_ref: string;
  state: 'success' | 'failed';
  reason: string;
  timestamp: string;
  sign: string;
}

export const callbackSign = (secret: string, c: Omit<ProviderCallback, 'sign' | 'reason'>) =>
  md5(`${c.app_id}${c.order_id}${c.provider_ref}${c.state}${c.timestamp}${secret}`);

export const unixNow = () => String(Math.floor(Date.now() / 1000));

/** A field of a JSON body as the text that is signed ('' when it is not a string or a number). */
export const wireText = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';
