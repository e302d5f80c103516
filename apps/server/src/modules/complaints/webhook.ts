import { Code, ComplaintWebhookPayload, type ComplaintWebhookResult } from '@console/contract';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { receiveSignedWebhook, type SignedWebhook, type WebhookCall } from '../../lib/signed-webhook';
import { receiveComplaint, type ComplaintEnv } from './intake';

export const COMPLAINT_WEBHOOK = 'complaint';

type ComplaintEvent = ReturnType<typeof ComplaintWebhookPayload.parse>;

const complaintHook = (env: ComplaintEnv): SignedWebhook<ComplaintEvent, ComplaintWebhookResult> => ({
  endpoint: COMPLAINT_WEBHOOK,
  schema: ComplaintWebhookPayload,
  async apply(tx, event) {
    const created = await receiveComplaint(tx, env, {
      orderNo: event.order_no,
      type: event.type,
      content: event.content,
      contact: event.contact,
      ...(event.deadline ? { deadline: new Date(event.deadline) } : {}),
    });
    return {
      result: { work_order_no: created.workOrderNo },
      detail: `${event.order_no} → ${created.workOrderNo}`,
    };
  },
  classify(error, event) {
    if (error instanceof AppError && error.code === Code.notFound) {
      return { outcome: 'unknown', detail: event.order_no };
    }
    return null;
  },
});

/**
 * The partner forwards a complaint about an order (see lib/signed-webhook.ts for the checks): it
 * becomes a work order of the order's merchant; an order number we do not know is recorded as
 * `unknown` and answered not found.
 */
export const complaintWebhook = (ctx: AppContext, call: WebhookCall) =>
  receiveSignedWebhook(
    ctx,
    complaintHook({ dataKey: ctx.secrets.dataKey, timeZone: ctx.config.TIME_ZONE }),
    call,
  );
