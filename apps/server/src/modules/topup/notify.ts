import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { CoreError } from '../../lib/errors';
import { receiveSignedWebhook, type SignedWebhook, type WebhookCall } from '../../lib/signed-webhook';
import { providerCredentials, providerFor, topupProvider } from './provider-of';
import { callbackRefusal, type Confirmation, itemRefusal, needsQuery } from './callback-match';
import type { ProviderCallback, ProviderOrder } from './providers/provider';
import { settle } from './sender';
import { queueBatchFiles } from './batch-task';
import { settleItem } from './settle';
import { topupItems } from './tables';

// The provider's callbacks, in its own format (providers/<name>/callback.ts), through the
// project's signed-webhook receiver: the signature checked first (constant time), the body by
// its schema, the event (order id + state) accepted once, the item settled in the transaction that
// records the call. Then the callback must match what we know of its item (callback-match.ts,
// decision 047): an item placed and still open, the provider's order number kept when it was
// placed, its amount when the callback carries one; and the status query (authenticated by our
// key, over TLS) must say the same order and state for a failure, which moves money back, and for
// an item whose order number was never kept. Refused and recorded in webhook_calls, nothing moving:
// a bad signature, an unknown item, a repeat, and any mismatch.
//
// A signature proves who sent a text, not what it names: Juhe's is md5(appkey + sporder_id +
// orderid), without separators, and covers neither the state nor a time (decision 039).

const ENDPOINT = 'topup-provider';

export interface NotifyResult {
  state: 'settled';
}

/** Why `apply` refused. */
class Refusal extends Error {
  constructor(
    readonly outcome: 'unknown' | 'replay' | 'conflict',
    detail: string,
    /** The status query's word, when it contradicted the callback. */
    readonly queried?: ProviderOrder,
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
      const r = await settleItem(tx, event.itemId, {
        state: event.state,
        reason: event.reason,
        providerRef: event.providerRef,
        // Under the item's lock: what the query was asked before is checked against it again.
        admit: (item) => callbackRefusal(item, event, confirmation),
      });
      if (r.kind === 'unknown') throw new Refusal('unknown', `no item ${event.orderId}`);
      if (r.kind === 'refused') throw new Refusal(r.refusal.outcome, r.refusal.detail, r.refusal.queried);
      if (r.kind === 'already') throw new Refusal('replay', `item ${event.orderId} ${r.status} already`);
      settled.push(r.batchId);
      return { result: { state: 'settled' }, detail: `${event.event_id} ${event.providerRef}` };
    },
    classify: (error) =>
      error instanceof Refusal ? { outcome: error.outcome, detail: error.message } : null,
  };
}

/**
 * Before the transaction: the status query, when the callback needs it (a failure, an item whose
 * order number was never kept) and could be taken after it. Never for anything unsigned (the
 * query is not asked for a forgery), nor for an item the callback does not match anyway.
 */
async function askIfNeeded(ctx: AppContext, call: WebhookCall): Promise<Confirmation> {
  const { callback } = topupProvider(ctx);
  const parsed = callback.schema.safeParse(call.body);
  if (!parsed.success) return null;
  if (!callback.isSigned(call.body, providerCredentials(ctx))) return null;
  const event = parsed.data;
  const [item] = await ctx.db
    .select({ status: topupItems.status, providerRef: topupItems.providerRef, face: topupItems.face })
    .from(topupItems)
    .where(eq(topupItems.id, event.itemId));
  if (!item || itemRefusal(item, event) || !needsQuery(item, event)) return null;
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
  const confirmation = await askIfNeeded(ctx, call);
  const settled: number[] = [];
  try {
    const result = await receiveSignedWebhook(ctx, hook(ctx, confirmation, settled), call);
    // The batch's results file, once its last item has settled (after the transaction).
    if (settled.length) await queueBatchFiles(ctx, settled);
    return result;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    // The status query's own answer, when final, settles the item, as the periodic query would.
    const queried = error.queried;
    if (queried && queried.state !== 'processing') {
      await settle(ctx, queried.itemId, {
        state: queried.state,
        reason: queried.reason,
        providerRef: queried.providerRef,
      });
    }
    throw new AppError(error.outcome === 'unknown' ? CoreError.notFound : CoreError.webhookReplay);
  }
}
