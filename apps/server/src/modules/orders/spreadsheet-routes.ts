import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Action,
  ApiPath,
  Code,
  IMPORT_MAX_BYTES,
  OrderExportPayload,
  OrderImportFields,
  OrderTemplateQuery,
} from '@console/contract';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { clientOf, ok } from '../../lib/reply';
import { requireSession, sessionOf } from '../../plugins/auth';
import { zodIssueMessage } from '../../plugins/error-handler';
import { requireRoute, viewerOf } from '../../plugins/permissions';
import { contentDisposition } from '../tasks/download';
import { orderImporter } from './import/order-importer';
import { remarkImporter } from './import/remark-importer';
import { startOrderExport, startOrderImport, startRemarkImport } from './import/service';
import { type TemplateFile, templateFile } from './import/templates';
import { readSpreadsheetUpload } from './import/upload';

const sendFile = (reply: FastifyReply, file: TemplateFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.data);

/**
 * Order spreadsheets: the export of the filtered list, the import of orders and of remarks
 * (multipart, each a task with a result report), and their templates. Permission route
 * `OrderList`: `export` to download, `import` to upload and for the templates.
 */
export function orderSpreadsheetRoutes(app: FastifyInstance, ctx: AppContext) {
  const signedIn = requireSession(ctx);
  const guard = (action: Action) => [signedIn, requireRoute('OrderList', action)];
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    ApiPath.orderExport,
    { schema: { body: OrderExportPayload }, onRequest: guard('export') },
    async (req) => ok(req, await startOrderExport(ctx, viewerOf(req), req.body, clientOf(req))),
  );

  r.get(
    ApiPath.orderImportTemplate,
    { schema: { querystring: OrderTemplateQuery }, onRequest: guard('import') },
    async (req, reply) => sendFile(reply, await templateFile(orderImporter, req.query.format, req.lang)),
  );
  r.get(
    ApiPath.orderRemarkTemplate,
    { schema: { querystring: OrderTemplateQuery }, onRequest: guard('import') },
    async (req, reply) => sendFile(reply, await templateFile(remarkImporter, req.query.format, req.lang)),
  );

  // Multipart is parsed only on the two upload calls; the file limit stops an oversized one early.
  void app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 2, fields: 10, fieldSize: 100, parts: 20 },
    });
    uploads.post(ApiPath.orderImport, { onRequest: guard('import') }, async (req: FastifyRequest) => {
      const upload = await readSpreadsheetUpload(req);
      const fields = OrderImportFields.safeParse(upload.fields);
      if (!fields.success) throw new AppError(Code.validation, zodIssueMessage(req, fields.error.issues[0]!));
      return ok(req, await startOrderImport(ctx, sessionOf(req).merchantId, fields.data, upload, req.lang));
    });
    uploads.post(ApiPath.orderRemarkImport, { onRequest: guard('import') }, async (req: FastifyRequest) => {
      const upload = await readSpreadsheetUpload(req);
      return ok(req, await startRemarkImport(ctx, sessionOf(req).merchantId, upload, req.lang));
    });
  });
}
