import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { keptDifferences } from '../../db/kept-figures';
import { rawRows } from '../../db/raw-rows';

type KeyedCount = Record<'merchant_id' | 'agent_id' | 'day' | 'status' | 'orders', string | number>;

/**
 * The order list's status counts kept by migration 0026 (decision 070), counted again from the
 * orders in one grouped pass, not added statement by statement as the trigger does. One line per
 * key that differs; read-only. `npm run stats:verify` runs it with the daily statistics.
 */
export async function verifyOrderStatusDaily(db: Db, timeZone: string): Promise<string[]> {
  const [counted, kept] = await Promise.all([
    rawRows<KeyedCount>(
      db,
      // Each order for its merchant and agent, and a sub-merchant's link order for its agent's
      // merchant-0 row too: the grouping sets of one pass, not the trigger's lateral join.
      sql`select coalesce(merchant_id, 0) as merchant_id, coalesce(agent_id, 0) as agent_id, day, status,
          count(*) as orders
        from (select merchant_id, agent_id, status, agent_id is not null and agent_id <> merchant_id as linked,
            to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day from orders) o
        group by grouping sets ((merchant_id, agent_id, day, status), (linked, agent_id, day, status))
        having grouping(merchant_id) = 0 or linked`,
    ),
    rawRows<KeyedCount>(
      db,
      sql`select merchant_id, agent_id, day::text as day, status, orders from order_status_daily`,
    ),
  ]);
  return keptDifferences(counted, kept, {
    keyOf: (r) => `status counts: merchant ${r.merchant_id} agent ${r.agent_id} ${r.day} ${r.status}`,
    counts: ['orders'],
    amounts: [],
  });
}
