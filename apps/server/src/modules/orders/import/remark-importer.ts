import { sql } from 'drizzle-orm';
import { REMARK_IMPORT_COLUMNS, REMARK_IMPORT_MAX_ROWS, RemarkImportRow } from '@console/contract';
import { z } from 'zod';
import { rawRows } from '../../../db/raw-rows';
import { defineImporter, type ImportRow, type Rejection } from '../../../jobs/importers';

export const REMARK_IMPORT_KIND = 'order_remark_import';

const EXAMPLE: Record<(typeof REMARK_IMPORT_COLUMNS)[number], string> = {
  order_no: '202601010001000001',
  remark: '已电话回访',
};

/**
 * Remarks in bulk (`/apply/merchant_upload_update_apply`): order number → remark. Only the
 * merchant's own orders change; any other number (unknown, another merchant's, a sub-merchant's
 * in an agent's file) is a report line "not found", as the API answers another's order.
 */
export const remarkImporter = defineImporter({
  kind: REMARK_IMPORT_KIND,
  fields: z.object({}),
  row: RemarkImportRow,
  columns: REMARK_IMPORT_COLUMNS.map((key) => ({
    key,
    header: `import.remarks.col_${key}`,
    width: key === 'order_no' ? 22 : 40,
    example: EXAMPLE[key],
  })),
  sheet: 'import.remarks.sheet',
  maxRows: REMARK_IMPORT_MAX_ROWS,
  tooManyRowsKey: 'import.remarks.err_too_many_rows',
  taskNameKey: 'import.remarks.task_name',
  async begin(_ctx, merchantId, _fields, env) {
    const seen = new Map<string, number>();
    return {
      async commit(tx, rows: ImportRow<RemarkImportRow>[]): Promise<Rejection[]> {
        const rejections: Rejection[] = [];
        const fresh: ImportRow<RemarkImportRow>[] = [];
        for (const r of rows) {
          const first = seen.get(r.value.order_no);
          if (first !== undefined) {
            rejections.push({ rowNo: r.rowNo, reason: env.t('import.remarks.duplicate', { row: first }) });
          } else {
            seen.set(r.value.order_no, r.rowNo);
            fresh.push(r);
          }
        }
        if (!fresh.length) return rejections;
        const values = sql.join(
          fresh.map((r) => sql`(${r.value.order_no}, ${r.value.remark})`),
          sql`, `,
        );
        const updated = await rawRows<{ order_no: string }>(
          tx,
          sql`update orders o set remark = v.remark, updated_at = now()
            from (values ${values}) as v(order_no, remark)
            where o.order_no = v.order_no and o.merchant_id = ${merchantId}
            returning o.order_no`,
        );
        const found = new Set(updated.map((u) => u.order_no));
        for (const r of fresh) {
          if (!found.has(r.value.order_no)) {
            rejections.push({
              rowNo: r.rowNo,
              reason: env.t('import.remarks.not_found', { order_no: r.value.order_no }),
            });
          }
        }
        return rejections;
      },
      replay(rows: ImportRow<RemarkImportRow>[]) {
        for (const r of rows) if (!seen.has(r.value.order_no)) seen.set(r.value.order_no, r.rowNo);
      },
      details: () => [],
    };
  },
});
