import { Code, WithdrawWebhookPayload } from '@console/contract';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { receiveSignedWebhook, type SignedWebhook, type WebhookCall } from '../../lib/signed-webhook';
import { decideWithdrawal } from './withdrawals';

export { signWebhook } from '../../lib/signed-webhook';

export const WITHDRAW_WEBHOOK = 'withdraw';

type WithdrawEvent = ReturnType<typeof WithdrawWebhookPayload.parse>;

const withdrawHook: SignedWebhook<WithdrawEvent, { changed: boolean }> = {
  endpoint: WITHDRAW_WEBHOOK,
  schema: WithdrawWebhookPayload,
  async apply(tx, event) {
    const { changed } = await decideWithdrawal(tx, {
      withdrawNo: event.withdraw_no,
      status: event.status,
      reason: event.reason,
    });
    return {
      result: { changed },
      detail: `${event.withdraw_no} ${event.status}${changed ? '' : ' (already)'}`,
    };
  },
  classify(error, event) {
    if (!(error instanceof AppError)) return null;
    if (error.code === Code.notFound) return { outcome: 'unknown', detail: event.withdraw_no };
    if (error.code === Code.withdrawTransition) {
      return { outcome: 'conflict', detail: `${event.withdraw_no} → ${event.status}` };
    }
    return null;
  },
};

/**
 * The partner's decision on a withdrawal (see lib/signed-webhook.ts for the checks): an unknown
 * request is recorded as `unknown`, a decision its status does not allow as `conflict`.
 */
export const withdrawWebhook = (ctx: AppContext, call: WebhookCall) =>
  receiveSignedWebhook(ctx, withdrawHook, call);
