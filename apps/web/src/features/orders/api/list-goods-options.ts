import { ApiPath, type GoodsListPayload, type GoodsListResult } from '@console/contract';
import { post } from '@/lib/http';

/** The partner's goods (`/goods/index`) for the goods selects of the filter, the import and re-apply. */
export const listGoodsOptions = (payload: GoodsListPayload, signal?: AbortSignal) =>
  post<GoodsListResult>(ApiPath.goodsList, payload, { signal });
