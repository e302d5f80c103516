import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiPath, ChangePasswordPayload, SaveServicePayload, SaveStorePayload } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/reply';
import { requireSession, sessionOf } from '../../plugins/auth';
import * as account from './service';

export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSession(ctx);
  r.post(ApiPath.accountCenter, { onRequest: signedIn }, async (req) =>
    ok(req, await account.accountProfile(ctx, sessionOf(req).merchantId)),
  );
  r.post(ApiPath.saveStore, { onRequest: signedIn, schema: { body: SaveStorePayload } }, async (req) =>
    ok(req, await account.saveStore(ctx, sessionOf(req).merchantId, req.body)),
  );
  r.post(ApiPath.saveService, { onRequest: signedIn, schema: { body: SaveServicePayload } }, async (req) =>
    ok(req, await account.saveService(ctx, sessionOf(req).merchantId, req.body)),
  );
  r.post(
    ApiPath.changePassword,
    {
      onRequest: signedIn,
      schema: { body: ChangePasswordPayload },
      config: { rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
    },
    async (req) => ok(req, await account.changePassword(ctx, sessionOf(req), req.body)),
  );
  r.post(ApiPath.logoutOthers, { onRequest: signedIn }, async (req) =>
    ok(req, await account.logoutOthers(ctx, sessionOf(req))),
  );
}
