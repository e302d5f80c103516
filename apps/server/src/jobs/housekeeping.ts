import { vacuumEmbedded } from '../db/embedded-vacuum';
import { type Purge, purgeAfter } from '../db/purge';
import { webhookCalls } from '../db/tables';
import type { AppContext } from '../lib/context';
import { formatDateTime } from '../lib/time';
import type { JobLog, QueueSpec } from './queue';

export const HOUSEKEEPING_QUEUE = 'housekeeping';

/** The hour (in TIME_ZONE) whose run also analyzes the embedded database's tables. */
export const ANALYZE_HOUR = 4;
const localHour = (timeZone: string) => Number(formatDateTime(new Date(), timeZone).slice(11, 13));

/**
 * Days a signed webhook's call is kept (decision 022): it proves what a partner sent and what we
 * answered, for the disputes of a quarter. Its event id stops a replay only inside the signed
 * timestamp's ±5 minutes (older bodies are refused as stale first), so a row of any age this
 * job reaches no longer guards anything.
 */
export const WEBHOOK_CALL_DAYS = 90;

/** The machinery's own tables (db/tables.ts); the domains bring theirs as their module's `purges`. */
const MACHINERY_PURGES: readonly Purge[] = [
  purgeAfter('webhook_calls', webhookCalls, webhookCalls.id, webhookCalls.createdAt, WEBHOOK_CALL_DAYS),
];

/**
 * Runs every purge, one after the other, and logs what each removed in one line, then vacuums the
 * embedded database. A failing purge is logged and does not stop the others; the job then fails
 * (pg-boss keeps the error).
 */
export async function runHousekeeping(
  ctx: AppContext,
  purges: readonly Purge[],
  log: JobLog,
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  const failed: string[] = [];
  for (const purge of purges) {
    if (ctx.jobs.signal.aborted) break;
    try {
      removed[purge.name] = await purge.run(ctx.db, ctx.jobs.signal);
    } catch (err) {
      failed.push(purge.name);
      log.error({ err, purge: purge.name }, 'housekeeping: purge failed');
    }
  }
  log.info({ removed }, 'housekeeping: rows past retention purged');
  // The embedded database has no autovacuum: its work done here, after the purges freed their rows,
  // and its statistics read again once a day, in the night of the console's zone.
  try {
    const started = Date.now();
    const analyze = localHour(ctx.config.TIME_ZONE) === ANALYZE_HOUR;
    const tables = await vacuumEmbedded(ctx.database, { analyze, signal: ctx.jobs.signal });
    if (tables) {
      log.info({ tables, analyze, ms: Date.now() - started }, 'housekeeping: embedded database vacuumed');
    }
  } catch (err) {
    failed.push('vacuum');
    log.error({ err }, 'housekeeping: vacuum failed');
  }
  if (failed.length) throw new Error(`housekeeping: ${failed.join(', ')} failed`);
  return removed;
}

/**
 * The hourly housekeeping job over the domains' purges and the machinery's. Scheduled like every
 * queue: only where JOBS_WORKER runs the clock, one job per tick across processes.
 */
export function housekeepingQueue(modulePurges: readonly Purge[]): QueueSpec {
  const purges = [...MACHINERY_PURGES, ...modulePurges];
  return {
    name: HOUSEKEEPING_QUEUE,
    options: { retryLimit: 0, expireInSeconds: 3600, retentionDays: 7 },
    schedule: '43 * * * *',
    handler: async (ctx, _data, log) => {
      await runHousekeeping(ctx, purges, log);
    },
  };
}
