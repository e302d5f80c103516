import { Code, healthEndpoints } from '@console/contract';
import { pingDatabase } from '../../db/database';
import { translate } from '../../lib/i18n';
import { defineRoutes } from '../../plugins/endpoint-routes';

export const healthRoutes = defineRoutes(healthEndpoints, {
  health: async ({ ctx, reply, lang }) => {
    if (await pingDatabase(ctx.db)) return reply.send({ code: Code.ok, msg: 'ok', data: { db: 'ok' } });
    return reply
      .status(503)
      .send({ code: Code.internal, msg: translate(lang, 'err.internal'), data: { db: 'error' } });
  },
});
