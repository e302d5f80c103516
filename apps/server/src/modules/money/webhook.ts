import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  Code,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_WINDOW_SECONDS,
  WithdrawWebhookPayload,
} from '@console/contract';
import { webhookCalls } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { safeEqual } from '../../lib/crypto';
import { isUniqueViolation } from './filters';
import { decideWithdrawal } from './withdrawals';

export const WITHDRAW_WEBHOOK = 'withdraw';

type Outcome = 'accepted' | 'bad_signature' | 'stale' | 'replay' | 'invalid' | 'unknown' | 'conflict';

/** The signature the partner sends: hex HMAC-SHA-256 of `${timestamp}.${raw body}`. */
export const signWebhook = (secret: string, timestamp: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

export interface WebhookCall {
  rawBody: string;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  ip: string;
}

const header = (h: WebhookCall['headers'], name: string) => {
  const v = h[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
};

/**
 * The partner's decision on a withdrawal. Refused, and recorded with why: a signature that does
 * not match (HMAC over the raw body, compared in constant time), a timestamp outside ±5 minutes,
 * a body that is not a decision, an event id already accepted (a replay), an unknown request, a
 * decision its status does not allow. Accepted: the decision and the event's record commit together,
 * and the event id's unique index makes a concurrent replay lose.
 */
export async function receiveWithdrawWebhook(
  ctx: AppContext,
  call: WebhookCall,
): Promise<{ changed: boolean }> {
  const record = (outcome: Outcome, eventId: string | null, detail = '') =>
    ctx.db.insert(webhookCalls).values({
      endpoint: WITHDRAW_WEBHOOK,
      eventId: eventId?.slice(0, 100) ?? null,
      outcome,
      detail: detail.slice(0, 200),
      ip: call.ip.slice(0, 64),
    });
  const bodyEventId = (() => {
    const id = (call.body as { event_id?: unknown } | null)?.event_id;
    return typeof id === 'string' ? id : null;
  })();

  const timestamp = header(call.headers, WEBHOOK_TIMESTAMP_HEADER);
  const signature = header(call.headers, WEBHOOK_SIGNATURE_HEADER).toLowerCase();
  if (!signature || !safeEqual(signature, signWebhook(ctx.secrets.webhookSecret, timestamp, call.rawBody))) {
    await record('bad_signature', bodyEventId);
    throw new AppError(Code.webhookSignature, 'err.webhook_signature', {}, null, 401);
  }
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (!(Math.abs(Date.now() / 1000 - seconds) <= WEBHOOK_WINDOW_SECONDS)) {
    await record('stale', bodyEventId, `timestamp ${timestamp}`);
    throw new AppError(Code.webhookStale, 'err.webhook_stale', {}, null, 401);
  }
  const parsed = WithdrawWebhookPayload.safeParse(call.body);
  if (!parsed.success) {
    await record('invalid', bodyEventId, parsed.error.issues.map((i) => i.path.join('.')).join(','));
    throw new AppError(Code.validation, 'err.webhook_invalid', {}, null, 400);
  }
  const event = parsed.data;
  const replay = async () => {
    await record('replay', event.event_id);
    return new AppError(Code.webhookReplay, 'err.webhook_replay', {}, null, 409);
  };
  const [seen] = await ctx.db
    .select({ id: webhookCalls.id })
    .from(webhookCalls)
    .where(
      and(
        eq(webhookCalls.endpoint, WITHDRAW_WEBHOOK),
        eq(webhookCalls.eventId, event.event_id),
        eq(webhookCalls.outcome, 'accepted'),
      ),
    );
  if (seen) throw await replay();

  try {
    return await ctx.db.transaction(async (tx) => {
      const { changed } = await decideWithdrawal(tx, {
        withdrawNo: event.withdraw_no,
        status: event.status,
        reason: event.reason,
      });
      await tx.insert(webhookCalls).values({
        endpoint: WITHDRAW_WEBHOOK,
        eventId: event.event_id,
        outcome: 'accepted',
        detail: `${event.withdraw_no} ${event.status}${changed ? '' : ' (already)'}`,
        ip: call.ip.slice(0, 64),
      });
      return { changed };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw await replay();
    if (error instanceof AppError && error.code === Code.notFound) {
      await record('unknown', event.event_id, event.withdraw_no);
    } else if (error instanceof AppError && error.code === Code.withdrawTransition) {
      await record('conflict', event.event_id, `${event.withdraw_no} → ${event.status}`);
    }
    throw error;
  }
}
