import type { FastifyInstance } from 'fastify';
import { ApiPath } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/reply';
import { requireSession, sessionOf } from '../../plugins/auth';
import { requireRoute } from '../../plugins/permissions';
import { dashboard } from './service';

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(ApiPath.dashboard, { onRequest: [requireSession(ctx), requireRoute('Dashboard')] }, async (req) =>
    ok(req, await dashboard(ctx, sessionOf(req).merchantId, req.lang)),
  );
}
