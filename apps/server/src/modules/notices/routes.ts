import { noticeEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { exportNotices, noticeList, readNotice, unreadCount } from './service';

export const noticeRoutes = defineRoutes(noticeEndpoints, {
  noticeList: ({ ctx, merchantId, body }) => noticeList(ctx, merchantId, body),
  noticeUnread: ({ ctx, merchantId }) => unreadCount(ctx, merchantId),
  readNotice: ({ ctx, merchantId, body }) => readNotice(ctx, merchantId, body.notice_id),
  noticeExport: ({ ctx, merchantId, body, lang }) => exportNotices(ctx, merchantId, body, lang),
});
