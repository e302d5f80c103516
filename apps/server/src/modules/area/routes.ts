import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiPath, Code, CoveragePayload, SaveCoveragePayload } from '@console/contract';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/reply';
import { requireSession, sessionOf } from '../../plugins/auth';
import { requireRoute } from '../../plugins/permissions';
import { areaFile } from './area-data';
import { coverage, operatorList, saveCoverage } from './service';

/** A day: the data changes with a package upgrade at most, and the ETag catches that. */
const AREA_MAX_AGE_SECONDS = 86_400;

export function areaRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Coverage is chosen for the goods the merchant sells: the goods route's permission.
  const guard = [requireSession(ctx), requireRoute('GoodsList')];
  const merchantOf = (req: Parameters<typeof sessionOf>[0]) => sessionOf(req).merchantId;

  // Public reference data (no token), like the static file it stands for.
  r.get(
    `${ApiPath.areaData}/:file`,
    { schema: { params: z.object({ file: z.string().max(60) }) } },
    async (req, reply) => {
      const key = req.params.file.endsWith('.json') ? req.params.file.slice(0, -'.json'.length) : '';
      const file = areaFile(key);
      if (!file) throw new AppError(Code.notFound, 'area.file_not_found', {}, null, 404);
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', `public, max-age=${AREA_MAX_AGE_SECONDS}`)
        .header('etag', file.etag);
      if (req.headers['if-none-match'] === file.etag) return reply.status(304).send();
      return reply.send(file.body);
    },
  );

  r.post(ApiPath.operatorList, { onRequest: guard }, async (req) =>
    ok(req, await operatorList(ctx, req.lang)),
  );

  r.post(ApiPath.areaCoverage, { schema: { body: CoveragePayload }, onRequest: guard }, async (req) =>
    ok(req, await coverage(ctx, merchantOf(req), req.body.operator_id)),
  );

  r.post(ApiPath.saveAreaCoverage, { schema: { body: SaveCoveragePayload }, onRequest: guard }, async (req) =>
    ok(req, await saveCoverage(ctx, merchantOf(req), req.body, req.lang)),
  );
}
