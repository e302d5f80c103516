import { z } from 'zod';
import { INTEGER_MAX } from '../fields';
import { PageQuery } from '../pagination';
import { Notice } from '../auth/merchant-info';

export const NoticeListPayload = PageQuery.extend({
  /** Only unread notices (the bell's default view shows all, newest first). */
  unread_only: z.boolean().default(false),
  /** Part of the title, case-insensitive. */
  keyword: z.string().trim().max(100).default(''),
});
export type NoticeListPayload = z.input<typeof NoticeListPayload>;

export const NoticeListResult = z.object({ list: z.array(Notice), total: z.number().int() });
export type NoticeListResult = z.infer<typeof NoticeListResult>;

/** Ids are PostgreSQL `integer`s: anything above 2^31 - 1 is refused here, not by the database. */
export const ReadNoticePayload = z.object({ notice_id: z.number().int().min(1).max(INTEGER_MAX) });
export type ReadNoticePayload = z.input<typeof ReadNoticePayload>;

/** After a read, and from `/notice/unread`: the count the bell shows. */
export const UnreadCountResult = z.object({ notReadCount: z.number().int().min(0) });
export type UnreadCountResult = z.infer<typeof UnreadCountResult>;

export const NoticeExportPayload = z.object({
  task_name: z.string().trim().min(1).max(100),
  unread_only: z.boolean().default(false),
  keyword: z.string().trim().max(100).default(''),
});
export type NoticeExportPayload = z.input<typeof NoticeExportPayload>;
