import { asc, eq, inArray, sql } from 'drizzle-orm';
import { TaskStatus } from '@console/contract';
import type { Executor } from '../db/database';
import { rawRows } from '../db/raw-rows';
import { importProgress, importRejections, tasks } from '../db/tables';
import type { Rejection } from './importers';
import { STALE_HEARTBEAT } from './task-rows';

/**
 * How often an import whose worker stopped answering is taken up again before it fails: a file
 * that kills every worker that reads it (one that runs it out of memory) must not do so for ever.
 */
export const MAX_IMPORT_RESUMES = 3;

/** Where an import stands: what the committed batches covered. */
export interface ImportCheckpoint {
  lastRow: number;
  done: number;
  accepted: number;
  refused: number;
}

const NO_CHECKPOINT: ImportCheckpoint = { lastRow: 0, done: 0, accepted: 0, refused: 0 };

/**
 * Where an earlier run of the task stopped, and the rows it refused (in row order, for the
 * resumed run's report; their number is the checkpoint's `refused`). Nothing on a first run.
 */
export async function loadCheckpoint(
  db: Executor,
  taskId: number,
): Promise<{ at: ImportCheckpoint; rejections: Rejection[] }> {
  const [row] = await db.select().from(importProgress).where(eq(importProgress.taskId, taskId));
  if (!row || row.lastRow === 0) return { at: NO_CHECKPOINT, rejections: [] };
  const rejections = await db
    .select({ rowNo: importRejections.rowNo, reason: importRejections.reason })
    .from(importRejections)
    .where(eq(importRejections.taskId, taskId))
    .orderBy(asc(importRejections.rowNo));
  const at = { lastRow: row.lastRow, done: row.done, accepted: row.accepted, refused: rejections.length };
  return { at, rejections };
}

/**
 * Records a batch in its own transaction (`tx`): the checkpoint after it and the rows it refused.
 * Either the batch and its checkpoint are both committed or neither is.
 */
export async function saveCheckpoint(
  tx: Executor,
  taskId: number,
  at: ImportCheckpoint,
  rejections: readonly Rejection[],
): Promise<void> {
  await tx
    .insert(importProgress)
    .values({ taskId, lastRow: at.lastRow, done: at.done, accepted: at.accepted })
    .onConflictDoUpdate({
      target: importProgress.taskId,
      set: { lastRow: at.lastRow, done: at.done, accepted: at.accepted },
    });
  if (!rejections.length) return;
  // At most a batch of rows (100): the query builder's parameters cost nothing worth avoiding.
  await tx
    .insert(importRejections)
    .values(rejections.map((r) => ({ taskId, rowNo: r.rowNo, reason: r.reason })));
}

/**
 * The import has ended (done or failed): its checkpoint and rejections go now (the foreign keys'
 * cascade only acts when the task itself is deleted, days later).
 */
export async function forgetCheckpoint(db: Executor, taskId: number): Promise<void> {
  await db.delete(importProgress).where(eq(importProgress.taskId, taskId));
  await db.delete(importRejections).where(eq(importRejections.taskId, taskId));
}

/**
 * Import tasks whose worker has not written for `STALE_HEARTBEAT` go back to the queue (not
 * started, heartbeat now) if they were resumed fewer than `MAX_IMPORT_RESUMES` times; their ids,
 * for the caller to queue a job each. The others are left to the sweeper, which fails them.
 */
export async function requeueStaleImports(db: Executor, kinds: string[]): Promise<number[]> {
  if (!kinds.length) return [];
  const rows = await rawRows<{ id: number }>(
    db,
    sql`with stale as (
          select id from tasks
          where status = ${TaskStatus.packing} and ${inArray(tasks.kind, kinds)}
            and started_at is not null and heartbeat_at < now() - ${STALE_HEARTBEAT}::interval
        ), counted as (
          insert into import_progress (task_id, resumes) select id, 1 from stale
          on conflict (task_id) do update set resumes = import_progress.resumes + 1
          returning task_id, resumes
        )
        update tasks t set started_at = null, heartbeat_at = now()
        from counted c where t.id = c.task_id and c.resumes <= ${MAX_IMPORT_RESUMES}
        returning t.id`,
  );
  return rows.map((r) => r.id);
}
