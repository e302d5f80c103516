import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiPath, TaskListPayload } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/reply';
import { requireSession, sessionOf } from '../../plugins/auth';
import { requireRoute } from '../../plugins/permissions';
import { CONTENT_TYPES } from '../../storage/storage';
import { contentDisposition, openTaskFile } from './download';
import { taskList } from './service';

export function taskRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = [requireSession(ctx), requireRoute('Tasks')];

  r.post(ApiPath.taskList, { schema: { body: TaskListPayload }, onRequest: guard }, async (req) =>
    ok(req, await taskList(ctx, sessionOf(req).merchantId, req.body, req.lang)),
  );

  // A plain link the browser follows (no token header): the signature in the query is the
  // credential, checked in openTaskFile.
  r.get(`${ApiPath.taskFile}/:id`, { exposeHeadRoute: false }, async (req, reply) => {
    const file = await openTaskFile(ctx, (req.params as { id?: unknown }).id, req.query as object);
    return reply
      .header('content-type', CONTENT_TYPES.xlsx)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
}
