import { IMPORT_MAX_ROWS, ORDER_IMPORT_COLUMNS, OrderImportFields, OrderImportRow } from '@console/contract';
import { defineImporter, type ImportRow, type Rejection } from '../../../jobs/importers';
import { createOrders, orderableGoods } from '../create-orders';
import { orderEnvOf } from '../list';

export const ORDER_IMPORT_KIND = 'order_import';

/** The template's example row: a customer that imports cleanly (the ID number's checksum holds). */
const EXAMPLE: Record<(typeof ORDER_IMPORT_COLUMNS)[number], string> = {
  customer_name: '张三',
  phone: '13800138000',
  id_number: '11010519491231002X',
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
  address: '建国路88号',
  remark: '',
};
const WIDTHS: Record<(typeof ORDER_IMPORT_COLUMNS)[number], number> = {
  customer_name: 12,
  phone: 14,
  id_number: 22,
  province: 10,
  city: 10,
  district: 10,
  address: 36,
  remark: 30,
};

/**
 * Orders from a spreadsheet (`/apply/upload`): every row becomes a pending order of the chosen
 * goods with the chosen source, through `createOrders` like any other order, or a line of the
 * report. A customer's ID number given twice in one file is refused the second time (a copied
 * row would otherwise become two orders).
 */
export const orderImporter = defineImporter({
  kind: ORDER_IMPORT_KIND,
  fields: OrderImportFields,
  row: OrderImportRow,
  columns: ORDER_IMPORT_COLUMNS.map((key) => ({
    key,
    header: `import.orders.col_${key}`,
    width: WIDTHS[key],
    example: EXAMPLE[key],
    optional: key === 'remark',
  })),
  sheet: 'import.orders.sheet',
  maxRows: IMPORT_MAX_ROWS,
  tooManyRowsKey: 'import.orders.err_too_many_rows',
  taskNameKey: 'import.orders.task_name',
  async begin(ctx, merchantId, fields, env) {
    // The goods is checked once for the file; each batch checks it again (it may go off sale).
    const goods = await ctx.db.transaction((tx) => orderableGoods(tx, merchantId, fields.goods_id));
    const orderEnv = orderEnvOf(ctx);
    const seen = new Map<string, number>();
    return {
      async commit(tx, rows: ImportRow<OrderImportRow>[]): Promise<Rejection[]> {
        const rejections: Rejection[] = [];
        const fresh: ImportRow<OrderImportRow>[] = [];
        const batch = new Map<string, number>();
        for (const r of rows) {
          const first = seen.get(r.value.id_number) ?? batch.get(r.value.id_number);
          if (first !== undefined) {
            rejections.push({
              rowNo: r.rowNo,
              reason: env.t('import.orders.duplicate_id_number', { row: first }),
            });
          } else {
            batch.set(r.value.id_number, r.rowNo);
            fresh.push(r);
          }
        }
        if (fresh.length) {
          await createOrders(
            tx,
            orderEnv,
            { merchantId, goodsId: fields.goods_id, source: fields.source, historySource: 'import' },
            fresh.map(({ value: v }) => ({
              customer: {
                name: v.customer_name,
                phone: v.phone,
                idNumber: v.id_number,
                province: v.province,
                city: v.city,
                district: v.district,
                address: v.address,
              },
              remark: v.remark,
            })),
          );
        }
        for (const [id, rowNo] of batch) seen.set(id, rowNo);
        return rejections;
      },
      replay(rows: ImportRow<OrderImportRow>[]) {
        for (const r of rows) if (!seen.has(r.value.id_number)) seen.set(r.value.id_number, r.rowNo);
      },
      details: () => [
        [env.t('import.report.goods'), goods.name],
        [env.t('import.report.source'), env.t(`export.orders.source_${fields.source}`)],
      ],
    };
  },
});
