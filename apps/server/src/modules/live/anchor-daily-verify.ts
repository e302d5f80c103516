import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { keptDifferences } from '../../db/kept-figures';
import { rawRows } from '../../db/raw-rows';

interface AnchorDay extends Record<string, unknown> {
  merchant_id: number;
  day: string;
  anchor_id: number | string;
  room_id: number | string;
  orders: number | string;
  activated: number | string;
  settled: number | string;
  commission: string;
}

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
  return keptDifferences(counted, kept, {
    keyOf: (r) => `live: merchant ${r.merchant_id} ${r.day} anchor ${r.anchor_id} room ${r.room_id}`,
    counts: ['orders', 'activated', 'settled'],
    amounts: ['commission'],
  });
}
