import { type SQL, sql } from 'drizzle-orm';
import type { SessionFigures, SessionListPayload } from '@console/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { createdWithin } from '../../db/sql-helpers';
import { fromCents } from '../../lib/money';
import { shareCents } from './credits';
import { countOf, limitOffset, type PageWindow } from '../../db/list-page';
import { liveAnchorDaily } from './tables';

type SessionQuery = Partial<z.output<typeof SessionListPayload>> & { id?: number };
const daysOf = (q: SessionQuery) => ({ start_date: q.start_date ?? '', end_date: q.end_date ?? '' });

export interface SessionRecord {
  id: number;
  anchorId: number;
  anchorName: string;
  roomId: number;
  roomName: string;
  startedAt: Date;
  endedAt: Date;
  figures: SessionFigures;
}

interface FigureRow {
  orders: string | number;
  activated: string | number;
  settled: string | number;
  commission: string | null;
}

function figures(row: FigureRow, rate: string): SessionFigures {
  const commission = row.commission ?? '0';
  return {
    orders: Number(row.orders),
    activated: Number(row.activated),
    settled: Number(row.settled),
    commission: fromCents(Number(shareCents(commission, '100'))),
    anchor_share: fromCents(Number(shareCents(commission, rate))),
  };
}

/** The sessions the filter keeps: the merchant's, of its anchor and room, started within its days. */
function sessionWhere(merchantId: number, q: SessionQuery, timeZone: string): SQL {
  const parts: SQL[] = [sql`s.merchant_id = ${merchantId}`];
  if (q.id) parts.push(sql`s.id = ${q.id}`);
  if (q.anchor) parts.push(sql`s.anchor_id = ${q.anchor}`);
  if (q.room) parts.push(sql`s.room_id = ${q.room}`);
  parts.push(...createdWithin(sql`s.started_at`, daysOf(q), timeZone));
  return sql.join(parts, sql` and `);
}

/**
 * A page of sessions, newest first (the page is chosen before any figure is worked out), each
 * with the orders credited to its anchor in its room while it ran (an order of another anchor's
 * author id in that time is that anchor's, not this one's): the stored credits (decision 018).
 */
export async function sessionPage(
  db: Executor,
  merchantId: number,
  q: SessionQuery,
  timeZone: string,
  page: PageWindow,
): Promise<{ rows: SessionRecord[]; total: number }> {
  const where = sessionWhere(merchantId, q, timeZone);
  const [rows, total] = await Promise.all([
    rawRows<FigureRow & Record<string, string>>(
      db,
      sql`select s.id::text, s.anchor_id::text, a.name as anchor_name, a.commission_rate::text as rate,
                 s.room_id::text, r.name as room_name,
                 extract(epoch from s.started_at)::float8 * 1000 as started_ms,
                 extract(epoch from s.ended_at)::float8 * 1000 as ended_ms,
                 f.orders, f.activated, f.settled, f.commission::text
            from (select * from live_sessions s where ${where}
                   order by s.started_at desc nulls last, s.id desc nulls last ${limitOffset(page)}) s
            join live_anchors a on a.id = s.anchor_id
            join live_rooms r on r.id = s.room_id
            left join lateral (
              select count(*) as orders, count(*) filter (where lc.activated) as activated,
                     count(*) filter (where lc.settled) as settled,
                     sum(lc.commission) filter (where lc.settled) as commission
                from live_credits lc
               where lc.session_id = s.id and lc.anchor_id = s.anchor_id
            ) f on true
           order by s.started_at desc, s.id desc`,
    ),
    countOf(db, sql`select count(*)::text as n from live_sessions s where ${where}`),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: Number(r.id),
      anchorId: Number(r.anchor_id),
      anchorName: r.anchor_name!,
      roomId: Number(r.room_id),
      roomName: r.room_name!,
      startedAt: new Date(Number(r.started_ms)),
      endedAt: new Date(Number(r.ended_ms)),
      figures: figures(r, r.rate!),
    })),
  };
}

/**
 * Every order credited to the filter's anchors (by author id or by session) in its rooms and days,
 * whether a listed session brought it or not; each anchor's share at their rate, then summed.
 */
export async function sessionTotals(
  db: Executor,
  merchantId: number,
  q: SessionQuery,
): Promise<SessionFigures> {
  // The kept daily figures (decision 069): a row per day, anchor and room, not one per order.
  // Their days are those of TIME_ZONE (a start in another zone counts them again first).
  const d = liveAnchorDaily;
  const parts: SQL[] = [sql`${d.merchantId} = ${merchantId}`];
  if (q.anchor) parts.push(sql`${d.anchorId} = ${q.anchor}`);
  if (q.room) parts.push(sql`${d.roomId} = ${q.room}`);
  const { start_date, end_date } = daysOf(q);
  if (start_date) parts.push(sql`${d.day} >= ${start_date}::date`);
  if (end_date) parts.push(sql`${d.day} <= ${end_date}::date`);
  const rows = await rawRows<FigureRow & { rate: string }>(
    db,
    sql`select a.commission_rate::text as rate, f.orders, f.activated, f.settled, f.commission::text
          from (select ${d.anchorId} as anchor_id, sum(${d.orders}) as orders,
                       sum(${d.activated}) as activated, sum(${d.settled}) as settled,
                       sum(${d.commission}) as commission
                  from ${d}
                 where ${sql.join(parts, sql` and `)}
                 group by ${d.anchorId}) f
          join live_anchors a on a.id = f.anchor_id`,
  );
  let orders = 0;
  let activated = 0;
  let settled = 0;
  let commission = 0n;
  let share = 0n;
  for (const r of rows) {
    orders += Number(r.orders);
    activated += Number(r.activated);
    settled += Number(r.settled);
    commission += shareCents(r.commission ?? '0', '100');
    share += shareCents(r.commission ?? '0', r.rate);
  }
  return {
    orders,
    activated,
    settled,
    commission: fromCents(Number(commission)),
    anchor_share: fromCents(Number(share)),
  };
}
