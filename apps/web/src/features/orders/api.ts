import { orderEndpoints as E, type OrderImportFields } from '@console/contract';
import { callers, callUpload } from '@/lib/http';
import { domainQueries } from '@/lib/queries';
import type { SheetFormat } from '@/lib/sheet-file';

/** The order screen's calls, typed by the contract's endpoint table. */
export const orderApi = {
  ...callers(E, [
    'orderList',
    'orderDetail',
    /** The chain of goods changes the order belongs to, oldest first. */
    'orderChain',
    'orderFlag',
    /** The merchant's remark of one order. */
    'orderUpdate',
    /** One order's personal data in full; the server records every call. */
    'orderDecrypt',
    /** A rejected order again, on another goods. */
    'orderReapply',
    /** The selected rejected orders submitted again. */
    'orderResubmit',
    'orderExport',
  ]),
  /**
   * The orders of a sheet: the settings first, then the file (the server reads the fields before
   * the file). Answers the task that imports it and holds the result report.
   */
  orderImport(file: File, fields: Required<OrderImportFields>) {
    const form = new FormData();
    form.append('goods_id', String(fields.goods_id));
    form.append('source', fields.source);
    form.append('file', file, file.name);
    return callUpload(E.orderImport, form);
  },
  /** Remarks by order number; answers the task with the report. */
  orderRemarkImport(file: File) {
    const form = new FormData();
    form.append('file', file, file.name);
    return callUpload(E.orderRemarkImport, form);
  },
  /** The order import's template, saved as a file (the download code comes with the first one). */
  async orderImportTemplate(format: SheetFormat) {
    const { downloadFile } = await import('@/lib/download');
    return downloadFile(E.orderImportTemplate, { format }, `orders-template.${format}`);
  },
  /** The remark import's template, saved likewise. */
  async orderRemarkTemplate(format: SheetFormat) {
    const { downloadFile } = await import('@/lib/download');
    return downloadFile(E.orderRemarkTemplate, { format }, `remarks-template.${format}`);
  },
};

const q = domainQueries('orders');

/** The order screen's reads; a change invalidates everything under `all()`. */
export const orderQueries = {
  all: q.all,
  ...q.reads(orderApi, ['orderList', 'orderDetail', 'orderChain']),
};
