import { ApiPath, type ReapplyPayload, type ReapplyResult } from '@console/contract';
import { post } from '@/lib/http';

/** `/apply/changeGoodsReapplyRecord`: a rejected order again, on another goods. */
export const reapplyOrder = (payload: ReapplyPayload) => post<ReapplyResult>(ApiPath.orderReapply, payload);
