import {
  can,
  type ExportResult,
  isAgent,
  type Language,
  type Viewer,
  type PayloadOut,
  type orderEndpoints,
} from '@console/contract';
import { personalDataReveals } from '../../../db/tables';
import { TASK_ERRORS } from '../../../jobs/export-job';
import { createImportTask } from '../../../jobs/import-tasks';
import { checkSpreadsheet } from '../../../jobs/spreadsheet-safety';
import { forbidden } from '../../../lib/errors';
import type { AppContext } from '../../../lib/context';
import { createExportTask } from '../../../jobs/export-tasks';
import { failTask } from '../../../jobs/task-rows';
import { orderableGoods } from '../create-orders';
import { ORDER_EXPORT_KIND } from '../exporter';
import { ORDER_IMPORT_KIND } from './order-importer';
import { REMARK_IMPORT_KIND } from './remark-importer';

/** An uploaded spreadsheet, as the multipart reader gives it. */
export interface SpreadsheetUpload {
  data: Buffer;
  fileName: string;
}

interface Client {
  ip: string;
  userAgent: string;
  lang: Language;
}

/**
 * `/apply/download`: the list's filter as an xlsx, through the export machinery. Masked unless
 * `full` is asked and the role may reveal (`order` has `get`, as `/apply/decrypt` requires); a
 * full export is recorded in personal_data_reveals with its task, like a reveal.
 */
export async function orderExport(
  ctx: AppContext,
  viewer: Viewer,
  payload: PayloadOut<typeof orderEndpoints.orderExport>,
  client: Client,
): Promise<ExportResult> {
  if (payload.full && !can(viewer, 'order', 'get')) throw forbidden();
  const { task_name, ...filter } = payload;
  const query = { ...filter, agent: isAgent(viewer) };
  const result = await createExportTask(
    ctx,
    viewer.merchantId,
    ORDER_EXPORT_KIND,
    query,
    task_name,
    client.lang,
  );
  if (payload.full) {
    try {
      await ctx.db.insert(personalDataReveals).values({
        merchantId: viewer.merchantId,
        kind: 'export',
        taskId: result.task_id,
        ip: client.ip.slice(0, 64),
        userAgent: client.userAgent.slice(0, 300),
      });
    } catch (error) {
      // A full export that could not be recorded must not happen: its task stops at its next page.
      await failTask(ctx.db, result.task_id, TASK_ERRORS.failed);
      throw error;
    }
  }
  return result;
}

/**
 * `/apply/upload`: the goods must be one this merchant may order (its partner's, on sale;
 * another partner's is refused like a missing one), the file a safe spreadsheet; then the
 * import runs as a task.
 */
export async function orderImport(
  ctx: AppContext,
  merchantId: number,
  fields: PayloadOut<typeof orderEndpoints.orderImport>,
  upload: SpreadsheetUpload,
  lang: Language,
): Promise<ExportResult> {
  await ctx.db.transaction((tx) => orderableGoods(tx, merchantId, fields.goods_id));
  const checked = await checkSpreadsheet(upload.data, upload.fileName);
  return createImportTask(ctx, merchantId, ORDER_IMPORT_KIND, { ...upload, fields, checked }, lang);
}

/** `/apply/merchant_upload_update_apply`: order number → remark, as a task with a report. */
export async function orderRemarkImport(
  ctx: AppContext,
  merchantId: number,
  upload: SpreadsheetUpload,
  lang: Language,
): Promise<ExportResult> {
  const checked = await checkSpreadsheet(upload.data, upload.fileName);
  return createImportTask(ctx, merchantId, REMARK_IMPORT_KIND, { ...upload, fields: {}, checked }, lang);
}
