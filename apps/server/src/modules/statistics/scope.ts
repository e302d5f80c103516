import { type SQL, sql } from 'drizzle-orm';
import { daysInRange, STATS_COUNTS, StatsFilterOptions, type StatsQuery } from '@console/contract';
import { keptFiguresAnswer } from '../../db/kept-figures';
import { planEachRun } from '../../db/statement-rules';
import { addDays, monthAfter, monthStartOf, wholeMonths } from '../../lib/calendar';

/**
 * The daily figures a statistics call may read: the caller's own (and, asked for, those of the
 * orders of its sub-merchants: `agent_id` is the agent of the order's merchant), over the range,
 * narrowed to one goods, one channel (the orders' source) and one captured shop. Never another merchant's: the caller is the
 * session's merchant, and every row carries the merchant or the agent it belongs to.
 */
export function figuresScope(merchantId: number, q: StatsQuery, table = sql`statistics_daily`): SQL {
  return narrowed(q, table, whose(table, merchantId, q));
}

/** The caller's rows, and with `with_subs` those of its sub-merchants' orders. */
const whose = (table: SQL, merchantId: number, q: StatsQuery) =>
  q.with_subs
    ? sql`(${table}.merchant_id = ${merchantId} or (${table}.agent_id = ${merchantId} and ${table}.agent_id > 0))`
    : sql`${table}.merchant_id = ${merchantId}`;

function narrowed(
  q: StatsQuery,
  table: SQL,
  rows: SQL,
  days = sql`${table}.day between ${q.start_date}::date and ${q.end_date}::date`,
): SQL {
  // A year and a day are the same parameters to a generic plan: planned for each run's range.
  const parts: SQL[] = [rows, sql`${planEachRun} ${days}`];
  if (q.goods_id) parts.push(sql`${table}.goods_id = ${q.goods_id}`);
  // The channel is the orders' source (decision 041); a captured shop narrows within it.
  if (q.channel) parts.push(sql`${table}.channel = ${q.channel}`);
  if (q.shop_id) parts.push(sql`${table}.shop_id = ${q.shop_id}`);
  return sql.join(parts, sql` and `);
}

const GOODS_DAILY = sql`statistics_goods_daily`;
const SHOP_DAILY = sql`statistics_shop_daily`;
const SHOP_MONTHLY = sql`statistics_shop_monthly`;
const goodsDailyAnswers = keptFiguresAnswer(StatsFilterOptions, ['goods_id', 'with_subs']);
const shopDailyAnswers = keptFiguresAnswer(StatsFilterOptions, ['channel', 'shop_id', 'with_subs']);

/** Beside the day, what a screen groups its figures by. */
export type FiguresBy = 'day' | 'goods' | 'shop';

/**
 * `<table> where <scope>` for a call: the smallest of the kept tables that has every column the
 * call narrows by and groups by (migration 0028, decision 075). Without a channel or a shop, the
 * goods table: an agent's sub-merchants' orders are its merchant-0 rows there, a row per day and
 * goods for all of them. Without a goods, the shop tables. Otherwise the full one.
 */
export function keptFigures(merchantId: number, q: StatsQuery, by: FiguresBy): SQL {
  if (by !== 'shop' && goodsDailyAnswers(q)) {
    const rows = q.with_subs
      ? sql`(${GOODS_DAILY}.merchant_id = ${merchantId} or (${GOODS_DAILY}.merchant_id = 0 and ${GOODS_DAILY}.agent_id = ${merchantId}))`
      : sql`${GOODS_DAILY}.merchant_id = ${merchantId}`;
    return sql`${GOODS_DAILY} where ${narrowed(q, GOODS_DAILY, rows)}`;
  }
  if (by === 'shop' && shopDailyAnswers(q)) return shopFigures(merchantId, q);
  const table = by === 'day' && shopDailyAnswers(q) ? SHOP_DAILY : sql`statistics_daily`;
  return sql`${table} where ${figuresScope(merchantId, q, table)}`;
}

/** The kept columns the shop screen sums, each negated with `-`: the same list for every part. */
const SHOP_COLUMNS = ['merchant_id', 'channel', 'shop_id', ...STATS_COUNTS, 'commission'];
const shopColumns = (sign: '' | '-') =>
  sql.raw(SHOP_COLUMNS.map((c, i) => (i < 3 ? c : `${sign}${c} as ${c}`)).join(', '));

/**
 * The shop screen's rows, summed over the range, not by day: whole months from the monthly table
 * and days from the daily one (the two have the same columns). A month the range takes only part
 * of is its days in the range, or the whole month less its days outside the range when those are
 * fewer, subtracted: a year from the 2nd of a month reads that month less its 1st, not 30 days of
 * every sub-merchant's rows (decision 091).
 */
function shopFigures(merchantId: number, q: StatsQuery): SQL {
  const months = wholeMonths(q.start_date, q.end_date);
  if (!months) return sql`${SHOP_DAILY} where ${figuresScope(merchantId, q, SHOP_DAILY)}`;
  let { first, last } = months;
  const added: [string, string][] = [];
  const taken: [string, string][] = [];
  if (q.start_date < first) {
    const monthStart = monthStartOf(q.start_date);
    const before = addDays(q.start_date, -1);
    if (daysInRange(monthStart, before) < daysInRange(q.start_date, addDays(first, -1))) {
      first = monthStart;
      taken.push([monthStart, before]);
    } else added.push([q.start_date, addDays(first, -1)]);
  }
  if (months.lastDay < q.end_date) {
    const monthStart = addDays(months.lastDay, 1);
    const monthEnd = addDays(monthAfter(monthStart), -1);
    const after = addDays(q.end_date, 1);
    if (daysInRange(after, monthEnd) < daysInRange(monthStart, q.end_date)) {
      last = monthStart;
      taken.push([after, monthEnd]);
    } else added.push([monthStart, q.end_date]);
  }
  const rowsOf = (table: SQL, [from, to]: [string, string], sign: '' | '-' = '') =>
    sql`select ${shopColumns(sign)} from ${table} where ${narrowed(q, table, whose(table, merchantId, q), sql`${table}.day between ${from}::date and ${to}::date`)}`;
  // Each end a range of its own, so that the index's day bounds it (an OR of two would not).
  const parts = [
    rowsOf(SHOP_MONTHLY, [first, last]),
    ...added.map((days) => rowsOf(SHOP_DAILY, days)),
    ...taken.map((days) => rowsOf(SHOP_DAILY, days, '-')),
  ];
  return sql`(${sql.join(parts, sql` union all `)}) as kept`;
}

/**
 * The counts and the commission, summed: a count as int, money as exact text with the wire's two
 * places ("0.00" for none; `round` at any size), so the rows need no amount rewritten per row.
 */
export const FIGURE_SUMS = sql.raw(
  [
    ...STATS_COUNTS.map((c) => `coalesce(sum(${c}), 0)::int as ${c}`),
    'round(coalesce(sum(commission), 0), 2)::text as commission',
  ].join(', '),
);
