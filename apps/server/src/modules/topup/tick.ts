import { and, eq, sql } from 'drizzle-orm';
import type { JobLog } from '../../jobs/queue';
import type { AppContext } from '../../lib/context';
import { rawRows } from '../../db/raw-rows';
import { type SimulatorLog, startSimulator } from '../../lib/simulator-timer';
import { providerFor } from './provider-of';
import { sendBatch, settle } from './sender';
import { progressBatchTasks, queueBatchFiles } from './batch-task';
import { finishIfDone } from './settle';
import { topupItems } from './tables';

export interface TickReport {
  queried: number;
  settled: number;
  /** Items the provider did not know (never arrived): sent again under the same order id. */
  resent: number;
  sent: number;
}

/** Items asked about per tick at the most. */
const QUERY_LIMIT = 2000;

/**
 * The periodic status query: every item recharging for TOPUP_QUERY_AFTER_SECONDS without a
 * callback is asked about. Settled at the provider: settled here (as its callback would have).
 * Unknown to the provider (the order never arrived, e.g. the process died between marking and
 * sending): pending again. Then every batch with pending items is sent (a sender that died, a
 * job that was never queued).
 */
export async function topupTick(
  ctx: AppContext,
  log: JobLog,
  now = new Date(),
  signal: AbortSignal = ctx.jobs.signal,
): Promise<TickReport> {
  const report: TickReport = { queried: 0, settled: 0, resent: 0, sent: 0 };
  const client = providerFor(ctx);
  if (!client) return report;
  const before = new Date(now.getTime() - ctx.config.TOPUP_QUERY_AFTER_SECONDS * 1000);
  const due = await rawRows<{ id: number | string }>(
    ctx.db,
    sql`select id from topup_items where status = 'recharging' and sent_at <= ${before.toISOString()}::timestamptz
         order by sent_at, id limit ${QUERY_LIMIT}`,
  );
  let next = 0;
  const lane = async () => {
    while (next < due.length && !signal.aborted) {
      const id = Number(due[next++]!.id);
      try {
        const order = await client.queryOrder(id);
        report.queried += 1;
        if (!order) {
          const back = await ctx.db
            .update(topupItems)
            .set({ status: 'pending' })
            .where(and(eq(topupItems.id, id), eq(topupItems.status, 'recharging')))
            .returning({ id: topupItems.id });
          report.resent += back.length;
        } else if (order.state === 'processing') {
          // The order's answer was lost: its number is kept now, for the callback's check.
          if (order.providerRef) {
            await ctx.db
              .update(topupItems)
              .set({ providerRef: order.providerRef })
              .where(
                and(
                  eq(topupItems.id, id),
                  eq(topupItems.status, 'recharging'),
                  eq(topupItems.providerRef, ''),
                ),
              );
          }
        } else {
          const r = await settle(ctx, id, {
            state: order.state,
            reason: order.reason,
            providerRef: order.providerRef,
          });
          if (r.kind === 'settled') report.settled += 1;
        }
      } catch (err) {
        log.warn({ err, item: id }, 'top-up status query failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(ctx.config.TOPUP_CONCURRENCY, due.length) }, lane));

  // A safety net: a batch whose last item ended without finishing it (see finishIfDone).
  const done = await rawRows<{ id: number }>(
    ctx.db,
    sql`select b.id from topup_batches b where b.status = 'processing'
         and not exists (select 1 from topup_items i where i.batch_id = b.id and i.status in ('pending', 'recharging'))`,
  );
  if (done.length)
    await ctx.db.transaction((tx) =>
      finishIfDone(
        tx,
        done.map((d) => Number(d.id)),
      ),
    );
  await progressBatchTasks(ctx.db);
  // A results file whose job was never queued (the process stopped after the last settlement).
  await queueBatchFiles(ctx);
  const open = await rawRows<{ batch_id: number }>(
    ctx.db,
    sql`select distinct batch_id from topup_items where status = 'pending' order by batch_id`,
  );
  for (const { batch_id } of open) report.sent += await sendBatch(ctx, Number(batch_id), log, signal);
  return report;
}

const silentWarn = (log: SimulatorLog): JobLog => ({ ...log, warn: (o, m) => log.info(o, m) });

/** TOPUP_TICKER: the tick at start, then every TOPUP_TICK_SECONDS, in the process that runs jobs. */
export function startTopupTicker(ctx: AppContext, log: SimulatorLog): () => Promise<void> {
  const jobLog = silentWarn(log);
  const stopping = new AbortController();
  const signal = AbortSignal.any([ctx.jobs.signal, stopping.signal]);
  const tick = () => topupTick(ctx, jobLog, new Date(), signal);
  const first = tick().catch((err: unknown) => log.error({ err }, 'top-up tick failed'));
  const stop = startSimulator(
    'top-up tick',
    ctx.config.TOPUP_TICK_SECONDS * 1000,
    () => first.then(tick),
    log,
  );
  return async () => {
    stopping.abort();
    await stop();
    await first;
  };
}
