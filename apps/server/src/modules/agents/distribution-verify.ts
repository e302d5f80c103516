import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  EVERY_MERCHANT,
  type KeptPair,
  keptPairDifferences,
  type MerchantBatch,
  withinBatch,
} from '../../db/merchant-batches';
import { rawRows } from '../../db/raw-rows';

interface DailyTotals extends Record<string, unknown> {
  agent_id: number;
  day: string;
  status: string;
  orders: number | string;
  sub_commission: string;
  agent_commission: string;
  agent_settled: string;
}

/**
 * The kept totals and their recount, narrowed to a batch by the agent (a share's merchant): an
 * agent's rows hold its sub-merchants' orders, counted in the database, a row per day and status.
 */
const distributionDaily = (timeZone: string): KeptPair<DailyTotals> => ({
  counted: (within) =>
    sql`select s.merchant_id as agent_id, to_char(s.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
        o.status, count(*) as orders, sum(o.commission) as sub_commission,
        sum(s.amount) as agent_commission,
        coalesce(sum(s.amount) filter (where s.settled_at is not null), 0) as agent_settled
      from order_commission_shares s join orders o on o.id = s.order_id
      where s.level > 0 and ${within('s.merchant_id')} group by 1, 2, 3`,
  kept: (within) =>
    sql`select agent_id, day::text as day, status, orders, sub_commission, agent_commission, agent_settled
      from agent_distribution_daily where ${within('agent_id')}`,
  keyOf: (r) => `distribution: agent ${r.agent_id} ${r.day} ${r.status}`,
  counts: ['orders'],
  amounts: ['sub_commission', 'agent_commission', 'agent_settled'],
});

/**
 * The distribution totals kept by the triggers of migration 0025 (decision 069), counted again
 * from the shares and their orders, grouped in one pass here rather than added statement by
 * statement as the triggers do. One line per (agent, day, status) that differs; read-only.
 * `npm run stats:verify` runs it with the daily statistics, a batch of agents' ids at a time
 * (`batch`; without it, every agent at once).
 */
export async function verifyDistributionDaily(
  db: Db,
  timeZone: string,
  batch: MerchantBatch = EVERY_MERCHANT,
): Promise<string[]> {
  return [
    ...(await keptPairDifferences(db, distributionDaily(timeZone), batch)),
    ...(await shareStatusDifferences(db, batch)),
  ];
}

/** Lines named at most, per batch, of shares whose order's status differs from their copy. */
const SHARE_STATUS_LINES = 100;

/**
 * The shares whose copy of their order's status (decision 081: the trigger of migration 0032 keeps
 * it) is not the order's status now, read against the orders themselves.
 */
async function shareStatusDifferences(db: Db, batch: MerchantBatch): Promise<string[]> {
  const rows = await rawRows<{ order_id: string; merchant_id: number; kept: string; status: string }>(
    db,
    sql`select s.order_id::text, s.merchant_id, s.order_status as kept, o.status
      from order_commission_shares s join orders o on o.id = s.order_id
      where s.order_status is distinct from o.status and ${withinBatch(batch)('s.merchant_id')}
      order by s.merchant_id, s.order_id limit ${SHARE_STATUS_LINES}`,
  );
  return rows.map(
    (r) =>
      `distribution: order ${r.order_id}'s share of ${r.merchant_id} says ${r.kept}, the order ${r.status}`,
  );
}
