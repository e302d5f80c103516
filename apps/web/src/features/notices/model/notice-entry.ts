import type { Notice } from '@console/contract';
import type { NoticeModalEntry } from '@/components/notice-modal';
import { markNoticeRead } from './unread';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** How the feature shows a notice's date (local time). */
export const formatNoticeTime = (iso: string): string => formatDateTime(iso, i18n.language);

/** A notice as an entry of the notice modal; reading it marks it read on the server. */
export function noticeEntry(notice: Notice): NoticeModalEntry {
  return {
    _id: `notice:${notice.id}`,
    type: notice.type,
    title: notice.title,
    meta: formatNoticeTime(notice.create_time),
    data: notice.content,
    onRead: notice.is_read === 0 ? () => void markNoticeRead(notice) : undefined,
  };
}
