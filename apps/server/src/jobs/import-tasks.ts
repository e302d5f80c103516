import type { CoreMessageKey } from '../lib/i18n';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type ExportResult, type Language } from '@console/contract';
import { tasks } from '../db/tables';
import { AppError } from '../lib/app-error';
import type { AppContext } from '../lib/context';
import { translate } from '../lib/i18n';
import { countPacking, failTask, fileTaskKinds, insertTask, MAX_PACKING_PER_MERCHANT } from './task-rows';
import { QUEUE } from './queue';
import { forgetCheckpoint } from './import-progress';
import type { CheckedSpreadsheet } from './spreadsheet-safety';
import { CoreError } from '../lib/errors';

/** Why an import task failed: server locale keys (the task list translates them). */
export const IMPORT_ERRORS = {
  failed: 'import.err_failed',
  stalled: 'import.err_stalled',
  unreadable: 'import.err_unreadable',
  header: 'import.err_header',
  empty: 'import.err_empty',
  fileGone: 'import.err_file_gone',
} as const satisfies Record<string, CoreMessageKey>;

/** The uploaded file, as the task's query records it (the upload check's findings included). */
export const importFile = z.object({
  key: z.string(),
  name: z.string(),
  size: z.number().int(),
  format: z.enum(['xlsx', 'csv']),
  encoding: z.enum(['utf-8', 'gb18030', 'utf-16le', 'utf-16be']).optional(),
  delimiter: z.enum([',', ';', '\t']).optional(),
});
export type ImportFile = z.infer<typeof importFile>;

export const importQuery = z.object({ fields: z.unknown(), file: importFile });

export function checkedOf(file: ImportFile): CheckedSpreadsheet {
  return file.format === 'xlsx'
    ? { format: 'xlsx' }
    : { format: 'csv', encoding: file.encoding ?? 'utf-8', delimiter: file.delimiter ?? ',' };
}

/** The name the merchant gave the file, without folders or characters a task name cannot hold. */
export function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '');
  return printable.trim().slice(0, 60) || 'file';
}

/**
 * The one way to start an import: the file (already checked by `checkSpreadsheet`) goes to
 * storage under a random key, a packing task records it with the settings, and the job is
 * queued. Imports count with exports towards the packing tasks a merchant may have at once.
 */
export async function createImportTask(
  ctx: AppContext,
  merchantId: number,
  kind: string,
  upload: { fields: unknown; data: Buffer; fileName: string; checked: CheckedSpreadsheet },
  lang: Language,
): Promise<ExportResult> {
  const importer = ctx.importers.get(kind);
  if (!importer) throw new Error(`no importer registered for "${kind}"`);
  const fields = importer.fields.parse(upload.fields);
  if ((await countPacking(ctx.db, merchantId, fileTaskKinds(ctx))) >= MAX_PACKING_PER_MERCHANT) {
    throw new AppError(CoreError.tooManyImports, {
      max: MAX_PACKING_PER_MERCHANT,
      count: MAX_PACKING_PER_MERCHANT,
    });
  }
  const name = displayName(upload.fileName);
  const file: ImportFile = {
    key: `imports/${merchantId}/${randomBytes(12).toString('hex')}.${upload.checked.format}`,
    name,
    size: upload.data.length,
    ...upload.checked,
  };
  await ctx.storage.put(file.key, upload.data);
  let taskId: number | null = null;
  try {
    // In a transaction: an import's audit record commits with its task (decision 054).
    const task = await ctx.db.transaction((tx) =>
      insertTask(tx, {
        merchantId,
        // The task's file (the report) downloads as `<task name>.xlsx`: the upload's extension goes.
        name: translate(lang, importer.taskNameKey, { file: name.replace(/\.(xlsx|csv)$/i, '') }).slice(
          0,
          100,
        ),
        kind,
        query: { fields, file },
        lang,
      }),
    );
    taskId = task.id;
    await ctx.jobs.send(QUEUE.import, { taskId });
    return { task_id: task.id };
  } catch (error) {
    if (taskId !== null) await failTask(ctx.db, taskId, IMPORT_ERRORS.failed);
    await ctx.storage.remove(file.key);
    throw error;
  }
}

/**
 * Import tasks the sweeper failed (their workers died on every resume): their reason is worded
 * for an import (rows already committed stay), their checkpoint goes, and the uploaded file,
 * which holds personal data in clear, goes now rather than never.
 */
export async function releaseStaleImports(ctx: AppContext, taskIds: number[]): Promise<void> {
  const kinds = ctx.importers.kinds();
  if (!taskIds.length || !kinds.length) return;
  const rows = await ctx.db
    .update(tasks)
    .set({ errorKey: IMPORT_ERRORS.stalled })
    .where(and(inArray(tasks.id, taskIds), inArray(tasks.kind, kinds)))
    .returning({ id: tasks.id, query: tasks.query });
  for (const row of rows) {
    await forgetCheckpoint(ctx.db, row.id);
    await removeUpload(ctx, row.query);
  }
}

/** Removes the uploaded file of an import task that has ended (done or failed). */
export async function releaseEndedImport(ctx: AppContext, taskId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ query: tasks.query, kind: tasks.kind })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), sql`${tasks.status} <> 3`));
  if (row && ctx.importers.has(row.kind)) await removeUpload(ctx, row.query);
}

async function removeUpload(ctx: AppContext, query: unknown) {
  const parsed = importQuery.safeParse(query);
  if (parsed.success) await ctx.storage.remove(parsed.data.file.key).catch(() => undefined);
}
