import { type SQL, sql } from 'drizzle-orm';
import type { Language, LiveOrderFilter, LiveOrderListResult, LiveOrderRow } from '@console/contract';
import { createExportTask } from '../../jobs/export-tasks';
import type { Executor } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { createdWithin } from '../../db/sql-helpers';
import type { AppContext } from '../../lib/context';
import { twoPlaces } from '../../lib/money';
import { searchHash } from '../../lib/personal-data';
import { formatDateTime } from '../../lib/time';
import { creditedOrders } from './credits';

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

function orderWhere(q: LiveOrderFilter, env: ListEnv): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.keyword) {
    // An order number, or a whole phone number (found by its keyed hash: phones are encrypted).
    parts.push(sql`(co.order_no = ${q.keyword} or co.phone_hash = ${searchHash(env.dataKey, q.keyword)})`);
  }
  if (q.room) parts.push(sql`co.room_id = ${q.room}`);
  if (q.anchor) parts.push(sql`co.anchor_id = ${q.anchor}`);
  if (q.status) parts.push(sql`co.status = ${q.status}`);
  parts.push(...createdWithin(sql`co.placed_at`, q, env.timeZone));
  return sql.join(parts, sql` and `);
}

/**
 * The merchant's live orders the filter keeps, newest placed first; the export pages by the
 * capture row's id alone (an exact keyset), after `afterId`.
 */
export function liveOrderPage(
  db: Executor,
  merchantId: number,
  q: LiveOrderFilter,
  env: ListEnv,
  page: { limit: number; offset: number; afterId?: number },
): Promise<LiveOrderRecord[]> {
  const keyset = page.afterId !== undefined;
  const after = keyset ? sql` and co.capture_id < ${page.afterId}` : sql``;
  const order = keyset ? sql`co.capture_id desc` : sql`co.placed_at desc, co.capture_id desc`;
  return rawRows<LiveOrderRecord>(
    db,
    sql`select co.capture_id::text, co.order_id::text, co.order_no, g.name as goods_name, co.name_masked,
               co.phone_masked, co.status, co.commission::text, co.room_id::text, co.room_name,
               co.douyin_room_id, co.anchor_id::text, a.name as anchor_name, co.credited_by, co.video_id,
               extract(epoch from co.placed_at)::float8 * 1000 as placed_ms
          from (${creditedOrders(merchantId)}) co
          join goods g on g.id = co.goods_id
          left join live_anchors a on a.id = co.anchor_id
         where ${orderWhere(q, env)}${after}
         order by ${order}
         limit ${page.limit} offset ${page.offset}`,
  );
}

/**
 * How many live orders the filter keeps. Without an anchor to match, who an order is credited to
 * does not matter: the count is of the rooms' captured orders alone (no per-order session lookup).
 */
export async function countLiveOrders(db: Executor, merchantId: number, q: LiveOrderFilter, env: ListEnv) {
  const from = q.anchor
    ? sql`(${creditedOrders(merchantId)}) co`
    : sql`(select o.order_no, o.phone_hash, o.status, c.placed_at, r.id as room_id
             from live_rooms r
             join capture_orders c on c.merchant_id = r.merchant_id and c.room_id = r.room_id
                                  and c.room_id <> '' and c.order_id is not null
             join orders o on o.id = c.order_id
            where r.merchant_id = ${merchantId}) co`;
  const [row] = await rawRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from ${from} where ${orderWhere(q, env)}`,
  );
  return Number(row?.n ?? 0);
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

export async function liveOrderList(
  ctx: AppContext,
  merchantId: number,
  q: LiveOrderFilter & { page: number; page_size: number },
): Promise<LiveOrderListResult> {
  const env = envOf(ctx);
  const [rows, total] = await Promise.all([
    liveOrderPage(ctx.db, merchantId, q, env, { limit: q.page_size, offset: (q.page - 1) * q.page_size }),
    countLiveOrders(ctx.db, merchantId, q, env),
  ]);
  return { list: rows.map((r) => toLiveOrderRow(r, env.timeZone)), total };
}

export const exportLiveOrders = (
  ctx: AppContext,
  merchantId: number,
  q: LiveOrderFilter & { task_name: string },
  lang: Language,
) => {
  const { task_name, ...filter } = q;
  return createExportTask(ctx, merchantId, LIVE_ORDER_EXPORT_KIND, filter, task_name, lang);
};

export { envOf as liveListEnv };
