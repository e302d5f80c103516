import { type Language, TaskStatus } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database';
import { tasks } from '../../db/tables';
import { insertTask } from '../../jobs/task-rows';
import { translate } from '../../lib/i18n';
import { topupBatches } from './tables';

// A batch in processing shows in the task list and the header's task popover beside the exports,
// with its progress: a task of its own (kind `topup_batch`, no file), opened at submission, moved
// on by the status query's tick (which also keeps its heartbeat, so the sweeper of dead exports
// leaves it alone) and done when the batch finishes.

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

/** The finished batches' tasks are done, whatever a sweeper said of them meanwhile. */
export async function closeBatchTasks(tx: Tx, batchIds: number[]): Promise<void> {
  await tx.execute(sql`
    update tasks t set status = ${TaskStatus.done}, progress = 100, row_count = b.item_count,
           finished_at = now(), error_key = null
      from topup_batches b
     where b.id in (${sql.join(
       batchIds.map((id) => sql`${id}`),
       sql`, `,
     )}) and b.status = 'finished' and t.id = b.task_id and t.status <> ${TaskStatus.done}`);
}
