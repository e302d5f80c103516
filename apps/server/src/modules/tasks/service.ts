import {
  type Language,
  type Task,
  type TaskListResult,
  TaskStatus,
  type PayloadOut,
  type taskEndpoints,
} from '@console/contract';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n';
import { downloadUrl } from './download';
import { countTasks, listTasks, type TaskListRow } from '../../jobs/task-rows';
import { isoTime, isoTimeOrNull } from '../../lib/time';
import { pageAnswer, pageWindow } from '../../db/list-page';

const asStatus = (status: number): Task['status'] =>
  status === TaskStatus.done ? 1 : status === TaskStatus.failed ? 4 : 3;

/** The contract's shape of a task, with a fresh signed link when its file is ready. */
export function toTask(ctx: AppContext, row: TaskListRow, lang: Language): Task {
  const ready = row.status === TaskStatus.done && !!row.storageKey;
  return {
    id: row.id,
    name: row.name,
    url: ready ? downloadUrl(ctx, row) : '',
    status: asStatus(row.status),
    progress: row.progress,
    rows: row.rowCount,
    create_time: isoTime(row.createdAt),
    finish_time: isoTimeOrNull(row.finishedAt),
    error: row.errorKey ? translate(lang, row.errorKey) : '',
  };
}

export async function taskList(
  ctx: AppContext,
  merchantId: number,
  page: PayloadOut<typeof taskEndpoints.taskList>,
  lang: Language,
  staffId: number | null = null,
): Promise<TaskListResult> {
  // A staff member sees their own tasks (and so only their own files' links); the owner all.
  return pageAnswer(
    listTasks(ctx.db, merchantId, pageWindow(page), staffId),
    countTasks(ctx.db, merchantId, staffId),
    (r) => toTask(ctx, r, lang),
  );
}

/** The most recent tasks (the dashboard's and the header popover's view). */
export async function recentTasks(
  ctx: AppContext,
  merchantId: number,
  lang: Language,
  limit = 5,
  staffId: number | null = null,
) {
  const rows = await listTasks(ctx.db, merchantId, { limit, offset: 0 }, staffId);
  return rows.map((r) => toTask(ctx, r, lang));
}
