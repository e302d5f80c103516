import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import type { AppContext } from '../lib/context';
import { TaskStatus } from '@console/contract';
import { tasks } from '../db/tables';
import { currentActor } from '../modules/audit';
import { countRows, limitOffset, type PageWindow } from '../db/list-page';
import { rawRows } from '../db/raw-rows';

export type TaskRow = typeof tasks.$inferSelect;

/** A task whose worker has not written a page for this long is taken for dead. */
export const STALE_HEARTBEAT = '2 minutes';
/**
 * A task still waiting in the queue (never claimed) is given longer: the one worker may be busy
 * with other exports for more than two minutes, and a queued task has no heartbeat yet.
 */
export const STALE_QUEUED = '1 hour';
/** Files of tasks older than this are removed. */
export const FILE_RETENTION = '7 days';

export async function insertTask(
  db: Executor,
  values: { merchantId: number; name: string; kind: string; query: Record<string, unknown>; lang: string },
): Promise<TaskRow> {
  // A staff member's task is theirs (their task list shows only their own): the call says whose.
  const staffId = currentActor()?.staffId ?? null;
  const [row] = await db
    .insert(tasks)
    .values({ ...values, staffId })
    .returning();
  if (!row) throw new Error('task not inserted');
  return row;
}

/**
 * The merchant's exports and imports packing (the worker's load): tasks of other kinds, such as a
 * top-up batch in processing, show in the list but are worked elsewhere and do not count.
 */
export async function countPacking(db: Executor, merchantId: number, kinds: string[]): Promise<number> {
  return countRows(
    db,
    tasks,
    and(eq(tasks.merchantId, merchantId), eq(tasks.status, TaskStatus.packing), inArray(tasks.kind, kinds)),
  );
}

export async function findTask(db: Executor, id: number): Promise<TaskRow | null> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).limit(1);
  return row ?? null;
}

/** Whose tasks: the merchant's all (the owner, `staffId` null), or one staff member's own. */
const taskOwner = (merchantId: number, staffId: number | null) =>
  and(eq(tasks.merchantId, merchantId), staffId === null ? undefined : eq(tasks.staffId, staffId));

/** A task as the lists show it: the columns they read, its times as a raw query's text. */
export type TaskListRow = Pick<
  TaskRow,
  'id' | 'merchantId' | 'name' | 'status' | 'progress' | 'rowCount' | 'storageKey' | 'errorKey'
> & { createdAt: Date | string; finishedAt: Date | string | null };

/**
 * Newest first; `created_at` then `id` so that tasks made in one instant keep their order. A
 * plain statement (the dashboard and every screen's task popover read it): the builder's select
 * of the whole row cost more than the statement (decision 086).
 */
export function listTasks(
  db: Executor,
  merchantId: number,
  page: PageWindow,
  staffId: number | null = null,
): Promise<TaskListRow[]> {
  return rawRows<TaskListRow>(
    db,
    sql`select id, merchant_id as "merchantId", name, status, progress, row_count as "rowCount",
        storage_key as "storageKey", error_key as "errorKey", created_at as "createdAt",
        finished_at as "finishedAt"
      from tasks where ${taskOwner(merchantId, staffId)}
      order by created_at desc, id desc ${limitOffset(page)}`,
  );
}

export async function countTasks(db: Executor, merchantId: number, staffId: number | null = null) {
  return countRows(db, tasks, taskOwner(merchantId, staffId));
}

/**
 * A worker takes the task: only a packing task nobody has started. A second delivery of the
 * same job (a pg-boss retry) or a task already failed by the sweeper gets null.
 */
export async function claimTask(db: Executor, id: number): Promise<TaskRow | null> {
  const [row] = await db
    .update(tasks)
    .set({ startedAt: sql`now()`, heartbeatAt: sql`now()` })
    .where(and(eq(tasks.id, id), eq(tasks.status, TaskStatus.packing), isNull(tasks.startedAt)))
    .returning();
  return row ?? null;
}

/** Progress and heartbeat after each page; false when the task is no longer packing. */
export async function touchTask(db: Executor, id: number, progress: number, rows: number): Promise<boolean> {
  const updated = await db
    .update(tasks)
    .set({ progress, rowCount: rows, heartbeatAt: sql`now()` })
    .where(and(eq(tasks.id, id), eq(tasks.status, TaskStatus.packing)))
    .returning({ id: tasks.id });
  return updated.length === 1;
}

export async function finishTask(
  db: Executor,
  id: number,
  storageKey: string,
  rows: number,
): Promise<boolean> {
  const updated = await db
    .update(tasks)
    .set({
      status: TaskStatus.done,
      progress: 100,
      rowCount: rows,
      storageKey,
      heartbeatAt: sql`now()`,
      finishedAt: sql`now()`,
    })
    .where(and(eq(tasks.id, id), eq(tasks.status, TaskStatus.packing)))
    .returning({ id: tasks.id });
  return updated.length === 1;
}

export async function failTask(db: Executor, id: number, errorKey: string): Promise<void> {
  await db
    .update(tasks)
    .set({ status: TaskStatus.failed, errorKey, finishedAt: sql`now()` })
    .where(and(eq(tasks.id, id), eq(tasks.status, TaskStatus.packing)));
}

/** Packing tasks whose worker died (no heartbeat) or whose job never ran → failed. */
export async function failStaleTasks(db: Executor, errorKey: string): Promise<number[]> {
  const rows = await db
    .update(tasks)
    .set({ status: TaskStatus.failed, errorKey, finishedAt: sql`now()` })
    .where(
      and(
        eq(tasks.status, TaskStatus.packing),
        sql`(
          (${tasks.startedAt} is not null and ${tasks.heartbeatAt} < now() - ${STALE_HEARTBEAT}::interval)
          or (${tasks.startedAt} is null and coalesce(${tasks.heartbeatAt}, ${tasks.createdAt}) < now() - ${STALE_QUEUED}::interval)
        )`,
      ),
    )
    .returning({ id: tasks.id });
  return rows.map((r) => r.id);
}

/** Tasks that still have a file and are older than the retention, oldest first. */
export async function tasksWithExpiredFiles(db: Executor, limit: number) {
  return db
    .select({ id: tasks.id, storageKey: tasks.storageKey })
    .from(tasks)
    .where(and(isNotNull(tasks.storageKey), lt(tasks.createdAt, sql`now() - ${FILE_RETENTION}::interval`)))
    .orderBy(tasks.createdAt)
    .limit(limit);
}

export async function markFileExpired(db: Executor, id: number, errorKey: string): Promise<void> {
  await db
    .update(tasks)
    .set({ status: TaskStatus.failed, storageKey: null, errorKey })
    .where(eq(tasks.id, id));
}

/** The kinds of task the export and import jobs work: those `countPacking` counts. */
export const fileTaskKinds = (ctx: Pick<AppContext, 'exporters' | 'importers'>) => [
  ...ctx.exporters.kinds(),
  ...ctx.importers.kinds(),
];

/** A merchant may have this many tasks packing at once; more waits for one to finish. */
export const MAX_PACKING_PER_MERCHANT = 5;
