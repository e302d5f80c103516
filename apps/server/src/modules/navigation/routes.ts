import type { FastifyInstance } from 'fastify';
import { ApiPath } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/reply';
import { requireSession } from '../../plugins/auth';
import { viewerOf } from '../../plugins/permissions';
import { navigation } from './service';

export function navigationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(ApiPath.nav, { onRequest: requireSession(ctx) }, async (req) => ok(req, navigation(viewerOf(req))));
}
