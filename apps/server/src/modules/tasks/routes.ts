import { taskEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { CONTENT_TYPES } from '../../storage/storage';
import { contentDisposition } from '../../lib/content-disposition';
import { openTaskFile } from './download';
import { taskList } from './service';

export const taskRoutes = defineRoutes(taskEndpoints, {
  taskList: ({ ctx, merchantId, body, lang, session }) =>
    taskList(ctx, merchantId, body, lang, session.staffId),
  // A plain link the browser follows (no token header): the signature in the query is the
  // credential, checked in openTaskFile (anything doubtful answers 403).
  taskFile: async ({ ctx, request, reply }) => {
    const file = await openTaskFile(ctx, (request.params as { id?: unknown }).id, request.query as object);
    return reply
      .header('content-type', CONTENT_TYPES.xlsx)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  },
});
