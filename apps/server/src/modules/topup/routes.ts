import { type Endpoint, IMPORT_MAX_BYTES, topupEndpoints } from '@console/contract';
import { rejected } from '../../jobs/spreadsheet-safety';
import { contentDisposition } from '../../lib/content-disposition';
import type { MultipartRules } from '../../lib/multipart';
import { type Call, defineRoutes } from '../../plugins/endpoint-routes';
import { batchList, itemList, readBatch } from './batches';
import { exportItems } from './exporter';
import { discounts, previewSheet, previewText, type TemplateFile, templateFile } from './preview';
import { retryBatch, submitBatch } from './submit';

/** One spreadsheet, refused while it arrives when it is too large. */
const sheetRules: MultipartRules = {
  limits: { fileSize: IMPORT_MAX_BYTES, files: 2, fields: 10, fieldSize: 100, parts: 20 },
  maxFiles: 1,
  fileRequired: true,
  refuse: { tooLarge: () => rejected('too_large'), tooMany: () => rejected('type') },
};

const sendFile = ({ reply }: Pick<Call<Endpoint>, 'reply'>, file: TemplateFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.data);

/** Top-up's calls: every batch is the caller's own (another merchant's is not found). */
export const topupRoutes = defineRoutes(topupEndpoints, {
  topupDiscounts: ({ ctx, viewer }) => Promise.resolve(discounts(ctx, viewer)),
  topupPreview: ({ ctx, viewer, body, lang }) => previewText(ctx, viewer, body.text, lang),
  topupUpload: {
    multipart: sheetRules,
    handler: ({ ctx, viewer, files, lang }) =>
      previewSheet(ctx, viewer, { data: files[0]!.data, fileName: files[0]!.name }, lang),
  },
  topupTemplate: async (call) => sendFile(call, await templateFile(call.body.format, call.lang)),
  topupSubmit: ({ ctx, viewer, body, request }) => submitBatch(ctx, viewer, body, request.log),
  topupBatches: ({ ctx, merchantId, body }) => batchList(ctx, merchantId, body),
  topupBatch: async ({ ctx, merchantId, body }) => ({ batch: await readBatch(ctx.db, merchantId, body.id) }),
  topupItems: ({ ctx, merchantId, body }) => itemList(ctx, merchantId, body),
  topupExport: ({ ctx, merchantId, body, lang }) => exportItems(ctx, merchantId, body, lang),
  topupRetry: ({ ctx, viewer, body, request }) => retryBatch(ctx, viewer, body, request.log),
});
