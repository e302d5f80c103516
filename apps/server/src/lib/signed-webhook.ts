import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type Language,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_WINDOW_SECONDS,
} from '@console/contract';
import type { Tx } from '../db/database';
import { isUniqueViolation } from '../db/sql-helpers';
import { webhookCalls } from '../db/tables';
import { AppError } from './app-error';
import type { AppContext } from './context';
import { safeEqual } from './crypto';
import { CoreError } from './errors';
import { DEFAULT_LANGUAGE, translate } from './i18n';
import { firstUnknownKey, knownKeys } from './payload-keys';
import { zodIssueMessage } from './validation-message';

/** accepted, or why a call was refused. */
export type WebhookOutcome =
  'accepted' | 'bad_signature' | 'stale' | 'replay' | 'invalid' | 'unknown' | 'conflict';

/** The signature the partner sends: hex HMAC-SHA-256 of `${timestamp}.${raw body}`. */
export const signWebhook = (secret: string, timestamp: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

export interface WebhookCall {
  rawBody: string;
  body: unknown;
  /** The language of the answer (the default language when not given). */
  lang?: Language;
  headers: Record<string, string | string[] | undefined>;
  ip: string;
}

/** The call as the receiver reads it, from a Fastify request (its raw body kept by the app). */
export const webhookCallOf = (request: FastifyRequest): WebhookCall => ({
  rawBody: request.rawBody ?? '',
  body: request.body,
  lang: request.lang,
  headers: request.headers,
  ip: request.ip,
});

export interface SignedWebhook<Event extends { event_id: string }, Result> {
  /** Recorded in `webhook_calls.endpoint`; event ids are unique per endpoint. */
  endpoint: string;
  schema: z.ZodType<Event, unknown>;
  /** Applies the event in the transaction that records it; `detail` goes to the record. */
  apply(tx: Tx, event: Event): Promise<{ result: Result; detail: string }>;
  /** How a refusal thrown by `apply` is recorded (`unknown`, `conflict`), or null to record none. */
  classify(error: unknown, event: Event): { outcome: WebhookOutcome; detail: string } | null;
  /**
   * Whether the call is genuine and fresh, for a sender with its own signature rule or a secret
   * per sender (a platform's shop): null when it is, else why not. By default: the partner's
   * HMAC-SHA-256 over `${timestamp}.${raw body}` with WEBHOOK_SECRET, ±5 minutes (`partnerSignature`).
   */
  verify?(call: WebhookCall): Promise<WebhookRefusal | null> | WebhookRefusal | null;
}

/** A call refused before its body is read: a signature that does not match, or a stale one. */
export interface WebhookRefusal {
  outcome: 'bad_signature' | 'stale';
  detail?: string;
}

/** A header's first value ('' when absent). */
export const header = (h: WebhookCall['headers'], name: string) => {
  const v = h[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
};

/** Whether a Unix time in seconds (as sent) is within ±5 minutes of now. */
export const isFreshTimestamp = (timestamp: string) => {
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
  return Math.abs(Date.now() / 1000 - seconds) <= WEBHOOK_WINDOW_SECONDS;
};

/** The partner's rule: HMAC over `${timestamp}.${raw body}` in constant time, then the time window. */
export function partnerSignature(
  secret: string,
  headers: WebhookCall['headers'],
  rawBody: string,
): WebhookRefusal | null {
  const timestamp = header(headers, WEBHOOK_TIMESTAMP_HEADER);
  const signature = header(headers, WEBHOOK_SIGNATURE_HEADER).toLowerCase();
  if (!signature || !safeEqual(signature, signWebhook(secret, timestamp, rawBody))) {
    return { outcome: 'bad_signature' };
  }
  if (!isFreshTimestamp(timestamp)) return { outcome: 'stale', detail: `timestamp ${timestamp}` };
  return null;
}

/**
 * A call of one of the signed webhooks. Refused, and recorded with why: a signature that does not
 * match or a timestamp outside ±5 minutes (`verify`; the partner's HMAC by default), a body its schema refuses, an event id already accepted (a replay), or whatever
 * `apply` refuses. Accepted: the change and the event's record commit together, and the event
 * id's unique index makes a concurrent replay lose.
 */
export async function receiveSignedWebhook<Event extends { event_id: string }, Result>(
  ctx: AppContext,
  hook: SignedWebhook<Event, Result>,
  call: WebhookCall,
): Promise<Result> {
  const record = (outcome: WebhookOutcome, eventId: string | null, detail = '') =>
    ctx.db.insert(webhookCalls).values({
      endpoint: hook.endpoint,
      eventId: eventId?.slice(0, 100) ?? null,
      outcome,
      detail: detail.slice(0, 200),
      ip: call.ip.slice(0, 64),
    });
  const bodyEventId = (() => {
    const id = (call.body as { event_id?: unknown } | null)?.event_id;
    return typeof id === 'string' ? id : null;
  })();

  const refusal = hook.verify
    ? await hook.verify(call)
    : partnerSignature(ctx.secrets.webhookSecret, call.headers, call.rawBody);
  if (refusal) {
    await record(refusal.outcome, bodyEventId, refusal.detail);
    throw new AppError(refusal.outcome === 'stale' ? CoreError.webhookStale : CoreError.webhookSignature);
  }
  const keys = knownKeys(hook.schema, call.body);
  const unknownKey = keys && firstUnknownKey(keys, call.body);
  if (unknownKey !== undefined) {
    await record('invalid', bodyEventId, unknownKey);
    const reason = translate(call.lang ?? DEFAULT_LANGUAGE, 'v.field_unknown');
    throw AppError.worded(
      CoreError.webhookInvalid,
      translate(call.lang ?? DEFAULT_LANGUAGE, 'v.field', { field: unknownKey.slice(0, 50), reason }),
    );
  }
  const parsed = hook.schema.safeParse(call.body);
  if (!parsed.success) {
    await record('invalid', bodyEventId, parsed.error.issues.map((i) => i.path.join('.')).join(','));
    // Named like any refused payload (the partner's developers read it), after the record.
    throw AppError.worded(
      CoreError.webhookInvalid,
      zodIssueMessage({ lang: call.lang ?? DEFAULT_LANGUAGE, body: call.body }, parsed.error.issues[0]!),
    );
  }
  const event = parsed.data;
  const replay = async () => {
    await record('replay', event.event_id);
    return new AppError(CoreError.webhookReplay);
  };
  const [seen] = await ctx.db
    .select({ id: webhookCalls.id })
    .from(webhookCalls)
    .where(
      and(
        eq(webhookCalls.endpoint, hook.endpoint),
        eq(webhookCalls.eventId, event.event_id),
        eq(webhookCalls.outcome, 'accepted'),
      ),
    );
  if (seen) throw await replay();

  try {
    return await ctx.db.transaction(async (tx) => {
      const { result, detail } = await hook.apply(tx, event);
      await tx.insert(webhookCalls).values({
        endpoint: hook.endpoint,
        eventId: event.event_id,
        outcome: 'accepted',
        detail: detail.slice(0, 200),
        ip: call.ip.slice(0, 64),
      });
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw await replay();
    const refusal = hook.classify(error, event);
    if (refusal) await record(refusal.outcome, event.event_id, refusal.detail);
    throw error;
  }
}
