import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  EVERY_MERCHANT,
  type KeptPair,
  keptPairDifferences,
  type MerchantBatch,
} from '../../db/merchant-batches';

type KeyedCount = Record<'merchant_id' | 'agent_id' | 'day' | 'status' | 'orders', string | number>;

/**
 * The kept counts and their recount, narrowed to a batch of merchants: a merchant's own rows by
 * its id, an agent's merchant-0 rows (its sub-merchants' link orders) by the agent's, on both sides.
 */
const statusDaily = (timeZone: string): KeptPair<KeyedCount> => ({
  // Each order for its merchant and agent, and a sub-merchant's link order for its agent's
  // merchant-0 row too: the grouping sets of one pass, not the trigger's lateral join. The orders
  // read are the batch's merchants' and its agents' link orders; each grouping keeps its own.
  counted: (within) =>
    sql`select coalesce(merchant_id, 0) as merchant_id, coalesce(agent_id, 0) as agent_id, day, status,
        count(*) as orders
      from (select merchant_id, agent_id, status, agent_id is not null and agent_id <> merchant_id as linked,
          to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day from orders
          where ${within('merchant_id')} or (agent_id <> merchant_id and ${within('agent_id')})) o
      group by grouping sets ((merchant_id, agent_id, day, status), (linked, agent_id, day, status))
      having (grouping(merchant_id) = 0 and ${within('merchant_id')})
        or (grouping(merchant_id) = 1 and linked and ${within('agent_id')})`,
  kept: (within) =>
    sql`select merchant_id, agent_id, day::text as day, status, orders from order_status_daily
      where (merchant_id <> 0 and ${within('merchant_id')}) or (merchant_id = 0 and ${within('agent_id')})`,
  keyOf: (r) => `status counts: merchant ${r.merchant_id} agent ${r.agent_id} ${r.day} ${r.status}`,
  counts: ['orders'],
  amounts: [],
});

/**
 * The order list's status counts kept by migration 0026 (decision 070), counted again from the
 * orders in one grouped pass, not added statement by statement as the trigger does. One line per
 * key that differs; read-only. `npm run stats:verify` runs it with the daily statistics, a batch
 * of merchants at a time (`batch`; without it, every merchant at once).
 */
export async function verifyOrderStatusDaily(
  db: Db,
  timeZone: string,
  batch: MerchantBatch = EVERY_MERCHANT,
): Promise<string[]> {
  return keptPairDifferences(db, statusDaily(timeZone), batch);
}
