import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiPath, NoticeExportPayload, NoticeListPayload, ReadNoticePayload } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/reply';
import { requireSession, sessionOf } from '../../plugins/auth';
import { requireRoute } from '../../plugins/permissions';
import { exportNotices, noticeList, readNotice, unreadCount } from './service';

export function noticeRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = [requireSession(ctx), requireRoute('Notices')];
  const merchantOf = (req: Parameters<typeof sessionOf>[0]) => sessionOf(req).merchantId;

  r.post(ApiPath.noticeList, { schema: { body: NoticeListPayload }, onRequest: guard }, async (req) =>
    ok(req, await noticeList(ctx, merchantOf(req), req.body)),
  );

  // Polled by the web every 30 s: the bell's count stays current without a reload.
  r.post(ApiPath.noticeUnread, { onRequest: guard }, async (req) =>
    ok(req, await unreadCount(ctx, merchantOf(req))),
  );

  r.post(ApiPath.readNotice, { schema: { body: ReadNoticePayload }, onRequest: guard }, async (req) =>
    ok(req, await readNotice(ctx, merchantOf(req), req.body.notice_id)),
  );

  r.post(ApiPath.noticeExport, { schema: { body: NoticeExportPayload }, onRequest: guard }, async (req) =>
    ok(req, await exportNotices(ctx, merchantOf(req), req.body, req.lang)),
  );
}
