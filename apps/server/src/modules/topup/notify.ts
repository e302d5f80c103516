import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { safeEqual } from '../../lib/crypto';
import { CoreError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import {
  isFreshTimestamp,
  receiveSignedWebhook,
  type SignedWebhook,
  type WebhookCall,
  webhookCallOf,
} from '../../lib/signed-webhook';
import { callbackSign, wireText } from './provider/protocol';
import { NOTIFY_PATH, providerSecret } from './provider-of';
import { settleItem } from './settle';

// The provider's callbacks, through the project's signed-webhook receiver: its MD5 signature and
// timestamp checked first, the body by its schema, the event (order id + state) accepted once,
// the item settled in the transaction that records the call. Unknown item, repeated callback, bad
// signature: refused and recorded in webhook_calls, nothing moves.

const ENDPOINT = 'topup-provider';

const callbackSchema = z
  .object({
    app_id: z.string().max(64),
    order_id: z.string().regex(/^\d{1,15}$/),
    provider_ref: z.string().max(64),
    state: z.enum(['success', 'failed']),
    reason: z.string().max(500).default(''),
    timestamp: z.string().max(12),
    sign: z.string().max(64),
  })
  .transform((c) => ({ ...c, event_id: `${c.order_id}:${c.state}` }));
type Callback = z.output<typeof callbackSchema>;

export interface NotifyResult {
  state: 'settled';
}

/** Why `apply` refused: no such item, or one that has ended already. */
class Refusal extends Error {
  constructor(
    readonly outcome: 'unknown' | 'replay' | 'conflict',
    detail: string,
  ) {
    super(detail);
  }
}

function hook(ctx: AppContext): SignedWebhook<Callback, NotifyResult> {
  return {
    endpoint: ENDPOINT,
    schema: callbackSchema,
    verify(call) {
      const b = (call.body ?? {}) as Record<string, unknown>;
      const fields = {
        app_id: wireText(b.app_id),
        order_id: wireText(b.order_id),
        provider_ref: wireText(b.provider_ref),
        state: wireText(b.state) as 'success',
        timestamp: wireText(b.timestamp),
      };
      const sign = typeof b.sign === 'string' ? b.sign.toLowerCase() : '';
      // The body carries no event id before it is trusted: the record names the order instead.
      const refused = { outcome: 'bad_signature' as const, detail: `order ${fields.order_id.slice(0, 20)}` };
      if (fields.app_id !== ctx.config.TOPUP_APP_ID || !sign) return refused;
      if (!safeEqual(sign, callbackSign(providerSecret(ctx), fields))) return refused;
      if (!isFreshTimestamp(fields.timestamp))
        return { outcome: 'stale', detail: `timestamp ${fields.timestamp}` };
      return null;
    },
    async apply(tx, event) {
      const r = await settleItem(tx, Number(event.order_id), {
        state: event.state,
        reason: event.reason,
        providerRef: event.provider_ref,
      });
      if (r.kind === 'unknown') throw new Refusal('unknown', `no item ${event.order_id}`);
      if (r.kind === 'already') {
        const same = (r.status === 'succeeded') === (event.state === 'success');
        throw new Refusal(same ? 'replay' : 'conflict', `item ${event.order_id} ${r.status} already`);
      }
      return { result: { state: 'settled' }, detail: `${event.event_id} ${event.provider_ref}` };
    },
    classify: (error) =>
      error instanceof Refusal ? { outcome: error.outcome, detail: error.message } : null,
  };
}

/** One callback: settled, or refused (an AppError the error handler answers, after its record). */
export async function receiveNotify(ctx: AppContext, call: WebhookCall): Promise<NotifyResult> {
  try {
    return await receiveSignedWebhook(ctx, hook(ctx), call);
  } catch (error) {
    if (error instanceof Refusal) {
      throw new AppError(error.outcome === 'unknown' ? CoreError.notFound : CoreError.webhookReplay);
    }
    throw error;
  }
}

/** The provider's callback route: no session, the signature is the credential. */
export function registerNotifyRoute(api: FastifyInstance, ctx: AppContext): void {
  api.post(NOTIFY_PATH, async (request) => ok(request, await receiveNotify(ctx, webhookCallOf(request))));
}
