import { z } from 'zod';
import { defineExporter } from '../../jobs/exporters';
import { formatDateTime } from '../../lib/time';
import { htmlToText } from '../../lib/html-text';
import { translate } from '../../lib/i18n';
import { countNotices, noticesAfter, type NoticeExportRow } from './queries';

export const NOTICE_EXPORT_KIND = 'notices';

/** The merchant's notices as a spreadsheet: the first exporter of the generic machinery. */
export const noticeExporter = defineExporter({
  kind: NOTICE_EXPORT_KIND,
  query: z.object({ unread_only: z.boolean().default(false), keyword: z.string().default('') }),
  sheet: 'export.notices.sheet',
  columns: [
    { header: 'export.notices.id', width: 10, value: (n: NoticeExportRow) => n.id },
    { header: 'export.notices.title', width: 40, value: (n: NoticeExportRow) => n.title },
    {
      header: 'export.notices.type',
      width: 10,
      value: (n: NoticeExportRow, env) => translate(env.lang, `export.notices.type_${n.type}`),
    },
    {
      header: 'export.notices.create_time',
      width: 20,
      value: (n: NoticeExportRow, env) => formatDateTime(n.createdAt, env.timeZone),
    },
    {
      header: 'export.notices.is_read',
      width: 10,
      value: (n: NoticeExportRow, env) =>
        translate(env.lang, n.readAt ? 'export.notices.read' : 'export.notices.unread'),
    },
    {
      header: 'export.notices.content',
      width: 80,
      value: (n: NoticeExportRow) => (n.type === 'html' ? htmlToText(n.content) : n.content),
    },
  ],
  count: (ctx, merchantId, query) =>
    countNotices(ctx.db, merchantId, { unreadOnly: query.unread_only, keyword: query.keyword }),
  fetchPage: (ctx, merchantId, query, after: NoticeExportRow | null, limit) =>
    noticesAfter(ctx.db, merchantId, { unreadOnly: query.unread_only, keyword: query.keyword }, after, limit),
});
