import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { PULL_PLATFORMS } from '@console/contract';
import type { JobLog, QueueSpec } from '../../jobs/queue';
import type { AppContext } from '../../lib/context';
import { rawRows } from '../../db/raw-rows';
import { captureShops } from './tables';

export const CAPTURE_QUEUE = { sync: 'capture-sync', tick: 'capture-tick' } as const;

/**
 * Asks for a sync of the shop. Never two at once: the shop's row goes idle → queued (one caller
 * wins) before a job is sent; a request while one is queued or running marks it to run once more
 * when it ends (a push that arrives mid-sync is not lost). Returns whether a job was sent. The
 * shop's row changes in a transaction (a "sync now" call's audit record commits with it); the job
 * is sent once it has committed (the queue is not the transaction's).
 */
export async function requestSync(ctx: AppContext, shopRowId: number): Promise<boolean> {
  const queued = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(captureShops)
      .set({ syncState: 'queued', syncHeartbeatAt: new Date() })
      .where(
        and(
          eq(captureShops.id, shopRowId),
          eq(captureShops.enabled, true),
          eq(captureShops.syncState, 'idle'),
        ),
      )
      .returning({ id: captureShops.id });
    if (row) return true;
    await tx
      .update(captureShops)
      .set({ syncAgain: true })
      .where(
        and(
          eq(captureShops.id, shopRowId),
          eq(captureShops.enabled, true),
          ne(captureShops.syncState, 'idle'),
        ),
      );
    return false;
  });
  if (!queued) return false;
  try {
    await ctx.jobs.send(CAPTURE_QUEUE.sync, { shopId: shopRowId });
  } catch (error) {
    await ctx.db.update(captureShops).set({ syncState: 'idle' }).where(eq(captureShops.id, shopRowId));
    throw error;
  }
  return true;
}

/**
 * The minute's tick: syncs left queued or running by a process that died are released, then every
 * enabled pull shop whose interval has passed since its last attempt (success or failure) is
 * queued.
 */
export async function syncTick(ctx: AppContext, log: JobLog, now = new Date()): Promise<number> {
  const stale = new Date(now.getTime() - ctx.config.CAPTURE_STALE_MINUTES * 60_000);
  await ctx.db
    .update(captureShops)
    .set({ syncState: 'idle' })
    .where(and(ne(captureShops.syncState, 'idle'), lt(captureShops.syncHeartbeatAt, stale)));
  const due = await rawRows<{ id: number | string }>(
    ctx.db,
    sql`select id from capture_shops
        where enabled and sync_state = 'idle' and platform in ${[...PULL_PLATFORMS]}
          and greatest(coalesce(last_sync_at, 'epoch'), coalesce(last_error_at, 'epoch'))
              + sync_minutes * interval '1 minute' <= ${now.toISOString()}::timestamptz
        order by id`,
  );
  let sent = 0;
  for (const { id } of due) {
    // A process that is stopping queues nothing more (its queue refuses): the shops stay idle, and
    // the next tick, in this process after its restart or in another, queues them.
    if (!ctx.jobs.running) break;
    try {
      if (await requestSync(ctx, Number(id))) sent += 1;
    } catch (err) {
      // Stopped while this one was asked for: `requestSync` put the shop back to idle.
      if (!ctx.jobs.running) break;
      log.error({ err, shop: Number(id) }, 'capture tick: sync not queued');
    }
  }
  return sent;
}

const shopIdOf = (data: unknown): number => {
  const id = (data as { shopId?: unknown } | null)?.shopId;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw new Error('capture sync job without a shop id');
  return id;
};

/** The capture queues: one sync job per shop at a time (see requestSync), and the minute's tick. */
export const captureQueues = (
  run: (ctx: AppContext, shopRowId: number, log: JobLog) => Promise<void>,
): QueueSpec[] => [
  {
    name: CAPTURE_QUEUE.sync,
    // Not retried by pg-boss: a failed sync is recorded on the shop and the next tick runs it again.
    options: { retryLimit: 0, expireInSeconds: 3600, retentionDays: 1 },
    handler: (ctx, data, log) => run(ctx, shopIdOf(data), log),
  },
  {
    name: CAPTURE_QUEUE.tick,
    options: { retryLimit: 0, expireInSeconds: 300, retentionDays: 1 },
    schedule: '* * * * *',
    handler: async (ctx, _data, log) => {
      await syncTick(ctx, log);
    },
  },
];
