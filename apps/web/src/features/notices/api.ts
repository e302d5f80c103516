import { noticeEndpoints as E } from '@console/contract';
import { caller, callers } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The notices domain's calls, typed by the contract's endpoint table. */
export const noticeApi = {
  ...callers(E, [
    'noticeList',
    /** Marks a notice read; answers with the merchant's new unread count. */
    'readNotice',
    'noticeExport',
  ]),
  /** Polled in the background: a failure is not worth a notification every 30 s. */
  noticeUnread: caller(E.noticeUnread, { skipAlert: true }),
};

const q = domainQueries('notices');

/** The notices domain's reads. */
export const noticeQueries = q.reads(noticeApi, ['noticeList']);

/** The keys the bell and the pages share: the unread count lives in one place, the query cache. */
export const noticeKeys = {
  unread: () => q.key('unread'),
  lists: () => q.key('noticeList'),
  list: (page: number, pageSize: number, unreadOnly: boolean, keyword = '') =>
    noticeQueries.noticeList({ page, page_size: pageSize, unread_only: unreadOnly, keyword }).queryKey,
};
