import { type SQL, sql } from 'drizzle-orm';
import type { Language, LiveOrderFilter, LiveOrderRow, liveEndpoints } from '@console/contract';
import { createExportTask } from '../../jobs/export-tasks';
import type { Executor } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { createdWithin } from '../../db/sql-helpers';
import type { AppContext, ServiceOf } from '../../lib/context';
import { twoPlaces } from '../../lib/money';
import { searchHash } from '../../lib/personal-data';
import { formatDateTime } from '../../lib/time';
import { countOf, limitOffset, pageAnswer, pageWindow, type PageWindow } from '../../db/list-page';

export const LIVE_ORDER_EXPORT_KIND = 'live_orders';

/** A live order as read: the row of the list less its formatting. */
export interface LiveOrderRecord {
  capture_id: string;
  order_id: string;
  order_no: string;
  goods_name: string;
  name_masked: string;
  phone_masked: string;
  status: LiveOrderRow['status'];
  commission: string;
  room_id: string;
  room_name: string;
  douyin_room_id: string;
  anchor_id: string | null;
  anchor_name: string | null;
  credited_by: LiveOrderRow['credited_by'];
  video_id: string;
  placed_ms: number;
}

interface ListEnv {
  dataKey: Buffer;
  timeZone: string;
}

/** The filter over the stored credits `lc`; a keyword needs the order `o` joined. */
function orderWhere(merchantId: number, q: LiveOrderFilter, env: ListEnv): SQL {
  const parts: SQL[] = [sql`lc.merchant_id = ${merchantId}`];
  if (q.keyword) {
    // An order number, or a whole phone number (found by its keyed hash: phones are encrypted).
    parts.push(sql`(o.order_no = ${q.keyword} or o.phone_hash = ${searchHash(env.dataKey, q.keyword)})`);
  }
  if (q.room) parts.push(sql`lc.room_id = ${q.room}`);
  if (q.anchor) parts.push(sql`lc.anchor_id = ${q.anchor}`);
  if (q.status) parts.push(sql`lc.status = ${q.status}`);
  // As the session's row counts them (session-queries.ts): credited to its anchor while it ran.
  if (q.session) {
    parts.push(sql`(lc.session_id, lc.anchor_id) in (select s.id, s.anchor_id from live_sessions s
                     where s.id = ${q.session} and s.merchant_id = ${merchantId})`);
  }
  parts.push(...createdWithin(sql`lc.placed_at`, q, env.timeZone));
  return sql.join(parts, sql` and `);
}

/**
 * The merchant's live orders the filter keeps, newest placed first, from the stored credits
 * (decision 018); the export pages by the capture row's id alone (an exact keyset), after `afterId`.
 */
export function liveOrderPage(
  db: Executor,
  merchantId: number,
  q: LiveOrderFilter,
  env: ListEnv,
  page: PageWindow & { afterId?: number },
): Promise<LiveOrderRecord[]> {
  const keyset = page.afterId !== undefined;
  const after = keyset ? sql` and lc.capture_id < ${page.afterId}` : sql``;
  // Spelled as the index is (drizzle writes `desc nulls last`; a plain `desc` would sort instead).
  const order = keyset
    ? sql`lc.capture_id desc`
    : sql`lc.placed_at desc nulls last, lc.capture_id desc nulls last`;
  return rawRows<LiveOrderRecord>(
    db,
    sql`select lc.capture_id::text, lc.order_id::text, o.order_no, g.name as goods_name, o.name_masked,
               o.phone_masked, lc.status, lc.commission::text, lc.room_id::text, r.name as room_name,
               r.room_id as douyin_room_id, lc.anchor_id::text, a.name as anchor_name, lc.credited_by,
               c.video_id, extract(epoch from lc.placed_at)::float8 * 1000 as placed_ms
          from live_credits lc
          join orders o on o.id = lc.order_id
          join goods g on g.id = o.goods_id
          join live_rooms r on r.id = lc.room_id
          join capture_orders c on c.id = lc.capture_id
          left join live_anchors a on a.id = lc.anchor_id
         where ${orderWhere(merchantId, q, env)}${after}
         order by ${order}
         ${limitOffset(page)}`,
  );
}

/**
 * How many live orders the filter keeps. All of them, or a room's: the rooms' counts kept with the
 * credits (`live_room_counts`); else the credits, with the orders only to find a keyword.
 */
export async function countLiveOrders(db: Executor, merchantId: number, q: LiveOrderFilter, env: ListEnv) {
  const byRoomOnly = !q.keyword && !q.anchor && !q.status && !q.start_date && !q.end_date;
  const join = q.keyword ? sql` join orders o on o.id = lc.order_id` : sql``;
  return countOf(
    db,
    byRoomOnly
      ? sql`select coalesce(sum(rc.orders), 0)::text as n
              from live_rooms r join live_room_counts rc on rc.room_id = r.id
             where r.merchant_id = ${merchantId}${q.room ? sql` and r.id = ${q.room}` : sql``}`
      : sql`select count(*)::text as n from live_credits lc${join} where ${orderWhere(merchantId, q, env)}`,
  );
}

export const toLiveOrderRow = (r: LiveOrderRecord, timeZone: string): LiveOrderRow => ({
  order_id: Number(r.order_id),
  order_no: r.order_no,
  goods_name: r.goods_name,
  customer_name: r.name_masked,
  customer_phone: r.phone_masked,
  status: r.status,
  commission: twoPlaces(r.commission),
  room_id: Number(r.room_id),
  room_name: r.room_name,
  douyin_room_id: r.douyin_room_id,
  anchor_id: r.anchor_id === null ? null : Number(r.anchor_id),
  anchor_name: r.anchor_name ?? '',
  credited_by: r.credited_by,
  video_id: r.video_id,
  created_at: formatDateTime(new Date(Number(r.placed_ms)), timeZone),
});

const envOf = (ctx: AppContext): ListEnv => ({
  dataKey: ctx.secrets.dataKey,
  timeZone: ctx.config.TIME_ZONE,
});

export const liveOrders: ServiceOf<typeof liveEndpoints.liveOrders> = async (ctx, merchantId, q) => {
  const env = envOf(ctx);
  return pageAnswer(
    liveOrderPage(ctx.db, merchantId, q, env, pageWindow(q)),
    countLiveOrders(ctx.db, merchantId, q, env),
    (r) => toLiveOrderRow(r, env.timeZone),
  );
};

export const liveOrderExport = (
  ctx: AppContext,
  merchantId: number,
  q: LiveOrderFilter & { task_name: string },
  lang: Language,
) => {
  const { task_name, ...filter } = q;
  return createExportTask(ctx, merchantId, LIVE_ORDER_EXPORT_KIND, filter, task_name, lang);
};

export { envOf as liveListEnv };
