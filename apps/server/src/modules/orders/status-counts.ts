import { type SQL, sql } from 'drizzle-orm';
import { ORDER_STATUSES, orderFilter, type OrderFilter, type OrderStatus } from '@console/contract';
import type { Executor } from '../../db/database';
import { keptFiguresAnswer } from '../../db/kept-figures';
import { rawRows } from '../../db/raw-rows';
import { addDays, wholeMonths } from '../../lib/calendar';
import type { OrderEnv } from './create-orders';
import { type OrderScope, statusCountsQuery } from './queries';
import { orders, orderSourceMonthly, orderStatusDaily } from './tables';

export type StatusCounts = Record<OrderStatus | 'all', number>;

/** The filter's "any flag" (the contract's default). */
const ANY_FLAG = orderFilter.parse({}).flag;

/**
 * Whether the kept counts (decision 070: status, dates, a sub-merchant) answer this filter. The
 * others (goods, flag, and the selective order number, phone and ID number) count the orders, over
 * an index of their own for goods and flag (0029, decision 077); with them as keys the table held
 * about a row per order. A source has kept counts by month (0031, decision 079).
 */
export const keptCountsAnswer = keptFiguresAnswer(orderFilter, [
  'status',
  'start_date',
  'end_date',
  'sub_merchant_id',
]);
const keptSourceCountsAnswer = keptFiguresAnswer(orderFilter, [
  'status',
  'start_date',
  'end_date',
  'sub_merchant_id',
  'source',
]);

const d = orderStatusDaily;
const m = orderSourceMonthly;
const STORED_ZONE = sql`(select time_zone from statistics_settings where id = 1)`;

/** The list's tenancy (queries.ts' `tenancy`) over the kept rows of `t`. */
function keptTenancy(scope: OrderScope, f: OrderFilter, t: typeof d | typeof m): SQL {
  const me = scope.merchantId;
  if (f.sub_merchant_id > 0) {
    if (!scope.agent) return sql`false`;
    return sql`${t.merchantId} = ${f.sub_merchant_id} and ${t.agentId} = ${me}`;
  }
  if (!scope.agent) return sql`${t.merchantId} = ${me}`;
  // Merchant 0: the agent's sub-merchants' link orders together (`agent_id = me and merchant_id <> me`).
  return sql`(${t.merchantId} = ${me} or (${t.merchantId} = 0 and ${t.agentId} = ${me}))`;
}

/** `query` when the kept rows' zone is the list's, nothing otherwise: a one-time filter above it. */
const inZone = (query: SQL, env: OrderEnv, same = true) =>
  sql`select * from (${query}) q where ${STORED_ZONE} ${same ? sql`=` : sql`is distinct from`} ${env.timeZone}`;

/**
 * The tabs from `order_status_daily`: at most a row per day and status (and agent) summed. Its days are those of the zone the figures were counted in; a date range means the
 * list's zone, so with dates the kept rows answer only when the two are the same, and otherwise
 * the orders are counted (a start in another zone rebuilds them before the list is served, but a
 * rebuild of `npm run stats:rebuild` under another TIME_ZONE may leave them so). Both branches
 * carry the test as a one-time filter: the one not taken reads nothing.
 */
export function keptStatusCountsQuery(scope: OrderScope, f: OrderFilter, env: OrderEnv): SQL {
  const c: SQL[] = [keptTenancy(scope, f, d)];
  if (f.start_date) c.push(sql`${d.day} >= ${f.start_date}::date`);
  if (f.end_date) c.push(sql`${d.day} <= ${f.end_date}::date`);
  const kept = (extra: SQL[]) =>
    sql`select ${d.status} as status, sum(${d.orders})::int as n from ${d}
      where ${sql.join([...c, ...extra], sql` and `)} group by ${d.status}`;
  if (!f.start_date && !f.end_date) return kept([]);
  // The count's test stands outside its grouped query: a condition with a subquery is never pushed
  // into one, so it stays a one-time filter above the whole count. Inside, the count of a large
  // merchant's dates was planned parallel, and the workers were started (165 ms) for a branch
  // that then read nothing (decision 077).
  const counted = statusCountsQuery(scope, f, env);
  return sql`(${kept([sql`${STORED_ZONE} = ${env.timeZone}`])})
    union all (${inZone(counted, env, false)})`;
}

/** A range's open end as a day no order has. */
const EVER = { from: '1900-01-01', to: '9998-12-31' };

/**
 * The tabs under one source: the range's whole months from `order_source_monthly` (all of them
 * without dates), the days of its partial months counted from the orders over 0029's index. With
 * dates the kept months are those of the statistics' zone: in another zone the range is counted
 * whole (as `keptStatusCountsQuery`). Rows per status, for the caller to add up.
 */
export function keptSourceCountsQuery(scope: OrderScope, f: OrderFilter, env: OrderEnv): SQL {
  const months = wholeMonths(f.start_date || EVER.from, f.end_date || EVER.to);
  if (!months) return statusCountsQuery(scope, f, env);
  const kept = sql`select ${m.status} as status, sum(${m.orders})::int as n from ${m}
    where ${keptTenancy(scope, f, m)} and ${m.source} = ${f.source}
      and ${m.month} between ${months.first}::date and ${months.last}::date
    group by ${m.status}`;
  if (!f.start_date && !f.end_date) return kept;
  const parts = [inZone(kept, env)];
  if (f.start_date && f.start_date < months.first) {
    parts.push(inZone(statusCountsQuery(scope, { ...f, end_date: addDays(months.first, -1) }, env), env));
  }
  if (f.end_date && months.lastDay < f.end_date) {
    parts.push(inZone(statusCountsQuery(scope, { ...f, start_date: addDays(months.lastDay, 1) }, env), env));
  }
  parts.push(inZone(statusCountsQuery(scope, f, env), env, false));
  return sql.join(
    parts.map((p) => sql`(${p})`),
    sql` union all `,
  );
}

/** The kept tabs that answer `f`, if any. */
function keptCountsSql(scope: OrderScope, f: OrderFilter, env: OrderEnv): SQL | null {
  if (keptCountsAnswer(f)) return keptStatusCountsQuery(scope, f, env);
  if (keptSourceCountsAnswer(f)) return keptSourceCountsQuery(scope, f, env);
  return null;
}

/**
 * The SQL of the tabs the service runs: kept when the kept rows answer, else the count (the
 * benchmark runs it too). "No flag" (0) under a filter the kept rows answer is all the orders less
 * the flagged ones: the kept tabs, and the flagged counted negative over 0029's partial index, a
 * row per status of each (the caller adds them up; decision 077).
 */
export function statusCountsSql(scope: OrderScope, f: OrderFilter, env: OrderEnv): SQL {
  const kept = keptCountsSql(scope, f, env);
  if (kept) return kept;
  const anyFlag = { ...f, flag: ANY_FLAG };
  const keptAnyFlag = f.flag === 0 ? keptCountsSql(scope, anyFlag, env) : null;
  if (!keptAnyFlag) return statusCountsQuery(scope, f, env);
  const flagged = statusCountsQuery(scope, anyFlag, env, sql`${orders.flag} <> 0`);
  return sql`(${keptAnyFlag})
    union all (select status, -n as n from (${flagged}) flagged)`;
}

/** Orders per status under the filter without its status (the tabs), and all of them. */
export async function statusCounts(
  db: Executor,
  scope: OrderScope,
  f: OrderFilter,
  env: OrderEnv,
): Promise<StatusCounts> {
  const rows = await rawRows<{ status: string; n: number }>(db, statusCountsSql(scope, f, env));
  const counts = Object.fromEntries([...ORDER_STATUSES, 'all'].map((s) => [s, 0])) as StatusCounts;
  for (const r of rows) {
    counts[r.status as OrderStatus] += Number(r.n);
    counts.all += Number(r.n);
  }
  return counts;
}
