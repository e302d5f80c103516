import { ApiPath, type OrderIdPayload, type OrderPersonalData } from '@console/contract';
import { post } from '@/lib/http';

/** One order's personal data in full; the server records every call. */
export const decryptOrder = (payload: OrderIdPayload) =>
  post<OrderPersonalData>(ApiPath.orderDecrypt, payload);
