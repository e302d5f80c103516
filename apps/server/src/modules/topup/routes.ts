import { topupEndpoints } from '@console/contract';
import { sendTemplate, sheetRules, templateFile } from '../../jobs/sheet-template';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { batchList, itemList, readBatch } from './batches';
import { exportItems } from './exporter';
import { discounts, LINES_TEMPLATE, previewSheet, previewText } from './preview';
import { retryBatch, submitBatch } from './submit';

/** Top-up's calls: every batch is the caller's own (another merchant's is not found). */
export const topupRoutes = defineRoutes(topupEndpoints, {
  topupDiscounts: ({ ctx, viewer }) => Promise.resolve(discounts(ctx, viewer)),
  topupPreview: ({ ctx, viewer, body, lang }) => previewText(ctx, viewer, body.text, lang),
  topupUpload: {
    multipart: sheetRules,
    handler: ({ ctx, viewer, files, lang }) =>
      previewSheet(ctx, viewer, { data: files[0]!.data, fileName: files[0]!.name }, lang),
  },
  topupTemplate: async (call) =>
    sendTemplate(call.reply, await templateFile(LINES_TEMPLATE, call.body.format, call.lang)),
  topupSubmit: ({ ctx, viewer, body, lang, request }) => submitBatch(ctx, viewer, body, lang, request.log),
  topupBatches: ({ ctx, merchantId, body }) => batchList(ctx, merchantId, body),
  topupBatch: async ({ ctx, merchantId, body }) => ({ batch: await readBatch(ctx.db, merchantId, body.id) }),
  topupItems: ({ ctx, merchantId, body }) => itemList(ctx, merchantId, body),
  topupExport: ({ ctx, merchantId, body, lang }) => exportItems(ctx, merchantId, body, lang),
  topupRetry: ({ ctx, viewer, body, lang, request }) => retryBatch(ctx, viewer, body, lang, request.log),
});
