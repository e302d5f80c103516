import type { AppContext } from '../lib/context';
import { failStaleTasks, markFileExpired, tasksWithExpiredFiles } from './task-rows';
import { TASK_ERRORS } from './export-job';
import { releaseStaleImports } from './import-tasks';
import { requeueStaleImports } from './import-progress';
import { QUEUE } from './queue';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * A packing task whose worker died (the server was killed) would otherwise stay "packing" for
 * ever: after two minutes without a heartbeat an import goes back to the queue to resume from its
 * checkpoint (a few times at most), any other task is failed. Runs at start and every minute.
 */
export async function sweepStaleTasks(ctx: AppContext, log: Log): Promise<number[]> {
  const resumed = await requeueStaleImports(ctx.db, ctx.importers.kinds());
  for (const taskId of resumed) await ctx.jobs.send(QUEUE.import, { taskId });
  if (resumed.length) log.info({ taskIds: resumed }, 'stale imports queued again to resume');
  const ids = await failStaleTasks(ctx.db, TASK_ERRORS.stalled);
  await releaseStaleImports(ctx, ids);
  if (ids.length) log.info({ taskIds: ids }, 'stale tasks failed');
  return ids;
}

const CLEANUP_BATCH = 100;
/** A temporary file untouched this long belongs to a write whose process died. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Removes the files of tasks older than the retention (7 days) and marks those tasks failed with
 * the "expired" reason, so the list no longer offers a link; and the partial files of writes cut
 * off by a killed process (untouched for an hour). Runs every hour.
 */
export async function cleanupExpiredFiles(ctx: AppContext, log: Log): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await tasksWithExpiredFiles(ctx.db, CLEANUP_BATCH);
    for (const task of batch) {
      if (task.storageKey) {
        try {
          await ctx.storage.remove(task.storageKey);
        } catch (err) {
          // Marked expired anyway: a file the store cannot remove must not block the others.
          log.warn({ err, taskId: task.id }, 'could not remove an expired export file');
        }
      }
      await markFileExpired(ctx.db, task.id, TASK_ERRORS.expired);
      removed += 1;
    }
    if (batch.length < CLEANUP_BATCH) break;
  }
  if (removed) log.info({ removed }, 'expired export files removed');
  const abandoned = await ctx.storage.removeAbandoned(ABANDONED_AFTER_MS);
  if (abandoned) log.info({ abandoned }, 'partial files of dead writes removed');
  return removed;
}
