import { coreCodes } from '../codes';
import { defineEndpoints } from '../endpoint';
import type * as Tasks from '../tasks/schemas';
import type * as S from './schemas';

/**
 * Bulk phone top-up (`/recharge`): make a batch from pasted lines or a spreadsheet, see each line
 * checked and priced, submit it (charged once to the balance), follow its items and export them.
 * Every batch is the caller's own; another merchant's is not found.
 */
export const topupEndpoints = defineEndpoints<typeof S & typeof Tasks>()({
  /** The carriers' discounts and allowed face amounts for this merchant. */
  topupDiscounts: { path: '/topup/discounts', route: 'Recharge', result: 'TopupDiscountsResult' },
  /** Pasted `phone amount` lines, checked and priced; nothing is stored. */
  topupPreview: {
    path: '/topup/preview',
    route: 'Recharge',
    payload: 'TopupPreviewPayload',
    result: 'TopupPreviewResult',
  },
  /** A spreadsheet (xlsx or csv: phone, amount), checked like pasted lines. */
  topupUpload: {
    path: '/topup/upload',
    grant: 'topup',
    body: 'multipart',
    route: 'Recharge',
    payload: 'TopupUploadFields',
    result: 'TopupPreviewResult',
  },
  /** GET ?format=xlsx|csv: the spreadsheet's template. */
  topupTemplate: {
    path: '/topup/template',
    method: 'GET',
    route: 'Recharge',
    payload: 'TopupTemplateQuery',
    file: true,
  },
  topupSubmit: {
    path: '/topup/submit',
    grant: 'topup',
    route: 'Recharge',
    payload: 'TopupSubmitPayload',
    result: 'TopupBatchResult',
  },
  topupBatches: {
    reads: 'replica-ok',
    path: '/topup/batches',
    route: 'Recharge',
    payload: 'TopupBatchListPayload',
    result: 'TopupBatchListResult',
  },
  topupBatch: {
    path: '/topup/batch',
    route: 'Recharge',
    payload: 'TopupBatchPayload',
    result: 'TopupBatchResult',
  },
  topupItems: {
    reads: 'replica-ok',
    path: '/topup/items',
    route: 'Recharge',
    payload: 'TopupItemListPayload',
    result: 'TopupItemListResult',
  },
  topupExport: {
    path: '/topup/export',
    grant: 'export',
    route: 'Recharge',
    payload: 'TopupExportPayload',
    result: 'ExportResult',
  },
  /** The failed items of a batch as a new batch, charged anew. */
  topupRetry: {
    path: '/topup/retry',
    grant: 'topup',
    route: 'Recharge',
    payload: 'TopupRetryPayload',
    result: 'TopupBatchResult',
  },
  /**
   * The provider's callback (Juhe's form): the item it names settled once; refused, and recorded,
   * when the sign is not the provider's, the item unknown or the callback a repeat.
   */
  topupNotify: {
    path: '/topup/notify',
    body: 'form',
    access: 'platform',
    payload: 'TopupNotifyForm',
    answer: 'text',
    codes: [coreCodes.notFound],
    about:
      "The top-up provider's callback (Juhe): a form whose `sign` is MD5(AppKey + sporder_id + orderid); " +
      'the item is settled once, the status query asked when the callback is doubtful. Taken: `success`.',
  },
});
