import { type SQL, sql } from 'drizzle-orm';
import { type DistributionFilter, distributionFilter } from '@console/contract';
import type { Executor } from '../../db/database';
import { keptFiguresAnswer } from '../../db/kept-figures';
import { rawRows } from '../../db/raw-rows';
import { createdWithin } from '../../db/sql-helpers';
import { filterConditions, type OrderEnv } from '../orders';
import { orderCommissionShares as shares, orders } from '../orders/tables';
import { limitOffset, type PageWindow } from '../../db/list-page';
import { agentDistributionDaily } from './tables';

/**
 * Orders that pay the agent a share (those of every merchant below it), as the order list
 * filters them. Walks the agent's shares newest first (`order_commission_shares_agent_idx`, with a
 * status `order_commission_shares_agent_status_idx`) and each one's order by its key: a first
 * page stops after its rows, whatever the agent's total.
 */
export function distributionWhere(agentId: number, f: DistributionFilter, env: OrderEnv): SQL {
  // The dates and the status are the order's; the share carries them (the status since decision
  // 081), so a status tab walks its own index and the dates are that index's order.
  const { start_date, end_date, child_id, ...rest } = f;
  const c: SQL[] = [
    sql`${shares.merchantId} = ${agentId}`,
    sql`${shares.level} > 0`,
    ...createdWithin(shares.createdAt, { start_date, end_date }, env.timeZone),
    ...filterConditions({ ...rest, start_date: '', end_date: '', flag: -1 }, env, false),
  ];
  if (f.status) c.push(sql`${shares.orderStatus} = ${f.status}`);
  if (f.sub_merchant_id > 0) c.push(sql`${orders.merchantId} = ${f.sub_merchant_id}`);
  // The share names the direct sub-merchant the order came through (agent_child_totals' key).
  if (child_id > 0) c.push(sql`${shares.childId} = ${child_id}`);
  return sql.join(c, sql` and `);
}

const FROM = sql`order_commission_shares join orders on orders.id = order_commission_shares.order_id`;
export const SHARES_NEWEST_FIRST = sql.raw(
  'order_commission_shares.created_at desc nulls last, order_commission_shares.order_id desc nulls last',
);

export interface DistributionRecord {
  id: number;
  order_no: string;
  goods_id: number;
  goods_name: string;
  source: string;
  status: string;
  merchant_id: number;
  store_name: string;
  name_masked: string;
  phone_masked: string;
  commission: string;
  agent_amount: string;
  created_at: Date | string;
  settled_at: Date | string | null;
  /** `created_at` as text: the exact keyset of exports. */
  cursor: string;
}

/** The SQL of a page: the keys first (the index walk), then their rows with names. */
export function distributionPageQuery(
  agentId: number,
  f: DistributionFilter,
  env: OrderEnv,
  page: PageWindow & { after?: { cursor: string; id: number } },
): SQL {
  const keyset = page.after
    ? sql`and (${shares.createdAt}, ${shares.orderId}) < (${page.after.cursor}::timestamptz, ${page.after.id})`
    : sql``;
  return sql`with page as (
      select ${shares.orderId}, ${shares.amount}, ${shares.createdAt} from ${FROM}
      where ${distributionWhere(agentId, f, env)} ${keyset}
      order by ${SHARES_NEWEST_FIRST} ${limitOffset(page)}
    )
    select o.id, o.order_no, o.goods_id, g.name as goods_name, o.source, o.status, o.merchant_id,
      m.store_name, o.name_masked, o.phone_masked, o.commission, page.amount as agent_amount,
      o.created_at, o.settled_at, page.created_at::text as cursor
    from page join orders o on o.id = page.order_id
      join goods g on g.id = o.goods_id join merchants m on m.id = o.merchant_id
    order by page.created_at desc, page.order_id desc`;
}

export const distributionPage = (
  db: Executor,
  agentId: number,
  f: DistributionFilter,
  env: OrderEnv,
  page: PageWindow & { after?: { cursor: string; id: number } },
) => rawRows<DistributionRecord>(db, distributionPageQuery(agentId, f, env, page));

/** The count and the commissions over the whole filter (the totals bar). */
export function distributionTotalsQuery(agentId: number, f: DistributionFilter, env: OrderEnv): SQL {
  return sql`select count(*) as n, coalesce(sum(orders.commission), 0) as sub_commission,
      coalesce(sum(${shares.amount}), 0) as agent_commission,
      coalesce(sum(${shares.amount}) filter (where ${shares.settledAt} is not null), 0) as agent_settled
    from ${FROM} where ${distributionWhere(agentId, f, env)}`;
}

/**
 * Whether the kept daily totals (decision 069: dates and status) answer this filter; any other
 * field counts the shares (`distributionTotalsQuery`): such a filter is selective enough that the
 * scan is quick.
 */
export const keptTotalsAnswer = keptFiguresAnswer(distributionFilter, ['start_date', 'end_date', 'status']);

/** The totals bar from `agent_distribution_daily`: at most a row per day and status summed. */
export function keptTotalsQuery(agentId: number, f: DistributionFilter): SQL {
  const d = agentDistributionDaily;
  const c: SQL[] = [sql`${d.agentId} = ${agentId}`];
  if (f.start_date) c.push(sql`${d.day} >= ${f.start_date}::date`);
  if (f.end_date) c.push(sql`${d.day} <= ${f.end_date}::date`);
  if (f.status) c.push(sql`${d.status} = ${f.status}`);
  return sql`select coalesce(sum(${d.orders}), 0) as n,
      coalesce(sum(${d.subCommission}), 0) as sub_commission,
      coalesce(sum(${d.agentCommission}), 0) as agent_commission,
      coalesce(sum(${d.agentSettled}), 0) as agent_settled
    from ${d} where ${sql.join(c, sql` and `)}`;
}

export async function distributionTotals(
  db: Executor,
  agentId: number,
  f: DistributionFilter,
  env: OrderEnv,
) {
  const [row] = await rawRows<{
    n: number | string;
    sub_commission: string;
    agent_commission: string;
    agent_settled: string;
  }>(db, keptTotalsAnswer(f) ? keptTotalsQuery(agentId, f) : distributionTotalsQuery(agentId, f, env));
  return row!;
}
