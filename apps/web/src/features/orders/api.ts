import { orderEndpoints as E, type OrderImportFields } from '@console/contract';
import { caller, callUpload } from '@/lib/http';
import { domainQueries } from '@/lib/queries';
import type { SheetFormat } from '@/lib/sheet-file';

export type TemplateKind = 'orders' | 'remarks';

/** The order screen's calls, typed by the contract's endpoint table. */
export const orderApi = {
  listOrders: caller(E.orderList),
  orderDetail: caller(E.orderDetail),
  /** The chain of goods changes the order belongs to, oldest first. */
  orderChain: caller(E.orderChain),
  flagOrders: caller(E.orderFlag),
  /** The merchant's remark of one order. */
  updateOrder: caller(E.orderUpdate),
  /** One order's personal data in full; the server records every call. */
  decryptOrder: caller(E.orderDecrypt),
  /** A rejected order again, on another goods. */
  reapplyOrder: caller(E.orderReapply),
  /** The selected rejected orders submitted again. */
  resubmitOrders: caller(E.orderResubmit),
  exportOrders: caller(E.orderExport),
  /**
   * The orders of a sheet: the settings first, then the file (the server reads the fields before
   * the file). Answers the task that imports it and holds the result report.
   */
  importOrders(file: File, fields: Required<OrderImportFields>) {
    const form = new FormData();
    form.append('goods_id', String(fields.goods_id));
    form.append('source', fields.source);
    form.append('file', file, file.name);
    return callUpload(E.orderImport, form);
  },
  /** Remarks by order number; answers the task with the report. */
  importRemarks(file: File) {
    const form = new FormData();
    form.append('file', file, file.name);
    return callUpload(E.orderRemarkImport, form);
  },
  /** An import template, saved as a file (the download code comes with the first one). */
  async downloadTemplate(kind: TemplateKind, format: SheetFormat) {
    const { downloadFile } = await import('@/lib/download');
    const endpoint = kind === 'orders' ? E.orderImportTemplate : E.orderRemarkTemplate;
    return downloadFile(endpoint, { format }, `${kind}-template.${format}`);
  },
};

const q = domainQueries('orders');

/** The order screen's reads; a change invalidates everything under `all()`. */
export const orderQueries = {
  all: q.all,
  ...q.reads(orderApi, ['listOrders', 'orderDetail', 'orderChain']),
};
