import { topupEndpoints as E } from '@console/contract';
import { caller, callers, callUpload } from '@/lib/http';
import { domainQueries } from '@/lib/queries';
import type { SheetFormat } from '@/lib/sheet-file';

/** The bulk top-up calls (`/recharge`), typed by the contract's endpoint table. */
export const topupApi = {
  ...callers(E, [
    'topupDiscounts',
    /** Pasted lines checked and priced, each with its error in the server's words; nothing stored. */
    'topupPreview',
    'topupBatches',
    'topupBatch',
    'topupItems',
    'topupExport',
    /** The failed items of a batch as a new batch (charged anew). */
    'topupRetry',
  ]),
  /**
   * The batch charged to the balance: a refusal (lines in error, the balance short) is shown by the
   * editor in the server's words, in place, rather than as a notification.
   */
  topupSubmit: caller(E.topupSubmit, { skipAlert: true }),
  /** A spreadsheet (phone, amount) checked like pasted lines. */
  topupUpload(file: File) {
    const form = new FormData();
    form.append('file', file, file.name);
    return callUpload(E.topupUpload, form);
  },
  /** The spreadsheet's template, saved as a file (the download code comes with the first one). */
  async topupTemplate(format: SheetFormat) {
    const { downloadFile } = await import('@/lib/download');
    return downloadFile(E.topupTemplate, { format }, `topup-template.${format}`);
  },
};

const q = domainQueries('topup');

/** The top-up reads; a batch submitted or retried invalidates everything under `all()`. */
export const topupQueries = {
  all: q.all,
  ...q.reads(topupApi, ['topupDiscounts', 'topupBatches', 'topupBatch', 'topupItems']),
};
