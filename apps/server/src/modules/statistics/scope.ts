import { type SQL, sql } from 'drizzle-orm';
import { STATS_COUNTS, StatsFilterOptions, type StatsQuery } from '@console/contract';
import { keptFiguresAnswer } from '../../db/kept-figures';

/**
 * The daily figures a statistics call may read: the caller's own (and, asked for, those of the
 * orders of its sub-merchants: `agent_id` is the agent of the order's merchant), over the range,
 * narrowed to one goods, one channel (the orders' source) and one captured shop. Never another merchant's: the caller is the
 * session's merchant, and every row carries the merchant or the agent it belongs to.
 */
export function figuresScope(merchantId: number, q: StatsQuery, table = sql`statistics_daily`): SQL {
  return narrowed(
    q,
    table,
    q.with_subs
      ? sql`(${table}.merchant_id = ${merchantId} or (${table}.agent_id = ${merchantId} and ${table}.agent_id > 0))`
      : sql`${table}.merchant_id = ${merchantId}`,
  );
}

function narrowed(q: StatsQuery, table: SQL, whose: SQL): SQL {
  const parts: SQL[] = [whose, sql`${table}.day between ${q.start_date}::date and ${q.end_date}::date`];
  if (q.goods_id) parts.push(sql`${table}.goods_id = ${q.goods_id}`);
  // The channel is the orders' source (decision 041); a captured shop narrows within it.
  if (q.channel) parts.push(sql`${table}.channel = ${q.channel}`);
  if (q.shop_id) parts.push(sql`${table}.shop_id = ${q.shop_id}`);
  return sql.join(parts, sql` and `);
}

const GOODS_DAILY = sql`statistics_goods_daily`;
const SHOP_DAILY = sql`statistics_shop_daily`;
const goodsDailyAnswers = keptFiguresAnswer(StatsFilterOptions, ['goods_id', 'with_subs']);
const shopDailyAnswers = keptFiguresAnswer(StatsFilterOptions, ['channel', 'shop_id', 'with_subs']);

/** Beside the day, what a screen groups its figures by. */
export type FiguresBy = 'day' | 'goods' | 'shop';

/**
 * `<table> where <scope>` for a call: the smallest of the three kept tables that has every column
 * the call narrows by and groups by (migration 0028, decision 075). Without a channel or a shop,
 * the goods table: an agent's sub-merchants' orders are its merchant-0 rows there, a row per day
 * and goods for all of them. Without a goods, the shop table. Otherwise the full one.
 */
export function keptFigures(merchantId: number, q: StatsQuery, by: FiguresBy): SQL {
  if (by !== 'shop' && goodsDailyAnswers(q)) {
    const whose = q.with_subs
      ? sql`(${GOODS_DAILY}.merchant_id = ${merchantId} or (${GOODS_DAILY}.merchant_id = 0 and ${GOODS_DAILY}.agent_id = ${merchantId}))`
      : sql`${GOODS_DAILY}.merchant_id = ${merchantId}`;
    return sql`${GOODS_DAILY} where ${narrowed(q, GOODS_DAILY, whose)}`;
  }
  const table = by !== 'goods' && shopDailyAnswers(q) ? SHOP_DAILY : sql`statistics_daily`;
  return sql`${table} where ${figuresScope(merchantId, q, table)}`;
}

/** The counts and the commission, summed (a count as int, money as exact text). */
export const FIGURE_SUMS = sql.raw(
  [
    ...STATS_COUNTS.map((c) => `coalesce(sum(${c}), 0)::int as ${c}`),
    'coalesce(sum(commission), 0)::text as commission',
  ].join(', '),
);
