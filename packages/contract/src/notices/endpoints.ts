import { defineEndpoints } from '../endpoint';
import type * as Tasks from '../tasks/schemas';
import type * as S from './schemas';

export const noticeEndpoints = defineEndpoints<typeof S & typeof Tasks>()({
  noticeList: {
    reads: 'replica-ok',
    path: '/notice/index',
    route: 'Notices',
    payload: 'NoticeListPayload',
    result: 'NoticeListResult',
  },
  /** Polled by the web: the bell's count stays current without a reload. */
  noticeUnread: { path: '/notice/unread', route: 'Notices', result: 'UnreadCountResult' },
  noticeExport: {
    path: '/notice/export',
    grant: 'export',
    route: 'Notices',
    payload: 'NoticeExportPayload',
    result: 'ExportResult',
  },
  readNotice: {
    path: '/merchant/readNotice',
    route: 'Notices',
    payload: 'ReadNoticePayload',
    result: 'UnreadCountResult',
  },
});
