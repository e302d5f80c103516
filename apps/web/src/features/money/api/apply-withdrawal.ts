import { ApiPath, type WithdrawApplyPayload, type WithdrawApplyResult } from '@console/contract';
import { post } from '@/lib/http';

/** The request form shows a refusal itself, next to the amount: no notification. */
export const applyWithdrawal = (payload: WithdrawApplyPayload) =>
  post<WithdrawApplyResult>(ApiPath.withdrawApply, payload, { skipAlert: true });
