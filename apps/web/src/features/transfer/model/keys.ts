import { useSession } from '@/lib/session-store';

// Keys carry the merchant: after signing in as someone else (no reload), nothing of the previous
// merchant's configurations is shown from the cache.
const merchantId = () => useSession.getState().merchant?.id ?? 0;

export const transferKeys = {
  lists: () => ['transfer', merchantId(), 'list'] as const,
  list: (page: number, pageSize: number) => ['transfer', merchantId(), 'list', { page, pageSize }] as const,
  detail: (id: number) => ['transfer', merchantId(), 'detail', id] as const,
};
