import { ApiPath, type OrderChainResult, type OrderIdPayload } from '@console/contract';
import { post } from '@/lib/http';

/** `/apply/getApplyChangeRecord`: the chain of goods changes the order belongs to, oldest first. */
export const orderChain = (payload: OrderIdPayload, signal?: AbortSignal) =>
  post<OrderChainResult>(ApiPath.orderChain, payload, { signal });
