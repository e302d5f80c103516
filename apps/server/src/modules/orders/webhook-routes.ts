import type { FastifyInstance } from 'fastify';
import { ApiPath } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/reply';
import { receiveOrderWebhook } from './webhook';

/**
 * The partner's fulfilment webhook: no session, the signature is the credential. The body is
 * checked inside (after the signature), so that a refused call is recorded whatever it holds.
 */
export function orderWebhookRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(ApiPath.orderWebhook, async (req) =>
    ok(
      req,
      await receiveOrderWebhook(ctx, {
        rawBody: req.rawBody ?? '',
        body: req.body,
        headers: req.headers,
        ip: req.ip,
      }),
    ),
  );
}
