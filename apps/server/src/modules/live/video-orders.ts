import { type SQL, sql } from 'drizzle-orm';
import type {
  Language,
  RefundState,
  VideoOrderFilter,
  VideoOrderRow,
  liveEndpoints,
} from '@console/contract';
import type { Executor } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { createdWithin } from '../../db/sql-helpers';
import { createExportTask } from '../../jobs/export-tasks';
import type { AppContext, ServiceOf } from '../../lib/context';
import { twoPlaces } from '../../lib/money';
import { formatDateTime } from '../../lib/time';
import { limitOffset, pageWindow, type PageWindow } from '../../db/list-page';

export const VIDEO_ORDER_EXPORT_KIND = 'video_orders';

/** A short-video order as read: the row of the list less its formatting. */
export interface VideoOrderRecord {
  id: string;
  platform_order_id: string;
  shop_name: string;
  video_id: string;
  author_id: string;
  anchor_name: string | null;
  pay_amount: string | null;
  platform_status: 'active' | 'cancelled';
  refund_state: RefundState | '';
  order_id: string | null;
  order_no: string | null;
  order_status: VideoOrderRow['order_status'];
  placed_ms: number;
}

function videoWhere(merchantId: number, q: VideoOrderFilter, timeZone: string): SQL {
  const parts: SQL[] = [sql`c.merchant_id = ${merchantId}`, sql`c.video_id <> ''`];
  if (q.keyword) {
    const k = q.keyword;
    parts.push(sql`(c.platform_order_id = ${k} or c.video_id = ${k} or o.order_no = ${k})`);
  }
  if (q.pay_status) parts.push(sql`c.platform_status = ${q.pay_status === 'paid' ? 'active' : 'cancelled'}`);
  // Told nothing of a refund is no refund.
  if (q.refund_state === 'none') parts.push(sql`c.refund_state in ('none', '')`);
  else if (q.refund_state) parts.push(sql`c.refund_state = ${q.refund_state}`);
  parts.push(...createdWithin(sql`c.placed_at`, q, timeZone));
  return sql.join(parts, sql` and `);
}

const FROM = sql`from capture_orders c
  join capture_shops s on s.id = c.shop_id
  left join orders o on o.id = c.order_id
  left join live_anchors a on a.merchant_id = c.merchant_id and c.author_id <> '' and a.douyin_id = c.author_id`;

/** The page of the filter's orders, newest placed first, after the capture row `afterId` when given. */
export function videoOrderPage(
  db: Executor,
  merchantId: number,
  q: VideoOrderFilter,
  timeZone: string,
  page: PageWindow & { afterId?: number },
): Promise<VideoOrderRecord[]> {
  // The export pages by id alone (exact keyset); the screen by time (offset pages).
  const order =
    page.afterId === undefined ? sql`c.placed_at desc nulls last, c.id desc nulls last` : sql`c.id desc`;
  const after = page.afterId === undefined ? sql`` : sql` and c.id < ${page.afterId}`;
  return rawRows<VideoOrderRecord>(
    db,
    sql`select c.id::text, c.platform_order_id, s.name as shop_name, c.video_id, c.author_id,
               a.name as anchor_name, c.pay_amount::text, c.platform_status, c.refund_state,
               c.order_id::text, o.order_no, o.status as order_status,
               extract(epoch from c.placed_at)::float8 * 1000 as placed_ms
          ${FROM}
         where ${videoWhere(merchantId, q, timeZone)}${after}
         order by ${order}
         ${limitOffset(page)}`,
  );
}

export async function videoOrderTotals(
  db: Executor,
  merchantId: number,
  q: VideoOrderFilter,
  timeZone: string,
) {
  const [row] = await rawRows<{ n: string; paid: string | null }>(
    db,
    sql`select count(*)::text as n,
               (sum(c.pay_amount) filter (where c.platform_status = 'active' and c.refund_state <> 'refunded'))::text as paid
          ${FROM}
         where ${videoWhere(merchantId, q, timeZone)}`,
  );
  return { total: Number(row?.n ?? 0), amountPaid: twoPlaces(row?.paid ?? '0') };
}

export const toVideoOrderRow = (r: VideoOrderRecord, timeZone: string): VideoOrderRow => ({
  id: Number(r.id),
  platform_order_id: r.platform_order_id,
  shop_name: r.shop_name,
  video_id: r.video_id,
  author_id: r.author_id,
  anchor_name: r.anchor_name ?? '',
  amount_paid: r.pay_amount === null ? null : twoPlaces(r.pay_amount),
  pay_status: r.platform_status === 'cancelled' ? 'cancelled' : 'paid',
  refund_state: r.refund_state || 'none',
  order_id: r.order_id === null ? null : Number(r.order_id),
  order_no: r.order_no ?? '',
  order_status: r.order_status ?? null,
  placed_at: formatDateTime(new Date(Number(r.placed_ms)), timeZone),
});

export const liveVideoOrders: ServiceOf<typeof liveEndpoints.liveVideoOrders> = async (
  ctx,
  merchantId,
  q,
) => {
  const timeZone = ctx.config.TIME_ZONE;
  const [rows, totals] = await Promise.all([
    videoOrderPage(ctx.db, merchantId, q, timeZone, pageWindow(q)),
    videoOrderTotals(ctx.db, merchantId, q, timeZone),
  ]);
  return {
    list: rows.map((r) => toVideoOrderRow(r, timeZone)),
    total: totals.total,
    amount_paid: totals.amountPaid,
  };
};

export const liveVideoOrderExport = (
  ctx: AppContext,
  merchantId: number,
  q: VideoOrderFilter & { task_name: string },
  lang: Language,
) => {
  const { task_name, ...filter } = q;
  return createExportTask(ctx, merchantId, VIDEO_ORDER_EXPORT_KIND, filter, task_name, lang);
};
