import { QueryClient } from '@tanstack/react-query';

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
