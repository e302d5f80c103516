import { ApiPath, type OrderListPayload, type OrderListResult } from '@console/contract';
import { post } from '@/lib/http';

export const listOrders = (payload: OrderListPayload, signal?: AbortSignal) =>
  post<OrderListResult>(ApiPath.orderList, payload, { signal });
