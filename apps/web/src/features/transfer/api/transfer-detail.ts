import { ApiPath, type TransferDetail, type TransferDetailPayload } from '@console/contract';
import { post } from '@/lib/http';

/** One configuration with its entries, for the mind map. */
export const transferDetail = (payload: TransferDetailPayload, signal?: AbortSignal) =>
  post<TransferDetail>(ApiPath.transferDetail, payload, { signal });
