import { ApiPath, type UnreadCountResult } from '@console/contract';
import { post } from '@/lib/http';

/** Polled in the background: a failure is not worth a notification every 30 s. */
export const fetchUnreadCount = (signal?: AbortSignal) =>
  post<UnreadCountResult>(ApiPath.noticeUnread, {}, { signal, skipAlert: true });
