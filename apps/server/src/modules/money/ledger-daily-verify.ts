import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { keptDifferences } from '../../db/kept-figures';
import { rawRows } from '../../db/raw-rows';

interface LedgerDay extends Record<string, unknown> {
  merchant_id: number;
  day: string;
  type: string;
  entries: number | string;
}

/**
 * The ledger's daily counts kept by the trigger of migration 0027 (decision 073), counted again
 * from `ledger_entries` in one grouped pass. One line per (merchant, day, type) that differs;
 * read-only. `npm run stats:verify` runs it with the daily statistics.
 */
export async function verifyLedgerDaily(db: Db, timeZone: string): Promise<string[]> {
  const [counted, kept] = await Promise.all([
    rawRows<LedgerDay>(
      db,
      sql`select merchant_id, to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, type,
          count(*) as entries
        from ledger_entries group by 1, 2, 3`,
    ),
    rawRows<LedgerDay>(db, sql`select merchant_id, day::text as day, type, entries from ledger_daily`),
  ]);
  return keptDifferences(counted, kept, {
    keyOf: (r) => `ledger: merchant ${r.merchant_id} ${r.day} ${r.type}`,
    counts: ['entries'],
    amounts: [],
  });
}
