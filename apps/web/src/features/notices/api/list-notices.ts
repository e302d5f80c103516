import { ApiPath, type NoticeListPayload, type NoticeListResult } from '@console/contract';
import { post } from '@/lib/http';

export const listNotices = (payload: NoticeListPayload, signal?: AbortSignal) =>
  post<NoticeListResult>(ApiPath.noticeList, payload, { signal });
