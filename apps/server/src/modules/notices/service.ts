import type { Language, NoticeListResult, UnreadCountResult } from '@console/contract';
import { notFound } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import { createExportTask } from '../../jobs/export-tasks';
import { NOTICE_EXPORT_KIND } from './exporter';
import { countNotices, listNotices, markNoticeRead, UNREAD, type NoticeRow } from './queries';

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
  query: { page: number; page_size: number; unread_only: boolean; keyword: string },
): Promise<NoticeListResult> {
  const filter = { unreadOnly: query.unread_only, keyword: query.keyword };
  const [rows, total] = await Promise.all([
    listNotices(ctx.db, merchantId, filter, query.page_size, (query.page - 1) * query.page_size),
    countNotices(ctx.db, merchantId, filter),
  ]);
  return { list: rows.map(toNotice), total };
}

export async function unreadCount(ctx: AppContext, merchantId: number): Promise<UnreadCountResult> {
  return { notReadCount: await countNotices(ctx.db, merchantId, UNREAD) };
}

/** Marks the notice read (again is fine) and answers the new count; another merchant's: not found. */
export async function readNotice(
  ctx: AppContext,
  merchantId: number,
  noticeId: number,
): Promise<UnreadCountResult> {
  if (!(await markNoticeRead(ctx.db, merchantId, noticeId))) throw notFound();
  return unreadCount(ctx, merchantId);
}

export function exportNotices(
  ctx: AppContext,
  merchantId: number,
  payload: { task_name: string; unread_only: boolean; keyword: string },
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
