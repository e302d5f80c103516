import { ApiPath, type UpdateOrderPayload } from '@console/contract';
import { post } from '@/lib/http';

/** The merchant's remark of one order. */
export const updateOrder = (payload: UpdateOrderPayload) => post<unknown>(ApiPath.orderUpdate, payload);
