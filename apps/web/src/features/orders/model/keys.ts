import { useSession } from '@/lib/session-store';

// Keys carry the merchant: after signing in as someone else (no reload), nothing of the previous
// merchant's orders is shown from the cache.
const merchantId = () => useSession.getState().merchant?.id ?? 0;

/** TanStack Query keys of the order screen: a change invalidates everything under `all`. */
export const orderKeys = {
  all: () => ['orders', merchantId()] as const,
  list: (query: object) => ['orders', merchantId(), 'list', query] as const,
  detail: (id: number) => ['orders', merchantId(), 'detail', id] as const,
  chain: (id: number) => ['orders', merchantId(), 'chain', id] as const,
  goods: (query: object) => ['orders', merchantId(), 'goods', query] as const,
};
