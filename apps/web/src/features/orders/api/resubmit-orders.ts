import { ApiPath, type ResubmitPayload, type ResubmitResult } from '@console/contract';
import { post } from '@/lib/http';

/** `/apply/oneClickDoApply`: the selected rejected orders submitted again. */
export const resubmitOrders = (payload: ResubmitPayload) =>
  post<ResubmitResult>(ApiPath.orderResubmit, payload);
