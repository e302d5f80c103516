import { createHmac } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ApiPath, TaskStatus } from '@console/contract';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { safeEqual } from '../../lib/crypto';
import { findTask } from '../../jobs/task-rows';
import { CoreError } from '../../lib/errors';

/** A download link lives this long: the list hands out a fresh one on every call. */
export const LINK_TTL_SECONDS = 15 * 60;

const INT4_MAX = 2_147_483_647;

/** HMAC-SHA-256 over the task, its merchant and the expiry: a link opens one merchant's file only. */
export function downloadSignature(pepper: string, taskId: number, merchantId: number, expires: number) {
  return createHmac('sha256', pepper).update(`task-file:${taskId}:${merchantId}:${expires}`).digest('hex');
}

/** `/api/download/file/<id>?expires=<unix seconds>&sig=<hex>`, relative to the console's origin. */
export function downloadUrl(
  ctx: AppContext,
  task: { id: number; merchantId: number },
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + LINK_TTL_SECONDS;
  const sig = downloadSignature(ctx.secrets.tokenPepper, task.id, task.merchantId, expires);
  return `/api${ApiPath.taskFile}/${task.id}?expires=${expires}&sig=${sig}`;
}

const badLink = () => new AppError(CoreError.taskLinkInvalid);
const gone = () => new AppError(CoreError.taskFileGone);

const asInt = (value: unknown): number | null => {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n <= INT4_MAX ? n : null;
};

export interface TaskFile {
  stream: Readable;
  /** The file name offered to the browser (the task name + .xlsx). */
  fileName: string;
}

/**
 * Checks a download link and opens its file. The link is the only credential (a browser follows
 * it without the token header), so any doubt answers 403: unknown task, wrong or expired
 * signature, another merchant's task (its signature was made for another merchant).
 */
export async function openTaskFile(
  ctx: AppContext,
  rawId: unknown,
  query: { expires?: unknown; sig?: unknown },
  now = Date.now(),
): Promise<TaskFile> {
  const id = asInt(rawId);
  const expires = asInt(query.expires);
  const sig = typeof query.sig === 'string' && /^[0-9a-f]{64}$/.test(query.sig) ? query.sig : null;
  if (id === null || expires === null || sig === null) throw badLink();
  if (expires * 1000 < now) throw badLink();
  const task = await findTask(ctx.db, id);
  if (!task) throw badLink();
  const expected = downloadSignature(ctx.secrets.tokenPepper, task.id, task.merchantId, expires);
  if (!safeEqual(expected, sig)) throw badLink();
  if (task.status !== TaskStatus.done || !task.storageKey) throw gone();
  const stream = await ctx.storage.open(task.storageKey);
  if (!stream) throw gone();
  return { stream, fileName: `${task.name}.xlsx` };
}
