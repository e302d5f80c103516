import { noticeEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { openLiveStream } from '../../plugins/event-stream';
import { noticeExport, noticeList, readNotice, noticeUnread } from './service';

export const noticeRoutes = defineRoutes(noticeEndpoints, {
  noticeList: ({ ctx, merchantId, body }) => noticeList(ctx, merchantId, body),
  noticeUnread: ({ ctx, merchantId }) => noticeUnread(ctx, merchantId),
  readNotice: ({ ctx, merchantId, body }) => readNotice(ctx, merchantId, body.notice_id),
  noticeExport: ({ ctx, merchantId, body, lang }) => noticeExport(ctx, merchantId, body, lang),
  // The tab's live stream (the bell's count among what it carries): the machinery's.
  liveEvents: async ({ ctx, request, reply }) => openLiveStream(ctx, request, reply),
});
