import { and, eq, sql } from 'drizzle-orm';
import type { JobLog, QueueSpec } from '../../jobs/queue';
import type { AppContext } from '../../lib/context';
import { rawRows } from '../../db/raw-rows';
import { type ProviderClient, ProviderError } from './providers/provider';
import { openPhone } from './phones';
import { providerFor } from './provider-of';
import { queueBatchFiles } from './batch-task';
import { type Outcome, settleItem } from './settle';
import { topupItems } from './tables';
import { inParallel } from '../../lib/in-parallel';

export const TOPUP_QUEUE = { send: 'topup-send' } as const;

interface Claimed {
  id: number;
  phone: string;
  face: number;
}

/**
 * Takes up to `limit` pending items of the batch for this sender: marked recharging (and counted
 * as an attempt) before any is sent, so that a sender that dies leaves them recharging, never
 * pending and sent. Two senders never take the same item (SKIP LOCKED).
 */
async function claim(ctx: AppContext, batchId: number, limit: number): Promise<Claimed[]> {
  const rows = await rawRows<{ id: number | string; phone_enc: string; face: number }>(
    ctx.db,
    sql`update topup_items set status = 'recharging', sent_at = now(), attempts = attempts + 1
         where id in (select id from topup_items where batch_id = ${batchId} and status = 'pending'
                       order by id limit ${limit} for update skip locked)
     returning id, phone_enc, face`,
  );
  const key = ctx.secrets.dataKey;
  return rows.map((r) => ({ id: Number(r.id), phone: openPhone(key, r.phone_enc), face: Number(r.face) }));
}

/** Settles an item in a transaction of its own; the batch's results file follows its last item. */
export async function settle(ctx: AppContext, itemId: number, outcome: Outcome) {
  const result = await ctx.db.transaction((tx) => settleItem(tx, itemId, outcome));
  if (result.kind === 'settled') await queueBatchFiles(ctx, [result.batchId]);
  return result;
}

async function place(ctx: AppContext, client: ProviderClient, item: Claimed, log: JobLog): Promise<void> {
  try {
    // Our item id is the provider's order id: placing it again finds the same order.
    const order = await client.placeOrder({ itemId: item.id, phone: item.phone, face: item.face });
    if (order.state === 'processing') {
      // Kept: a callback must name this same order of the provider's (notify.ts).
      await ctx.db
        .update(topupItems)
        .set({ providerRef: order.providerRef })
        .where(and(eq(topupItems.id, item.id), eq(topupItems.status, 'recharging')));
      return;
    }
    await settle(ctx, item.id, { state: order.state, reason: order.reason, providerRef: order.providerRef });
  } catch (error) {
    if (error instanceof ProviderError && error.kind === 'refused') {
      await settle(ctx, item.id, { state: 'failed', reason: error.message, providerRef: '' });
      return;
    }
    // Not known whether it arrived: it stays recharging, and the status query finds out.
    log.warn({ err: error, item: item.id }, 'top-up order not placed');
  }
}

/**
 * Sends a batch's pending items to the provider, a slice at a time, until none is left (or the
 * signal aborts: the queue or the ticker stops). Safe to run twice at once and after a crash: see `claim`.
 */
export async function sendBatch(
  ctx: AppContext,
  batchId: number,
  log: JobLog,
  signal: AbortSignal = ctx.jobs.signal,
): Promise<number> {
  const client = providerFor(ctx);
  if (!client) return 0;
  const concurrency = ctx.config.TOPUP_CONCURRENCY;
  let sent = 0;
  while (!signal.aborted) {
    const items = await claim(ctx, batchId, concurrency * 4);
    if (!items.length) break;
    await inParallel(items, concurrency, (item) => place(ctx, client, item, log));
    sent += items.length;
  }
  return sent;
}

/** Asks for a sender of the batch (the tick asks again for a batch with items left pending). */
export async function requestSend(ctx: AppContext, batchId: number, log: JobLog): Promise<void> {
  try {
    await ctx.jobs.send(TOPUP_QUEUE.send, { batchId });
  } catch (err) {
    log.warn({ err, batch: batchId }, 'top-up sender not queued: the tick will');
  }
}

const batchIdOf = (data: unknown): number => {
  const id = (data as { batchId?: unknown } | null)?.batchId;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw new Error('top-up send job without a batch id');
  return id;
};

export const topupQueues: QueueSpec[] = [
  {
    name: TOPUP_QUEUE.send,
    // Not retried by pg-boss: what a failed sender leaves is picked up by the tick.
    options: { retryLimit: 0, expireInSeconds: 3600, retentionDays: 1 },
    handler: async (ctx, data, log) => {
      await sendBatch(ctx, batchIdOf(data), log);
    },
  },
];
