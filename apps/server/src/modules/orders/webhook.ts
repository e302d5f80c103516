import { Code, OrderWebhookPayload, type OrderStatus } from '@console/contract';
import { AppError } from '../../lib/app-error';
import { notFound } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import { receiveSignedWebhook, type SignedWebhook, type WebhookCall } from '../../lib/signed-webhook';
import type { OrderEnv } from './create-orders';
import { changeStatus, lockOrder } from './lifecycle';

export const ORDER_WEBHOOK = 'order';

type OrderEvent = ReturnType<typeof OrderWebhookPayload.parse>;

export interface OrderWebhookResult {
  /** False when the order already had this status: the event changed nothing. */
  changed: boolean;
  status: OrderStatus;
  /** The number of the new order, when the rejection was transferred by a configuration. */
  transferred_to?: string;
}

const orderHook = (env: OrderEnv): SignedWebhook<OrderEvent, OrderWebhookResult> => ({
  endpoint: ORDER_WEBHOOK,
  schema: OrderWebhookPayload,
  async apply(tx, event) {
    const order = await lockOrder(tx, { orderNo: event.order_no });
    if (!order) throw notFound();
    const r = await changeStatus(tx, env, order, {
      to: event.status,
      source: 'webhook',
      reason: event.reason,
      ...(event.reason_code ? { reasonCode: event.reason_code } : {}),
      ...(event.upstream_no !== undefined ? { upstreamNo: event.upstream_no } : {}),
      ...(event.express_company !== undefined ? { expressCompany: event.express_company } : {}),
      ...(event.tracking_no !== undefined ? { trackingNo: event.tracking_no } : {}),
      ...(event.recharge_amount !== undefined ? { rechargeAmount: event.recharge_amount } : {}),
    });
    const status = (r.transferredTo ? 'transferred' : r.order.status) as OrderStatus;
    return {
      result: {
        changed: r.changed,
        status,
        ...(r.transferredTo ? { transferred_to: r.transferredTo.orderNo } : {}),
      },
      detail:
        `${event.order_no} ${event.status}${r.changed ? '' : ' (already)'}` +
        (r.transferredTo ? ` → ${r.transferredTo.orderNo}` : ''),
    };
  },
  classify(error, event) {
    if (!(error instanceof AppError)) return null;
    if (error.code === Code.notFound) return { outcome: 'unknown', detail: event.order_no };
    if (error.code === Code.orderTransition) {
      return { outcome: 'conflict', detail: `${event.order_no} → ${event.status}` };
    }
    return null;
  },
});

/**
 * One status change of one order from the partner's fulfilment system (see lib/signed-webhook.ts
 * for the signature, time and replay checks). An unknown order is recorded as `unknown`, a change
 * the life cycle refuses as `conflict`. Settlement credits the commission in the same transaction;
 * the ledger's reference is the order number, so a repeated settlement never credits twice.
 */
export const orderWebhook = (ctx: AppContext, call: WebhookCall) =>
  receiveSignedWebhook(
    ctx,
    orderHook({ dataKey: ctx.secrets.dataKey, timeZone: ctx.config.TIME_ZONE }),
    call,
  );
