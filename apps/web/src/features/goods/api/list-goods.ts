import { ApiPath, type GoodsListPayload, type GoodsListResult } from '@console/contract';
import { post } from '@/lib/http';

export const listGoods = (payload: GoodsListPayload, signal?: AbortSignal) =>
  post<GoodsListResult>(ApiPath.goodsList, payload, { signal });
