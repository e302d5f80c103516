import { type Language, TaskStatus } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database';
import { tasks } from '../../db/tables';
import { QUEUE } from '../../jobs/queue';
import { insertTask } from '../../jobs/task-rows';
import { rawRows } from '../../db/raw-rows';
import type { AppContext } from '../../lib/context';
import { TOPUP_EXPORT_KIND } from './exporter';
import { translate } from '../../lib/i18n';
import { topupBatches } from './tables';

// A batch in processing shows in the task list and the header's task popover beside the exports,
// with its progress: a task of its own (kind `topup_batch`), opened at submission, moved on by the
// status query's tick (which also keeps its heartbeat, so the sweeper of dead exports leaves it
// alone). When the batch finishes, the task becomes the export of its results and is done with
// that file, like every other line of 下载任务.

export const BATCH_TASK_KIND = 'topup_batch';

export async function openBatchTask(
  tx: Tx,
  b: { merchantId: number; batchId: number; batchNo: string; lang: Language },
): Promise<void> {
  const task = await insertTask(tx, {
    merchantId: b.merchantId,
    name: translate(b.lang, 'topup.task_name', { batch_no: b.batchNo }),
    kind: BATCH_TASK_KIND,
    query: { batch: b.batchId },
    lang: b.lang,
  });
  await tx
    .update(tasks)
    .set({ startedAt: sql`now()`, heartbeatAt: sql`now()` })
    .where(eq(tasks.id, task.id));
  await tx.update(topupBatches).set({ taskId: task.id }).where(eq(topupBatches.id, b.batchId));
}

/** The processing batches' tasks: the share of items settled (99 at most until done), a heartbeat. */
export async function progressBatchTasks(db: Executor): Promise<void> {
  await db.execute(sql`
    update tasks t
       set progress = least(99, 100 * x.settled / greatest(x.total, 1)), row_count = x.settled, heartbeat_at = now()
      from (select b.task_id, b.item_count as total,
                   b.item_count - (select count(*) from topup_items i
                                    where i.batch_id = b.id and i.status in ('pending', 'recharging')) as settled
              from topup_batches b where b.status = 'processing' and b.task_id is not null) x
     where t.id = x.task_id and t.status = ${TaskStatus.packing}`);
}

/**
 * A finished batch's task becomes the export of its results (issue 39, 22: a task 已完成 in 下载任务
 * must have a file to download): the same task, now of the items' exporter's kind, packing until
 * the export job has written the sheet. In the settling transaction; the job is queued after it
 * (`queueBatchFiles`), since a job cannot be sent through the one embedded connection a running
 * transaction holds.
 */
export async function closeBatchTasks(tx: Tx, batchIds: number[]): Promise<void> {
  await tx.execute(sql`
    update tasks t set kind = ${TOPUP_EXPORT_KIND},
           query = jsonb_build_object('batch', b.id, 'status', '', 'phone', ''),
           progress = 0, row_count = 0, started_at = null, heartbeat_at = now()
      from topup_batches b
     where b.id in (${sql.join(
       batchIds.map((id) => sql`${id}`),
       sql`, `,
     )}) and b.status = 'finished' and t.id = b.task_id and t.kind = ${BATCH_TASK_KIND}
       and t.status = ${TaskStatus.packing}`);
}

/**
 * Queues the export job of finished batches' results not yet started (all of them, or those of
 * `batchIds`). A job queued twice runs once (the job claims its task), so the tick may ask again.
 */
export async function queueBatchFiles(ctx: AppContext, batchIds?: number[]): Promise<void> {
  const rows = await rawRows<{ id: number | string }>(
    ctx.db,
    sql`select t.id from topup_batches b join tasks t on t.id = b.task_id
         where b.status = 'finished' and t.kind = ${TOPUP_EXPORT_KIND} and t.status = ${TaskStatus.packing}
           and t.started_at is null
           ${
             batchIds
               ? sql`and b.id in (${sql.join(
                   batchIds.map((id) => sql`${id}`),
                   sql`, `,
                 )})`
               : sql``
           }`,
  );
  for (const row of rows) await ctx.jobs.send(QUEUE.export, { taskId: Number(row.id) });
}
