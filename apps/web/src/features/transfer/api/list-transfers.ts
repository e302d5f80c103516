import { ApiPath, type TransferListPayload, type TransferListResult } from '@console/contract';
import { post } from '@/lib/http';

export const listTransfers = (payload: TransferListPayload, signal?: AbortSignal) =>
  post<TransferListResult>(ApiPath.transferList, payload, { signal });
