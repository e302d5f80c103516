import { ApiPath, type AddPayeePayload, type PayeeAccount } from '@console/contract';
import { post } from '@/lib/http';

export const addPayee = (payload: AddPayeePayload) => post<PayeeAccount>(ApiPath.addPayee, payload);
