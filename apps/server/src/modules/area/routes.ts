import { areaEndpoints } from '@console/contract';
import { AppError } from '../../lib/app-error';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { areaFile } from './area-data';
import { areaCoverage, operatorList, saveAreaCoverage } from './service';
import { AreaError } from './errors';

/** A day: the data changes with a package upgrade at most, and the ETag catches that. */
const AREA_MAX_AGE_SECONDS = 86_400;

export const areaRoutes = defineRoutes(areaEndpoints, {
  // Public reference data (no token), like the static file it stands for.
  areaData: async ({ body, request, reply }) => {
    const key = body.file.endsWith('.json') ? body.file.slice(0, -'.json'.length) : '';
    const file = areaFile(key);
    if (!file) throw new AppError(AreaError.fileNotFound);
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', `public, max-age=${AREA_MAX_AGE_SECONDS}`)
      .header('etag', file.etag);
    if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
    return reply.send(file.body);
  },
  operatorList: ({ ctx, lang }) => operatorList(ctx, lang),
  areaCoverage: ({ ctx, merchantId, body }) => areaCoverage(ctx, merchantId, body.operator_id),
  saveAreaCoverage: ({ ctx, merchantId, body, lang }) => saveAreaCoverage(ctx, merchantId, body, lang),
});
