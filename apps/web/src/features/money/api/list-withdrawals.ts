import { ApiPath, type WithdrawListPayload, type WithdrawListResult } from '@console/contract';
import { post } from '@/lib/http';

export const listWithdrawals = (payload: WithdrawListPayload, signal?: AbortSignal) =>
  post<WithdrawListResult>(ApiPath.withdrawList, payload, { signal });
