import { type ExportResult, type Language, taskNameField } from '@console/contract';
import { AppError } from '../lib/app-error';
import type { AppContext } from '../lib/context';
import { translate } from '../lib/i18n';
import { TASK_ERRORS } from './export-job';
import { QUEUE } from './queue';
import { countPacking, failTask, fileTaskKinds, insertTask, MAX_PACKING_PER_MERCHANT } from './task-rows';
import { CoreError, invalidField, notFound } from '../lib/errors';
import type { AnyExporter, IdOwner } from './exporters';

/**
 * Every id the query names must be one the merchant may filter by: another merchant's (or none)
 * is "not found", as in every other call, whatever the file would have held.
 */
async function checkIds(ctx: AppContext, exporter: AnyExporter, merchantId: number, query: object) {
  for (const [field, owner] of Object.entries<IdOwner | null>(exporter.ids ?? {})) {
    const id = (query as Record<string, unknown>)[field];
    if (!owner || typeof id !== 'number' || id <= 0) continue;
    if (!(await owner(ctx, merchantId, id, query as never))) throw notFound();
  }
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
    throw invalidField('query', translate(lang, 'v.field_invalid'));
  }
  if (!name.success) {
    throw invalidField('task_name', translate(lang, 'v.field_invalid'));
  }
  await checkIds(ctx, exporter, merchantId, parsedQuery.data);
  if ((await countPacking(ctx.db, merchantId, fileTaskKinds(ctx))) >= MAX_PACKING_PER_MERCHANT) {
    throw new AppError(CoreError.tooManyExports, {
      max: MAX_PACKING_PER_MERCHANT,
      count: MAX_PACKING_PER_MERCHANT,
    });
  }
  // In a transaction: an export's audit record commits with its task (decision 054).
  const task = await ctx.db.transaction((tx) =>
    insertTask(tx, {
      merchantId,
      name: name.data,
      kind,
      query: parsedQuery.data as Record<string, unknown>,
      lang,
    }),
  );
  try {
    await ctx.jobs.send(QUEUE.export, { taskId: task.id });
  } catch (error) {
    await failTask(ctx.db, task.id, TASK_ERRORS.failed);
    throw error;
  }
  return { task_id: task.id };
}
