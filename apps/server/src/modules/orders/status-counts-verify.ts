import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  EVERY_MERCHANT,
  type KeptPair,
  keptPairDifferences,
  type MerchantBatch,
} from '../../db/merchant-batches';

type KeyedCount = Record<
  'merchant_id' | 'agent_id' | 'period' | 'source' | 'status' | 'orders',
  string | number
>;

/** A table of kept tabs: by day (0026) or by source and month (0031). */
interface KeptTabs {
  table: 'order_status_daily' | 'order_source_monthly';
  /** The period column and its text from an order's time in the zone (a to_char pattern). */
  period: { column: 'day' | 'month'; pattern: string };
  bySource: boolean;
  name: string;
}
const DAILY: KeptTabs = {
  table: 'order_status_daily',
  period: { column: 'day', pattern: 'YYYY-MM-DD' },
  bySource: false,
  name: 'status counts',
};
const BY_SOURCE: KeptTabs = {
  table: 'order_source_monthly',
  period: { column: 'month', pattern: 'YYYY-MM-01' },
  bySource: true,
  name: 'source counts',
};

/**
 * The kept counts and their recount, narrowed to a batch of merchants: a merchant's own rows by
 * its id, an agent's merchant-0 rows (its sub-merchants' link orders) by the agent's, on both sides.
 */
const keptTabs = (timeZone: string, tabs: KeptTabs): KeptPair<KeyedCount> => {
  const source = sql.raw(tabs.bySource ? 'source' : `''`);
  const table = sql.raw(tabs.table);
  const period = sql.raw(tabs.period.column);
  return {
    // Each order for its merchant and agent, and a sub-merchant's link order for its agent's
    // merchant-0 row too: the grouping sets of one pass, not the trigger's lateral join. The orders
    // read are the batch's merchants' and its agents' link orders; each grouping keeps its own.
    counted: (within) =>
      sql`select coalesce(merchant_id, 0) as merchant_id, coalesce(agent_id, 0) as agent_id, period,
          source, status, count(*) as orders
        from (select merchant_id, agent_id, status, ${source} as source,
            agent_id is not null and agent_id <> merchant_id as linked,
            to_char(created_at at time zone ${timeZone}, ${tabs.period.pattern}) as period from orders
            where ${within('merchant_id')} or (agent_id <> merchant_id and ${within('agent_id')})) o
        group by grouping sets ((merchant_id, agent_id, period, source, status),
          (linked, agent_id, period, source, status))
        having (grouping(merchant_id) = 0 and ${within('merchant_id')})
          or (grouping(merchant_id) = 1 and linked and ${within('agent_id')})`,
    kept: (within) =>
      sql`select merchant_id, agent_id, ${period}::text as period, ${source} as source, status, orders
        from ${table}
        where (merchant_id <> 0 and ${within('merchant_id')}) or (merchant_id = 0 and ${within('agent_id')})`,
    keyOf: (r) =>
      `${tabs.name}: merchant ${r.merchant_id} agent ${r.agent_id} ${r.period}${r.source ? ` ${r.source}` : ''} ${r.status}`,
    counts: ['orders'],
    amounts: [],
  };
};

/**
 * The order list's status counts kept by migrations 0026 (by day, decision 070) and 0031 (by
 * source and month, decision 079), counted again from the orders in one grouped pass each, not
 * added statement by statement as the trigger does. One line per key that differs; read-only.
 * `npm run stats:verify` runs it with the daily statistics, a batch of merchants at a time
 * (`batch`; without it, every merchant at once).
 */
export async function verifyOrderStatusDaily(
  db: Db,
  timeZone: string,
  batch: MerchantBatch = EVERY_MERCHANT,
): Promise<string[]> {
  return [
    ...(await keptPairDifferences(db, keptTabs(timeZone, DAILY), batch)),
    ...(await keptPairDifferences(db, keptTabs(timeZone, BY_SOURCE), batch)),
  ];
}
