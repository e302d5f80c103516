import { noticeEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { noticeExport, noticeList, readNotice, noticeUnread } from './service';

export const noticeRoutes = defineRoutes(noticeEndpoints, {
  noticeList: ({ ctx, merchantId, body }) => noticeList(ctx, merchantId, body),
  noticeUnread: ({ ctx, merchantId }) => noticeUnread(ctx, merchantId),
  readNotice: ({ ctx, merchantId, body }) => readNotice(ctx, merchantId, body.notice_id),
  noticeExport: ({ ctx, merchantId, body, lang }) => noticeExport(ctx, merchantId, body, lang),
});
