import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Action,
  ApiPath,
  isAgent,
  OrderFlagPayload,
  OrderIdPayload,
  OrderListPayload,
  ReapplyPayload,
  ResubmitPayload,
  UpdateOrderPayload,
} from '@console/contract';
import type { AppContext } from '../../lib/context';
import { clientOf, ok } from '../../lib/reply';
import { requireSession, sessionOf } from '../../plugins/auth';
import { requireRoute, viewerOf } from '../../plugins/permissions';
import { flagOrders, reapplyOrder, resubmitOrders, updateRemark } from './actions';
import { orderChain } from './chain';
import { revealOrder } from './decrypt';
import { orderDetail, orderList } from './list';
import type { OrderScope } from './queries';

/** The order list and what a merchant does with an order (permission route `OrderList`). */
export function orderListRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSession(ctx);
  const guard = (action?: Action) => [signedIn, requireRoute('OrderList', action)];
  const merchantOf = (req: FastifyRequest) => sessionOf(req).merchantId;
  // Reading: an agent's scope takes in its sub-merchants' orders. Changing: always the caller's
  // own orders only.
  const scopeOf = (req: FastifyRequest): OrderScope => ({
    merchantId: merchantOf(req),
    agent: isAgent(viewerOf(req)),
  });

  r.post(ApiPath.orderList, { schema: { body: OrderListPayload }, onRequest: guard() }, async (req) =>
    ok(req, await orderList(ctx, scopeOf(req), req.body)),
  );
  r.post(ApiPath.orderDetail, { schema: { body: OrderIdPayload }, onRequest: guard() }, async (req) =>
    ok(req, await orderDetail(ctx, scopeOf(req), req.body.id)),
  );
  r.post(ApiPath.orderChain, { schema: { body: OrderIdPayload }, onRequest: guard() }, async (req) =>
    ok(req, await orderChain(ctx, scopeOf(req), req.body.id, req.lang)),
  );
  r.post(ApiPath.orderFlag, { schema: { body: OrderFlagPayload }, onRequest: guard('edit') }, async (req) =>
    ok(req, await flagOrders(ctx, merchantOf(req), req.body.ids, req.body.flag)),
  );
  r.post(
    ApiPath.orderUpdate,
    { schema: { body: UpdateOrderPayload }, onRequest: guard('edit') },
    async (req) => ok(req, await updateRemark(ctx, merchantOf(req), req.body.id, req.body.remark)),
  );
  r.post(ApiPath.orderDecrypt, { schema: { body: OrderIdPayload }, onRequest: guard('get') }, async (req) =>
    ok(req, await revealOrder(ctx, merchantOf(req), req.body.id, clientOf(req))),
  );
  r.post(ApiPath.orderReapply, { schema: { body: ReapplyPayload }, onRequest: guard('edit') }, async (req) =>
    ok(req, await reapplyOrder(ctx, merchantOf(req), req.body.id, req.body.goods_id)),
  );
  r.post(
    ApiPath.orderResubmit,
    { schema: { body: ResubmitPayload }, onRequest: guard('edit') },
    async (req) => ok(req, await resubmitOrders(ctx, merchantOf(req), req.body.ids)),
  );
}
