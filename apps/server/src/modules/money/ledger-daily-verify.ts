import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  EVERY_MERCHANT,
  type KeptPair,
  keptPairDifferences,
  type MerchantBatch,
} from '../../db/merchant-batches';

interface LedgerDay extends Record<string, unknown> {
  merchant_id: number;
  day: string;
  type: string;
  entries: number | string;
}

/** The kept counts and their recount, narrowed to a batch of merchants. */
const ledgerDaily = (timeZone: string): KeptPair<LedgerDay> => ({
  counted: (within) =>
    sql`select merchant_id, to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, type,
        count(*) as entries
      from ledger_entries where ${within('merchant_id')} group by 1, 2, 3`,
  kept: (within) =>
    sql`select merchant_id, day::text as day, type, entries from ledger_daily where ${within('merchant_id')}`,
  keyOf: (r) => `ledger: merchant ${r.merchant_id} ${r.day} ${r.type}`,
  counts: ['entries'],
  amounts: [],
});

/**
 * The ledger's daily counts kept by the trigger of migration 0027 (decision 073), counted again
 * from `ledger_entries` in one grouped pass. One line per (merchant, day, type) that differs;
 * read-only. `npm run stats:verify` runs it with the daily statistics, a batch of merchants at a
 * time (`batch`; without it, every merchant at once).
 */
export async function verifyLedgerDaily(
  db: Db,
  timeZone: string,
  batch: MerchantBatch = EVERY_MERCHANT,
): Promise<string[]> {
  return keptPairDifferences(db, ledgerDaily(timeZone), batch);
}
