import { ApiPath, type OrderDetailResult, type OrderIdPayload } from '@console/contract';
import { post } from '@/lib/http';

export const orderDetail = (payload: OrderIdPayload, signal?: AbortSignal) =>
  post<OrderDetailResult>(ApiPath.orderDetail, payload, { signal });
