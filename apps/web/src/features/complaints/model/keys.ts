import type { ComplaintListPayload } from '@console/contract';
import { useSession } from '@/lib/session-store';

// Keys carry the merchant (after signing in as someone else, nothing of the previous merchant's
// complaints comes from the cache) and the language (the server words the type labels in it).
const merchantId = () => useSession.getState().merchant?.id ?? 0;

export const complaintKeys = {
  all: () => ['complaints', merchantId()] as const,
  list: (query: ComplaintListPayload, lang: string) =>
    ['complaints', merchantId(), 'list', lang, query] as const,
  types: (lang: string) => ['complaints', merchantId(), 'types', lang] as const,
  detail: (id: number, lang: string) => ['complaints', merchantId(), 'detail', id, lang] as const,
};
