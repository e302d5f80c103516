import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPath,
  type Action,
  ComplaintIdPayload,
  ComplaintListPayload,
  HandleComplaintPayload,
} from '@console/contract';
import type { AppContext } from '../../lib/context';
import { clientOf, ok } from '../../lib/reply';
import { requireSession, sessionOf } from '../../plugins/auth';
import { requireRoute } from '../../plugins/permissions';
import { complaintDetail, complaintList, complaintTypes, decryptComplaint, handleComplaint } from './service';
import { receiveComplaintWebhook } from './webhook';

/**
 * Complaint work orders. Every call is guarded by the route `ComplaintWorkOrderList`, so the
 * server refuses exactly when the menu hides it: without the `work_order_is_show` flag, for a
 * special merchant, or without the permission; handling needs `edit`, revealing `get`.
 */
export function complaintRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSession(ctx);
  const guard = (action?: Action) => [signedIn, requireRoute('ComplaintWorkOrderList', action)];
  const merchantOf = (req: FastifyRequest) => sessionOf(req).merchantId;

  r.post(ApiPath.complaintList, { schema: { body: ComplaintListPayload }, onRequest: guard() }, async (req) =>
    ok(req, await complaintList(ctx, merchantOf(req), req.body, req.lang)),
  );
  r.post(ApiPath.complaintTypes, { onRequest: guard() }, async (req) => ok(req, complaintTypes(req.lang)));
  r.post(ApiPath.complaintDetail, { schema: { body: ComplaintIdPayload }, onRequest: guard() }, async (req) =>
    ok(req, await complaintDetail(ctx, merchantOf(req), req.body.id, req.lang)),
  );
  r.post(
    ApiPath.complaintHandle,
    { schema: { body: HandleComplaintPayload }, onRequest: guard('edit') },
    async (req) => ok(req, await handleComplaint(ctx, merchantOf(req), req.body, req.lang)),
  );
  r.post(
    ApiPath.complaintDecrypt,
    { schema: { body: ComplaintIdPayload }, onRequest: guard('get') },
    async (req) => ok(req, await decryptComplaint(ctx, merchantOf(req), req.body.id, clientOf(req))),
  );

  // The partner's signed forwarding: no session; the signature is the credential. The body is
  // checked inside (after the signature), so that a refused call is recorded whatever it holds.
  r.post(ApiPath.complaintWebhook, async (req) =>
    ok(
      req,
      await receiveComplaintWebhook(ctx, {
        rawBody: req.rawBody ?? '',
        body: req.body,
        headers: req.headers,
        ip: req.ip,
      }),
    ),
  );
}
