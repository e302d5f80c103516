import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiPath, GoodsCoveragePayload, GoodsListPayload } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/reply';
import { requireSession } from '../../plugins/auth';
import { requireRoute, viewerOf } from '../../plugins/permissions';
import { goodsCoverage, goodsList } from './service';

export function goodsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = [requireSession(ctx), requireRoute('GoodsList')];

  r.post(ApiPath.goodsList, { schema: { body: GoodsListPayload }, onRequest: guard }, async (req) =>
    ok(req, await goodsList(ctx, viewerOf(req), req.body)),
  );

  r.post(ApiPath.goodsCoverage, { schema: { body: GoodsCoveragePayload }, onRequest: guard }, async (req) =>
    ok(req, await goodsCoverage(ctx, viewerOf(req).partnerId, req.body.id)),
  );
}
