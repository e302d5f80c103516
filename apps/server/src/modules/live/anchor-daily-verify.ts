import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  EVERY_MERCHANT,
  type KeptPair,
  keptPairDifferences,
  type MerchantBatch,
} from '../../db/merchant-batches';

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

/** The kept figures and their recount, narrowed to a batch of merchants. */
const anchorDaily = (timeZone: string): KeptPair<AnchorDay> => ({
  counted: (within) =>
    sql`select merchant_id, to_char(placed_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
        anchor_id, room_id, count(*) as orders, count(*) filter (where activated) as activated,
        count(*) filter (where settled) as settled,
        coalesce(sum(commission) filter (where settled), 0) as commission
      from live_credits where anchor_id is not null and ${within('merchant_id')} group by 1, 2, 3, 4`,
  kept: (within) =>
    sql`select merchant_id, day::text as day, anchor_id, room_id, orders, activated, settled, commission
      from live_anchor_daily where ${within('merchant_id')}`,
  keyOf: (r) => `live: merchant ${r.merchant_id} ${r.day} anchor ${r.anchor_id} room ${r.room_id}`,
  counts: ['orders', 'activated', 'settled'],
  amounts: ['commission'],
});

/**
 * The anchors' daily figures kept by the triggers of migration 0025 (decision 069), counted again
 * from `live_credits` in one grouped pass. One line per (merchant, day, anchor, room) that
 * differs; read-only. `npm run stats:verify` runs it with the daily statistics, a batch of
 * merchants at a time (`batch`; without it, every merchant at once).
 */
export async function verifyLiveAnchorDaily(
  db: Db,
  timeZone: string,
  batch: MerchantBatch = EVERY_MERCHANT,
): Promise<string[]> {
  return keptPairDifferences(db, anchorDaily(timeZone), batch);
}
