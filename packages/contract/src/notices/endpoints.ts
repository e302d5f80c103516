import { defineEndpoints } from '../endpoint';
import { LIVE_EVENTS_PATH } from '../live-events';
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
  /**
   * The live stream of a signed-in tab (server-sent events, live-events.ts): the unread count, task
   * progress, balance moves, a new build; `signout` ends it, `resync` asks for everything again.
   */
  liveEvents: {
    path: LIVE_EVENTS_PATH,
    method: 'GET',
    answer: 'stream',
    about:
      'One server-sent event stream per signed-in tab: unread count, task progress, balance ' +
      'changes, a new build; `signout` ends it, `resync` asks the client to read everything again.',
  },
});
