import {
  Code,
  type ExportResult,
  type Language,
  type Task,
  type TaskListResult,
  TaskStatus,
  taskNameField,
} from '@console/contract';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n';
import { QUEUE } from '../../jobs/queue';
import { TASK_ERRORS } from '../../jobs/export-job';
import { downloadUrl } from './download';
import { countPacking, countTasks, failTask, insertTask, listTasks, type TaskRow } from './queries';

/** A merchant may have this many exports packing at once; more waits for one to finish. */
export const MAX_PACKING_PER_MERCHANT = 5;

const asStatus = (status: number): Task['status'] =>
  status === TaskStatus.done ? 1 : status === TaskStatus.failed ? 4 : 3;

/** The contract's shape of a task, with a fresh signed link when its file is ready. */
export function toTask(ctx: AppContext, row: TaskRow, lang: Language): Task {
  const ready = row.status === TaskStatus.done && !!row.storageKey;
  return {
    id: row.id,
    name: row.name,
    url: ready ? downloadUrl(ctx, row) : '',
    status: asStatus(row.status),
    progress: row.progress,
    rows: row.rowCount,
    create_time: row.createdAt.toISOString(),
    finish_time: row.finishedAt ? row.finishedAt.toISOString() : null,
    error: row.errorKey ? translate(lang, row.errorKey) : '',
  };
}

export async function taskList(
  ctx: AppContext,
  merchantId: number,
  page: { page: number; page_size: number },
  lang: Language,
): Promise<TaskListResult> {
  const [rows, total] = await Promise.all([
    listTasks(ctx.db, merchantId, page.page_size, (page.page - 1) * page.page_size),
    countTasks(ctx.db, merchantId),
  ]);
  return { list: rows.map((r) => toTask(ctx, r, lang)), total };
}

/** The most recent tasks (the dashboard's and the header popover's view). */
export async function recentTasks(ctx: AppContext, merchantId: number, lang: Language, limit = 5) {
  const rows = await listTasks(ctx.db, merchantId, limit, 0);
  return rows.map((r) => toTask(ctx, r, lang));
}

/**
 * The one way to start a list export: checks the kind, the query (with the exporter's schema)
 * and the name, records the task as packing, and queues its job. The file's headers and texts
 * will be in `lang`, the language of the request.
 */
export async function createExportTask(
  ctx: AppContext,
  merchantId: number,
  kind: string,
  query: unknown,
  taskName: string,
  lang: Language,
): Promise<ExportResult> {
  const exporter = ctx.exporters.get(kind);
  if (!exporter) throw new Error(`no exporter registered for "${kind}"`);
  const parsedQuery = exporter.query.safeParse(query);
  const name = taskNameField.safeParse(taskName);
  if (!parsedQuery.success || typeof parsedQuery.data !== 'object' || parsedQuery.data === null) {
    throw new AppError(Code.validation, 'v.field', {
      field: 'query',
      reason: translate(lang, 'v.field_invalid'),
    });
  }
  if (!name.success) {
    throw new AppError(Code.validation, 'v.field', {
      field: 'task_name',
      reason: translate(lang, 'v.field_invalid'),
    });
  }
  if ((await countPacking(ctx.db, merchantId)) >= MAX_PACKING_PER_MERCHANT) {
    throw new AppError(Code.tooManyRequests, 'task.err_too_many_packing', {
      max: MAX_PACKING_PER_MERCHANT,
    });
  }
  const task = await insertTask(ctx.db, {
    merchantId,
    name: name.data,
    kind,
    query: parsedQuery.data as Record<string, unknown>,
    lang,
  });
  try {
    await ctx.jobs.send(QUEUE.export, { taskId: task.id });
  } catch (error) {
    await failTask(ctx.db, task.id, TASK_ERRORS.failed);
    throw error;
  }
  return { task_id: task.id };
}
