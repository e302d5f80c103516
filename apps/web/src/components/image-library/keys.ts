import { useSession } from '@/lib/session-store';

// Keys carry the merchant: after signing in as someone else (no reload), nothing of the
// previous merchant's library is shown from the cache.
const merchantId = () => useSession.getState().merchant?.id ?? 0;

export interface ImagePageQuery {
  groupId: number;
  page: number;
  pageSize: number;
  keyword: string;
}

/** Query keys of the library: the modal and the page share them, so one's change shows in the other. */
export const libraryKeys = {
  all: (type: number) => ['gallery', merchantId(), type] as const,
  groups: (type: number) => ['gallery', merchantId(), type, 'groups'] as const,
  images: (type: number) => ['gallery', merchantId(), type, 'images'] as const,
  imagePage: (type: number, q: ImagePageQuery) => ['gallery', merchantId(), type, 'images', q] as const,
};
