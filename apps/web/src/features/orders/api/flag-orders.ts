import { ApiPath, type OrderFlagPayload } from '@console/contract';
import { post } from '@/lib/http';

export const flagOrders = (payload: OrderFlagPayload) =>
  post<{ updated: number }>(ApiPath.orderFlag, payload);
