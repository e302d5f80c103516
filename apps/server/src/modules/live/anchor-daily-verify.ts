import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { toCents } from '../../lib/money';

interface AnchorDay {
  merchant_id: number;
  day: string;
  anchor_id: number | string;
  room_id: number | string;
  orders: number | string;
  activated: number | string;
  settled: number | string;
  commission: string;
}

const FIGURES = ['orders', 'activated', 'settled', 'commission'] as const;
const keyOf = (r: AnchorDay) => `merchant ${r.merchant_id} ${r.day} anchor ${r.anchor_id} room ${r.room_id}`;
/** Money in cents, counts as numbers; a kept row of zeros (its credits moved on) equals no row. */
const valueOf = (r: AnchorDay | undefined, f: (typeof FIGURES)[number]) =>
  r === undefined ? 0 : f === 'commission' ? toCents(String(r[f])) : Number(r[f]);

/**
 * The anchors' daily figures kept by the triggers of migration 0025 (decision 069), counted again
 * from `live_credits` in one grouped pass. One line per (merchant, day, anchor, room) that
 * differs; read-only. `npm run stats:verify` runs it with the daily statistics.
 */
export async function verifyLiveAnchorDaily(db: Db, timeZone: string): Promise<string[]> {
  const [counted, kept] = await Promise.all([
    rawRows<AnchorDay>(
      db,
      sql`select merchant_id, to_char(placed_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
          anchor_id, room_id, count(*) as orders, count(*) filter (where activated) as activated,
          count(*) filter (where settled) as settled,
          coalesce(sum(commission) filter (where settled), 0) as commission
        from live_credits where anchor_id is not null group by 1, 2, 3, 4`,
    ),
    rawRows<AnchorDay>(
      db,
      sql`select merchant_id, day::text as day, anchor_id, room_id, orders, activated, settled, commission
        from live_anchor_daily`,
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
        `live ${key}: ${wrong.map((f) => `${f} kept ${valueOf(k, f)}, counted ${valueOf(c, f)}`).join('; ')}`,
      );
    }
  }
  return problems;
}
