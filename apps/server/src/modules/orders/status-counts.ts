import { type SQL, sql } from 'drizzle-orm';
import { ORDER_STATUSES, orderFilter, type OrderFilter, type OrderStatus } from '@console/contract';
import type { Executor } from '../../db/database';
import { keptFiguresAnswer } from '../../db/kept-figures';
import { rawRows } from '../../db/raw-rows';
import type { OrderEnv } from './create-orders';
import { type OrderScope, statusCountsQuery } from './queries';
import { orders, orderStatusDaily } from './tables';

export type StatusCounts = Record<OrderStatus | 'all', number>;

/** The filter's "any flag" (the contract's default). */
const ANY_FLAG = orderFilter.parse({}).flag;

/**
 * Whether the kept counts (decision 070: status, dates, a sub-merchant) answer this filter. The
 * others (goods, source, flag, and the selective order number, phone and ID number) count the
 * orders, over an index of their own for goods, source and flag (0029, decision 077); with them
 * as keys the table held about a row per order.
 */
export const keptCountsAnswer = keptFiguresAnswer(orderFilter, [
  'status',
  'start_date',
  'end_date',
  'sub_merchant_id',
]);

const d = orderStatusDaily;
const STORED_ZONE = sql`(select time_zone from statistics_settings where id = 1)`;

/** The list's tenancy (queries.ts' `tenancy`) over the kept rows. */
function keptTenancy(scope: OrderScope, f: OrderFilter): SQL {
  const me = scope.merchantId;
  if (f.sub_merchant_id > 0) {
    if (!scope.agent) return sql`false`;
    return sql`${d.merchantId} = ${f.sub_merchant_id} and ${d.agentId} = ${me}`;
  }
  if (!scope.agent) return sql`${d.merchantId} = ${me}`;
  // Merchant 0: the agent's sub-merchants' link orders together (`agent_id = me and merchant_id <> me`).
  return sql`(${d.merchantId} = ${me} or (${d.merchantId} = 0 and ${d.agentId} = ${me}))`;
}

/**
 * The tabs from `order_status_daily`: at most a row per day and status (and agent) summed. Its days are those of the zone the figures were counted in; a date range means the
 * list's zone, so with dates the kept rows answer only when the two are the same, and otherwise
 * the orders are counted (a start in another zone rebuilds them before the list is served, but a
 * rebuild of `npm run stats:rebuild` under another TIME_ZONE may leave them so). Both branches
 * carry the test as a one-time filter: the one not taken reads nothing.
 */
export function keptStatusCountsQuery(scope: OrderScope, f: OrderFilter, env: OrderEnv): SQL {
  const c: SQL[] = [keptTenancy(scope, f)];
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
    union all (select * from (${counted}) counted where ${STORED_ZONE} is distinct from ${env.timeZone})`;
}

/**
 * The SQL of the tabs the service runs: kept when the kept rows answer, else the count (the
 * benchmark runs it too). "No flag" (0) under a filter the kept rows answer is all the orders less
 * the flagged ones: the kept tabs, and the flagged counted negative over 0029's partial index, a
 * row per status of each (the caller adds them up; decision 077).
 */
export function statusCountsSql(scope: OrderScope, f: OrderFilter, env: OrderEnv): SQL {
  if (keptCountsAnswer(f)) return keptStatusCountsQuery(scope, f, env);
  const anyFlag = { ...f, flag: ANY_FLAG };
  if (f.flag !== 0 || !keptCountsAnswer(anyFlag)) return statusCountsQuery(scope, f, env);
  const flagged = statusCountsQuery(scope, anyFlag, env, sql`${orders.flag} <> 0`);
  return sql`(${keptStatusCountsQuery(scope, anyFlag, env)})
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
