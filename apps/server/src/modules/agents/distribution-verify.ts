import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  EVERY_MERCHANT,
  type KeptPair,
  keptPairDifferences,
  type MerchantBatch,
} from '../../db/merchant-batches';

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
  return keptPairDifferences(db, distributionDaily(timeZone), batch);
}
