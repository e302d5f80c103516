import { z } from 'zod';
export * from './push-headers';

// The shop platforms' pushes as they arrive (decision 065): the body each platform sends, the
// headers it signs with, and what it expects back. The capture module checks the signature first
// (each platform's own rule), then the body by these schemas.

// ---------- Doudian: the message service's push (`[{tag, msg_id, data}]`) ----------

/**
 * One message of a push, as Doudian's message service writes it (the SDKs' `DoudianOpMsg`: `tag`,
 * `msg_id`, `data`, a JSON text of the event's fields): fields it may add later are kept, not refused.
 */
export const DoudianPushMessage = z.looseObject({
  tag: z.union([z.string().max(16), z.number()]),
  msg_id: z.union([z.string().max(64), z.number()]),
  data: z.string(),
});

/** A push: one to 200 messages (a shop's orders to look at again; the orders are pulled). */
export const DoudianPushBody = z.array(DoudianPushMessage).min(1).max(200);

/** What Doudian expects back from a receiver that took the push (it resends otherwise). */
export const DoudianPushAnswer = z.object({ code: z.literal(0), msg: z.literal('success') });

// ---------- Gantanhao: an order event, signed like the partner's webhooks with the shop's secret ----------

export const GANTANHAO_EVENT_TYPES = ['order.created', 'order.updated', 'order.cancelled'] as const;
export type GantanhaoEventType = (typeof GANTANHAO_EVENT_TYPES)[number];

/** An order event: the shop (by its id and app key), the event's id (taken once) and the order. */
export const GantanhaoPush = z.strictObject({
  event_id: z.string().min(1).max(100),
  shop_id: z.string().min(1).max(64),
  app_key: z.string().min(1).max(64),
  type: z.enum(GANTANHAO_EVENT_TYPES),
  order: z.record(z.string(), z.unknown()),
});

/** What became of the event's order: captured, recorded (nothing to capture), or ignored (shop disabled). */
export const GantanhaoPushResult = z.object({ state: z.enum(['captured', 'recorded', 'ignored']) });
