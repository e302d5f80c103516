import { ApiPath, type PayeeListResult } from '@console/contract';
import { post } from '@/lib/http';

export const listPayees = (signal?: AbortSignal) => post<PayeeListResult>(ApiPath.payeeList, {}, { signal });
