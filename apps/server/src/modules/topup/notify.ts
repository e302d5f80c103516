import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { CoreError } from '../../lib/errors';
import {
  receiveSignedWebhook,
  type SignedWebhook,
  type WebhookCall,
  webhookCallOf,
} from '../../lib/signed-webhook';
import { NOTIFY_PATH, providerCredentials, providerFor, topupProvider } from './provider-of';
import type { ProviderCallback, ProviderOrder } from './providers/provider';
import { settle } from './sender';
import { queueBatchFiles } from './batch-task';
import { settleItem } from './settle';
import { topupItems } from './tables';

// The provider's callbacks, in its own format (providers/<name>/callback.ts), through the
// project's signed-webhook receiver: the signature checked first (constant time), the body by
// its schema, the event (order id + state) accepted once, the item settled in the transaction that
// records the call. Refused and recorded in webhook_calls, nothing moving: a bad signature, an
// unknown item, an order number other than the one kept when the order was placed, a repeat, a
// state contrary to an ended item, and a failure the provider's status query does not confirm.
//
// A provider's signature may cover neither the state nor a time (Juhe's is md5(appkey +
// sporder_id + orderid)): a callback cannot be judged fresh, and its state could be altered on the
// way. Hence: one acceptance per order and state; a state contrary to an ended item refused; and a
// failure, which moves money back, refunded only when the status query (authenticated by our key,
// over TLS) says failed too (decision 039).

const ENDPOINT = 'topup-provider';

export interface NotifyResult {
  state: 'settled';
}

/** What the status query said of a failure callback's order, asked before the transaction. */
type Confirmation = { order: ProviderOrder | null } | { error: string } | null;

/** Why `apply` refused. */
class Refusal extends Error {
  constructor(
    readonly outcome: 'unknown' | 'replay' | 'conflict',
    detail: string,
    /** The status query's word, when it contradicted a failure callback. */
    readonly queried?: ProviderOrder | null,
  ) {
    super(detail);
  }
}

function hook(
  ctx: AppContext,
  confirmation: Confirmation,
  settled: number[],
): SignedWebhook<ProviderCallback, NotifyResult> {
  const { callback } = topupProvider(ctx);
  return {
    endpoint: ENDPOINT,
    schema: callback.schema,
    verify(call) {
      if (callback.isSigned(call.body, providerCredentials(ctx))) return null;
      // The body carries no event id before it is trusted: the record names the order instead.
      return { outcome: 'bad_signature', detail: `order ${callback.orderIdOf(call.body)}` };
    },
    async apply(tx, event) {
      if (event.state === 'failed' && confirmation) refuseUnconfirmed(confirmation);
      const r = await settleItem(tx, event.itemId, {
        state: event.state,
        reason: event.reason,
        providerRef: event.providerRef,
        checkRef: true,
      });
      if (r.kind === 'unknown') throw new Refusal('unknown', `no item ${event.orderId}`);
      if (r.kind === 'mismatch') {
        throw new Refusal('conflict', `order ${event.providerRef} is not ${r.kept}, the one placed`);
      }
      if (r.kind === 'already') {
        const same = (r.status === 'succeeded') === (event.state === 'success');
        throw new Refusal(same ? 'replay' : 'conflict', `item ${event.orderId} ${r.status} already`);
      }
      settled.push(r.batchId);
      return { result: { state: 'settled' }, detail: `${event.event_id} ${event.providerRef}` };
    },
    classify: (error) =>
      error instanceof Refusal ? { outcome: error.outcome, detail: error.message } : null,
  };
}

/** A failure is refunded only when the status query says failed too. */
function refuseUnconfirmed(c: NonNullable<Confirmation>) {
  if ('error' in c) throw new Refusal('conflict', `failure not confirmed: status query ${c.error}`);
  if (!c.order) throw new Refusal('conflict', 'failure not confirmed: the status query knows no such order');
  if (c.order.state !== 'failed') {
    throw new Refusal('conflict', `failure contradicted: the status query says ${c.order.state}`, c.order);
  }
}

/**
 * Before a failure callback's transaction: the status query, for an item still open whose kept
 * order number (if any) is the callback's. Ended, unknown or mismatched items are refused by
 * `apply` without asking; so is anything unsigned (the query is never asked for a forgery).
 */
async function confirmFailure(ctx: AppContext, call: WebhookCall): Promise<Confirmation> {
  const { callback } = topupProvider(ctx);
  const parsed = callback.schema.safeParse(call.body);
  if (!parsed.success || parsed.data.state !== 'failed') return null;
  if (!callback.isSigned(call.body, providerCredentials(ctx))) return null;
  const event = parsed.data;
  const [item] = await ctx.db
    .select({ status: topupItems.status, providerRef: topupItems.providerRef })
    .from(topupItems)
    .where(eq(topupItems.id, event.itemId));
  if (!item || item.status === 'succeeded' || item.status === 'failed') return null;
  if (item.providerRef && item.providerRef !== event.providerRef) return null;
  const client = providerFor(ctx);
  if (!client) return { error: 'not started' };
  try {
    return { order: await client.queryOrder(event.itemId) };
  } catch (error) {
    return { error: (error as Error).message.slice(0, 120) };
  }
}

/** One callback: settled, or refused (an AppError the error handler answers, after its record). */
export async function receiveNotify(ctx: AppContext, call: WebhookCall): Promise<NotifyResult> {
  const confirmation = await confirmFailure(ctx, call);
  const settled: number[] = [];
  try {
    const result = await receiveSignedWebhook(ctx, hook(ctx, confirmation, settled), call);
    // The batch's results file, once its last item has settled (after the transaction).
    if (settled.length) await queueBatchFiles(ctx, settled);
    return result;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    // The status query said it succeeded: settled by that answer, as the periodic query would.
    if (error.queried?.state === 'success') {
      await settle(ctx, error.queried.itemId, {
        state: 'success',
        reason: '',
        providerRef: error.queried.providerRef,
      });
    }
    throw new AppError(error.outcome === 'unknown' ? CoreError.notFound : CoreError.webhookReplay);
  }
}

/**
 * The provider's callback route: no session, the signature is the credential. It takes the
 * provider's content type (Juhe: a form), its body kept raw as the signed webhooks keep theirs,
 * and answers what tells the provider the callback was taken (Juhe: `success`).
 */
export function registerNotifyRoute(api: FastifyInstance, ctx: AppContext): void {
  const { callback } = topupProvider(ctx);
  void api.register(async (scope) => {
    if (callback.contentType === 'application/x-www-form-urlencoded') {
      // Only here: the API's other routes take JSON alone. Nothing but the provider's type is taken.
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(
        callback.contentType,
        { parseAs: 'string', bodyLimit: 8192 },
        (request, body, done) => {
          request.rawBody = body as string;
          done(null, Object.fromEntries(new URLSearchParams(body as string)));
        },
      );
    }
    scope.post(NOTIFY_PATH, async (request, reply) => {
      await receiveNotify(ctx, webhookCallOf(request));
      return reply.type(callback.taken.contentType).send(callback.taken.body);
    });
  });
}
