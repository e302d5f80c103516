import { topupEndpoints as E } from '@console/contract';
import { caller, callUpload } from '@/lib/http';
import { domainQueries } from '@/lib/queries';
import type { SheetFormat } from '@/lib/sheet-file';

/** The bulk top-up calls (`/recharge`), typed by the contract's endpoint table. */
export const topupApi = {
  discounts: caller(E.topupDiscounts),
  /** Pasted lines checked and priced, each with its error in the server's words; nothing stored. */
  preview: caller(E.topupPreview),
  /**
   * The batch charged to the balance: a refusal (lines in error, the balance short) is shown by the
   * editor in the server's words, in place, rather than as a notification.
   */
  submit: caller(E.topupSubmit, { skipAlert: true }),
  listBatches: caller(E.topupBatches),
  batch: caller(E.topupBatch),
  listItems: caller(E.topupItems),
  exportItems: caller(E.topupExport),
  /** The failed items of a batch as a new batch (charged anew). */
  retry: caller(E.topupRetry),
  /** A spreadsheet (phone, amount) checked like pasted lines. */
  upload(file: File) {
    const form = new FormData();
    form.append('file', file, file.name);
    return callUpload(E.topupUpload, form);
  },
  /** The spreadsheet's template, saved as a file (the download code comes with the first one). */
  async downloadTemplate(format: SheetFormat) {
    const { downloadFile } = await import('@/lib/download');
    return downloadFile(E.topupTemplate, { format }, `topup-template.${format}`);
  },
};

const q = domainQueries('topup');

/** The top-up reads; a batch submitted or retried invalidates everything under `all()`. */
export const topupQueries = {
  all: q.all,
  ...q.reads(topupApi, ['discounts', 'listBatches', 'batch', 'listItems']),
};
