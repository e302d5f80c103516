import { ApiPath, type DeletePayeePayload } from '@console/contract';
import { post } from '@/lib/http';

export const deletePayee = (payload: DeletePayeePayload) => post<unknown>(ApiPath.deletePayee, payload);
