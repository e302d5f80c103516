import type { GoodsListPayload } from '@console/contract';
import { useSession } from '@/lib/session-store';

// Keys carry the merchant: after signing in as someone else (no reload), nothing of the previous
// merchant's catalogue or coverage is shown from the cache.
const merchantId = () => useSession.getState().merchant?.id ?? 0;

export const goodsKeys = {
  lists: () => ['goods', merchantId(), 'list'] as const,
  list: (query: GoodsListPayload) => ['goods', merchantId(), 'list', query] as const,
  coverage: (goodsId: number) => ['goods', merchantId(), 'coverage', goodsId] as const,
  transfer: (goodsId: number) => ['goods', merchantId(), 'transfer', goodsId] as const,
  operators: () => ['goods', merchantId(), 'operators'] as const,
  storeCoverage: (operatorId: number) => ['goods', merchantId(), 'store-coverage', operatorId] as const,
};
