import { ApiPath, type GoodsTransferDetailPayload, type TransferDetail } from '@console/contract';
import { post } from '@/lib/http';

/** The transfer configuration of a goods, for the mind map. */
export const goodsTransferDetail = (payload: GoodsTransferDetailPayload, signal?: AbortSignal) =>
  post<TransferDetail>(ApiPath.goodsTransferDetail, payload, { signal });
