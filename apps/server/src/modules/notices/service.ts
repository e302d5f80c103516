import type {
  Language,
  NoticeListResult,
  UnreadCountResult,
  PayloadOut,
  noticeEndpoints,
} from '@console/contract';
import { notFound } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import { createExportTask } from '../../jobs/export-tasks';
import { NOTICE_EXPORT_KIND } from './exporter';
import { countNotices, listNotices, markNoticeRead, UNREAD, type NoticeRow } from './queries';
import { pageAnswer, pageWindow } from '../../db/list-page';

export const toNotice = (n: NoticeRow) => ({
  id: n.id,
  title: n.title,
  // Stored as given: the web sanitises HTML (DOMPurify) when it shows it.
  content: n.content,
  type: n.type,
  create_time: n.createdAt.toISOString(),
  is_read: n.readAt ? (1 as const) : (0 as const),
});

export async function noticeList(
  ctx: AppContext,
  merchantId: number,
  query: PayloadOut<typeof noticeEndpoints.noticeList>,
): Promise<NoticeListResult> {
  const filter = { unreadOnly: query.unread_only, keyword: query.keyword };
  return pageAnswer(
    listNotices(ctx.db, merchantId, filter, pageWindow(query)),
    countNotices(ctx.db, merchantId, filter),
    toNotice,
  );
}

export async function noticeUnread(ctx: AppContext, merchantId: number): Promise<UnreadCountResult> {
  return { notReadCount: await countNotices(ctx.db, merchantId, UNREAD) };
}

/** Marks the notice read (again is fine) and answers the new count; another merchant's: not found. */
export async function readNotice(
  ctx: AppContext,
  merchantId: number,
  noticeId: number,
): Promise<UnreadCountResult> {
  if (!(await markNoticeRead(ctx.db, merchantId, noticeId))) throw notFound();
  return noticeUnread(ctx, merchantId);
}

export function noticeExport(
  ctx: AppContext,
  merchantId: number,
  payload: PayloadOut<typeof noticeEndpoints.noticeExport>,
  lang: Language,
) {
  return createExportTask(
    ctx,
    merchantId,
    NOTICE_EXPORT_KIND,
    { unread_only: payload.unread_only, keyword: payload.keyword },
    payload.task_name,
    lang,
  );
}
