import { type SQL, sql } from 'drizzle-orm';
import { STATS_COUNTS, type StatsQuery } from '@console/contract';

/**
 * The daily figures a statistics call may read: the caller's own (and, asked for, those of the
 * orders of its sub-merchants: `agent_id` is the agent of the order's merchant), over the range,
 * narrowed to one goods, one channel (the orders' source) and one captured shop. Never another merchant's: the caller is the
 * session's merchant, and every row carries the merchant or the agent it belongs to.
 */
export function figuresScope(merchantId: number, q: StatsQuery, table = sql`statistics_daily`): SQL {
  const parts: SQL[] = [
    q.with_subs
      ? sql`(${table}.merchant_id = ${merchantId} or (${table}.agent_id = ${merchantId} and ${table}.agent_id > 0))`
      : sql`${table}.merchant_id = ${merchantId}`,
    sql`${table}.day between ${q.start_date}::date and ${q.end_date}::date`,
  ];
  if (q.goods_id) parts.push(sql`${table}.goods_id = ${q.goods_id}`);
  // The channel is the orders' source (decision 041); a captured shop narrows within it.
  if (q.channel) parts.push(sql`${table}.channel = ${q.channel}`);
  if (q.shop_id) parts.push(sql`${table}.shop_id = ${q.shop_id}`);
  return sql.join(parts, sql` and `);
}

/** The counts and the commission, summed (a count as int, money as exact text). */
export const FIGURE_SUMS = sql.raw(
  [
    ...STATS_COUNTS.map((c) => `coalesce(sum(${c}), 0)::int as ${c}`),
    'coalesce(sum(commission), 0)::text as commission',
  ].join(', '),
);
