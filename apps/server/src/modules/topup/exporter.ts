import {
  type Language,
  TopupItemFilter,
  type ExportResult,
  type PayloadOut,
  type topupEndpoints,
} from '@console/contract';
import { createExportTask } from '../../jobs/export-tasks';
import { defineExporter, ownRowOf } from '../../jobs/exporters';
import { topupBatches } from './tables';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n';
import { localTimeOrNull } from '../../lib/time';
import { countItems, type ItemRow, itemPage, ownBatch } from './batches';
import { twoPlaces } from '../../lib/money';

export const TOPUP_EXPORT_KIND = 'topup_items';

const when = (v: Date | string | null, timeZone: string) => localTimeOrNull(v, timeZone) ?? '';

/** A batch's items as on screen, in line order, by keyset pages on the item id. */
export const topupItemExporter = defineExporter({
  kind: TOPUP_EXPORT_KIND,
  query: TopupItemFilter,
  ids: { batch: ownRowOf(topupBatches) },
  sheet: 'export.topup.sheet',
  columns: [
    { header: 'export.topup.batch_no', width: 20, value: (r: ItemRow) => r.batch_no },
    { header: 'export.topup.line_no', width: 8, value: (r: ItemRow) => r.line_no },
    { header: 'export.topup.phone', width: 14, value: (r: ItemRow) => r.phone_masked },
    {
      header: 'export.topup.carrier',
      width: 12,
      value: (r: ItemRow, env) => translate(env.lang, `topup.carrier.${r.carrier}`),
    },
    { header: 'export.topup.face', width: 10, value: (r: ItemRow) => twoPlaces(String(r.face)) },
    { header: 'export.topup.price', width: 10, value: (r: ItemRow) => twoPlaces(r.price) },
    {
      header: 'export.topup.status',
      width: 10,
      value: (r: ItemRow, env) => translate(env.lang, `topup.status.${r.status}`),
    },
    { header: 'export.topup.reason', width: 28, value: (r: ItemRow) => r.reason },
    { header: 'export.topup.sent_at', width: 20, value: (r: ItemRow, env) => when(r.sent_at, env.timeZone) },
    {
      header: 'export.topup.settled_at',
      width: 20,
      value: (r: ItemRow, env) => when(r.settled_at, env.timeZone),
    },
  ],
  count: (ctx, merchantId, q) => countItems(ctx, merchantId, q),
  fetchPage: (ctx, merchantId, q, after: ItemRow | null, limit) =>
    itemPage(ctx, merchantId, q, after ? Number(after.id) : 0, limit),
});

/** `/topup/export`: the batch must be the caller's (else not found), then a task like every export. */
export async function topupExport(
  ctx: AppContext,
  merchantId: number,
  p: PayloadOut<typeof topupEndpoints.topupExport>,
  lang: Language,
): Promise<ExportResult> {
  const { task_name, ...filter } = p;
  await ownBatch(ctx.db, merchantId, filter.batch);
  return createExportTask(ctx, merchantId, TOPUP_EXPORT_KIND, filter, task_name, lang);
}
