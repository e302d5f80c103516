import { ApiPath, type ReadNoticePayload, type UnreadCountResult } from '@console/contract';
import { post } from '@/lib/http';

/** Marks a notice read; answers with the merchant's new unread count. */
export const readNotice = (payload: ReadNoticePayload) =>
  post<UnreadCountResult>(ApiPath.readNotice, payload);
