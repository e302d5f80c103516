import { topupEndpoints } from '@console/contract';
import { sendTemplate, sheetRules, templateFile } from '../../jobs/sheet-template';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { topupBatches, topupItems, readBatch } from './batches';
import { topupExport } from './exporter';
import { topupDiscounts, LINES_TEMPLATE, topupUpload, topupPreview } from './preview';
import { topupRetry, topupSubmit } from './submit';
import { receiveNotify } from './notify';
import { topupProvider } from './provider-of';

/** Top-up's calls: every batch is the caller's own (another merchant's is not found). */
export const topupRoutes = defineRoutes(topupEndpoints, {
  topupDiscounts: ({ ctx, viewer }) => Promise.resolve(topupDiscounts(ctx, viewer)),
  topupPreview: ({ ctx, viewer, body, lang }) => topupPreview(ctx, viewer, body.text, lang),
  topupUpload: {
    multipart: sheetRules,
    handler: ({ ctx, viewer, files, lang }) =>
      topupUpload(ctx, viewer, { data: files[0]!.data, fileName: files[0]!.name }, lang),
  },
  topupTemplate: async (call) =>
    sendTemplate(call.reply, await templateFile(LINES_TEMPLATE, call.body.format, call.lang)),
  topupSubmit: ({ ctx, viewer, body, lang, request }) => topupSubmit(ctx, viewer, body, lang, request.log),
  topupBatches: ({ ctx, merchantId, body }) => topupBatches(ctx, merchantId, body),
  topupBatch: async ({ ctx, merchantId, body }) => ({ batch: await readBatch(ctx.db, merchantId, body.id) }),
  topupItems: ({ ctx, merchantId, body }) => topupItems(ctx, merchantId, body),
  topupExport: ({ ctx, merchantId, body, lang }) => topupExport(ctx, merchantId, body, lang),
  topupRetry: ({ ctx, viewer, body, lang, request }) => topupRetry(ctx, viewer, body, lang, request.log),
  // The provider's callback: its signature is the credential; answered as the provider expects
  // (Juhe: `success`), a refusal as the envelope after its record.
  topupNotify: async ({ ctx, signed, reply }) => {
    await receiveNotify(ctx, signed);
    const { taken } = topupProvider(ctx).callback;
    return reply.type(taken.contentType).send(taken.body);
  },
});
