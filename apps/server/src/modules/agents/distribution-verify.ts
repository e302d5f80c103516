import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { toCents } from '../../lib/money';

interface DailyTotals {
  agent_id: number;
  day: string;
  status: string;
  orders: number | string;
  sub_commission: string;
  agent_commission: string;
  agent_settled: string;
}

const FIGURES = ['orders', 'sub_commission', 'agent_commission', 'agent_settled'] as const;
const keyOf = (r: DailyTotals) => `agent ${r.agent_id} ${r.day} ${r.status}`;
/** Money in cents, counts as numbers; a kept row of zeros (its orders moved on) equals no row. */
const valueOf = (r: DailyTotals | undefined, f: (typeof FIGURES)[number]) =>
  r === undefined ? 0 : f === 'orders' ? Number(r[f]) : toCents(String(r[f]));

/**
 * The distribution totals kept by the triggers of migration 0025 (decision 069), counted again
 * from the shares and their orders, grouped in one pass here rather than added statement by
 * statement as the triggers do. One line per (agent, day, status) that differs; read-only.
 * `npm run stats:verify` runs it with the daily statistics.
 */
export async function verifyDistributionDaily(db: Db, timeZone: string): Promise<string[]> {
  const [counted, kept] = await Promise.all([
    rawRows<DailyTotals>(
      db,
      sql`select s.merchant_id as agent_id, to_char(s.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
          o.status, count(*) as orders, sum(o.commission) as sub_commission,
          sum(s.amount) as agent_commission,
          coalesce(sum(s.amount) filter (where s.settled_at is not null), 0) as agent_settled
        from order_commission_shares s join orders o on o.id = s.order_id
        where s.level > 0 group by 1, 2, 3`,
    ),
    rawRows<DailyTotals>(
      db,
      sql`select agent_id, day::text as day, status, orders, sub_commission, agent_commission, agent_settled
        from agent_distribution_daily`,
    ),
  ]);
  const countedBy = new Map(counted.map((r) => [keyOf(r), r]));
  const keptBy = new Map(kept.map((r) => [keyOf(r), r]));
  const problems: string[] = [];
  for (const key of new Set([...countedBy.keys(), ...keptBy.keys()])) {
    const c = countedBy.get(key);
    const k = keptBy.get(key);
    const wrong = FIGURES.filter((f) => valueOf(c, f) !== valueOf(k, f));
    if (wrong.length) {
      problems.push(
        `distribution ${key}: ${wrong.map((f) => `${f} kept ${valueOf(k, f)}, counted ${valueOf(c, f)}`).join('; ')}`,
      );
    }
  }
  return problems;
}
