import { QueryClient } from '@tanstack/react-query';
import { useSession } from './session-store';

/**
 * One client for the signed-in part of the app. The http client already notifies errors, so
 * queries do not retry on their own: a retried business error would be shown twice.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// A session that ends (sign-out, expiry) or changes hands leaves nothing behind: the next merchant
// on this tab never sees the previous one's rows, not even for the first paint. (The keys carry
// the merchant too: lib/queries.ts.)
useSession.subscribe((now, before) => {
  if (now.token !== before.token || now.merchant?.id !== before.merchant?.id) queryClient.clear();
});
