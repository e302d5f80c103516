import { useEffect } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Notice, NoticeListResult } from '@console/contract';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session-store';
import { useLiveStream } from '@/lib/live-stream';
import { noticeApi, noticeKeys } from '../api';

export { noticeKeys };

/** The unread count polls this often while the live stream is down (and on window focus). */
export const UNREAD_POLL_MS = 30_000;

/** One read takes one off the count, never below 0. */
export const decrementUnread = (count: number): number => Math.max(0, count - 1);

/**
 * The unread count the bell and the pages show. It starts from the merchant info's
 * `notReadCount`; the live stream sets it as it changes (lib/use-live-events.ts), and while the
 * stream is down it polls `/notice/unread`. The session store's `noticeCount` mirrors it for
 * whoever reads the session.
 */
export function useUnreadCount(enabled = true): number {
  const live = useLiveStream((s) => s.connected);
  const { data } = useQuery({
    queryKey: noticeKeys.unread(),
    queryFn: async ({ signal }) => (await noticeApi.noticeUnread(undefined, { signal })).notReadCount,
    initialData: () => useSession.getState().noticeCount,
    // The merchant info has just given the count: no need to ask again at once.
    initialDataUpdatedAt: () => Date.now(),
    refetchInterval: live ? false : UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
    enabled,
  });
  useEffect(() => {
    if (useSession.getState().noticeCount !== data) useSession.setState({ noticeCount: data });
  }, [data]);
  return data;
}

function setUnread(client: QueryClient, count: number): void {
  client.setQueryData<number>(noticeKeys.unread(), count);
  useSession.setState({ noticeCount: count });
}

/**
 * Marks a notice read: the count goes down at once (optimistic) and every cached list shows the
 * notice read; the server's answer then sets the exact count. On failure both are rolled back.
 */
export async function markNoticeRead(
  notice: Pick<Notice, 'id' | 'is_read'>,
  client: QueryClient = appQueryClient,
): Promise<void> {
  if (notice.is_read === 1) return;
  await client.cancelQueries({ queryKey: noticeKeys.unread() });
  const previousCount = client.getQueryData<number>(noticeKeys.unread()) ?? useSession.getState().noticeCount;
  const previousLists = client.getQueriesData<NoticeListResult>({ queryKey: noticeKeys.lists() });
  setUnread(client, decrementUnread(previousCount));
  client.setQueriesData<NoticeListResult>(
    { queryKey: noticeKeys.lists() },
    (page) =>
      page && {
        ...page,
        list: page.list.map((n) => (n.id === notice.id ? { ...n, is_read: 1 as const } : n)),
      },
  );
  try {
    const { notReadCount } = await noticeApi.readNotice({ notice_id: notice.id });
    setUnread(client, Math.max(0, notReadCount));
    // Unread-only lists drop the notice now.
    void client.invalidateQueries({ queryKey: noticeKeys.lists() });
  } catch {
    // The http client has shown the error; the notice is unread again.
    setUnread(client, previousCount);
    for (const [key, page] of previousLists) client.setQueryData(key, page);
  }
}
