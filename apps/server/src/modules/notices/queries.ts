import { and, desc, eq, getTableColumns, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like';
import { notices } from './tables';
import { countRows, type PageWindow } from '../../db/list-page';

export type NoticeRow = typeof notices.$inferSelect;

/** Which of a merchant's notices a list, a count or an export covers. */
export interface NoticeFilter {
  unreadOnly: boolean;
  /** Part of the title, case-insensitive; `%` and `_` are searched for as themselves. */
  keyword: string;
}
export const UNREAD: NoticeFilter = { unreadOnly: true, keyword: '' };

const ofMerchant = (merchantId: number, f: NoticeFilter): SQL | undefined =>
  and(
    eq(notices.merchantId, merchantId),
    f.unreadOnly ? isNull(notices.readAt) : undefined,
    f.keyword ? ilike(notices.title, containsPattern(f.keyword)) : undefined,
  );

/** Newest first; `id` breaks ties between notices created in the same instant. */
export async function listNotices(
  db: Executor,
  merchantId: number,
  filter: NoticeFilter,
  page: PageWindow,
): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(ofMerchant(merchantId, filter))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countNotices(db: Executor, merchantId: number, filter: NoticeFilter): Promise<number> {
  return countRows(db, notices, ofMerchant(merchantId, filter));
}

/** A notice as the export reads it: with its exact position in the list order. */
export type NoticeExportRow = NoticeRow & { cursor: string };

/**
 * The next keyset page after `after`, in the list's order (newest first): what the export reads.
 * The position is the creation time as PostgreSQL text (exact to the microsecond; a JS Date is
 * not, and would skip rows) and the id.
 */
export async function noticesAfter(
  db: Executor,
  merchantId: number,
  filter: NoticeFilter,
  after: { cursor: string; id: number } | null,
  limit: number,
): Promise<NoticeExportRow[]> {
  return db
    .select({ ...getTableColumns(notices), cursor: sql<string>`${notices.createdAt}::text` })
    .from(notices)
    .where(
      and(
        ofMerchant(merchantId, filter),
        after
          ? sql`(${notices.createdAt}, ${notices.id}) < (${after.cursor}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(limit);
}

/** Marks one of the merchant's notices read; false when it has none with that id. Idempotent. */
export async function markNoticeRead(db: Executor, merchantId: number, noticeId: number): Promise<boolean> {
  const [row] = await db
    .update(notices)
    .set({ readAt: sql`coalesce(${notices.readAt}, now())` })
    .where(and(eq(notices.id, noticeId), eq(notices.merchantId, merchantId)))
    .returning({ id: notices.id });
  return !!row;
}
