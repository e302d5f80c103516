import { ApiPath, type WithdrawConfigResult } from '@console/contract';
import { post } from '@/lib/http';

/** The limits, the balance and whether a pending request blocks another: read at each opening. */
export const fetchWithdrawConfig = (signal?: AbortSignal) =>
  post<WithdrawConfigResult>(ApiPath.withdrawConfig, {}, { signal });
