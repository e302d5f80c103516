import type { FastifyInstance } from 'fastify';
import { ApiPath, Code } from '@console/contract';
import { pingDatabase } from '../../db/database';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n';

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(ApiPath.health, { config: { rateLimit: false } }, async (req, reply) => {
    if (await pingDatabase(ctx.db)) return { code: Code.ok, msg: 'ok', data: { db: 'ok' } };
    return reply
      .status(503)
      .send({ code: Code.internal, msg: translate(req.lang, 'err.internal'), data: { db: 'error' } });
  });
}
