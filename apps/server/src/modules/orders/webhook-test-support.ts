// Test support (not a test): sends order events as the partner's fulfilment system would.
import { desc, eq } from 'drizzle-orm';
import {
  ApiPath,
  type OrderWebhookPayload,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@console/contract';
import { orders, orderStatusHistory } from './tables';
import { webhookCalls } from '../../db/tables';
import { signWebhook } from '../../lib/signed-webhook';
import type { TestApp } from '../../test/test-app';
import { ORDER_WEBHOOK, type OrderWebhookResult } from './webhook';

let serial = 0;
/** An event id no other call of this run has used. */
export const eventId = (label = 'e') => `${label}-${process.pid}-${++serial}`;

export const nowSeconds = () => String(Math.floor(Date.now() / 1000));

export interface SendOptions {
  timestamp?: string;
  secret?: string;
  signature?: string;
}

/** POSTs an order event: the raw body, a timestamp and the HMAC over both, no session. */
export async function sendOrderEvent(
  t: TestApp,
  body: Partial<OrderWebhookPayload> | Record<string, unknown> | string,
  o: SendOptions = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = o.timestamp ?? nowSeconds();
  const signature = o.signature ?? signWebhook(o.secret ?? t.ctx.secrets.webhookSecret, timestamp, raw);
  const res = await t.inject({
    method: 'POST',
    url: `/api${ApiPath.orderWebhook}`,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
      [WEBHOOK_SIGNATURE_HEADER]: signature,
    },
  });
  return {
    status: res.statusCode,
    ...res.json<{ code: number; msg: string; data: OrderWebhookResult | null }>(),
  };
}

/** The latest recorded call of the order webhook. */
export const lastOrderCall = async (t: TestApp) =>
  (
    await t.ctx.db
      .select()
      .from(webhookCalls)
      .where(eq(webhookCalls.endpoint, ORDER_WEBHOOK))
      .orderBy(desc(webhookCalls.id))
      .limit(1)
  )[0]!;

export const readOrder = async (t: TestApp, id: number) =>
  (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;

export const historyOf = (t: TestApp, id: number) =>
  t.ctx.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(orderStatusHistory.id);
