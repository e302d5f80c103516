import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { keptDifferences } from '../../db/kept-figures';
import { rawRows } from '../../db/raw-rows';
import { DAILY_FIGURES, DAILY_KEYS, directDaily } from './direct';
import { verifyStatisticsRollups } from './verify-rollups';
import { verifyChannelsAgainstOrderList } from './verify-channels';
import { verifyDistributionDaily } from '../agents';
import { verifyLiveAnchorDaily } from '../live';
import { verifyOrderStatusDaily } from '../orders';
import { verifyLedgerDaily } from '../money';

type Daily = Record<(typeof DAILY_KEYS)[number] | (typeof DAILY_FIGURES)[number], string | number>;

export interface StatsReport {
  /** Day × merchant × goods × channel rows compared. */
  rows: number;
  orders: number;
  /**
   * One line per row that differs: its key, then each figure kept ≠ counted; then one per
   * merchant's channel whose orders differ from what the order list's source filter finds.
   */
  problems: string[];
}

/** Money, compared in cents; every other figure is a count. */
const AMOUNTS = ['commission', 'recharge_amount'] as const;

/**
 * Counts every figure again from the orders and compares it with the kept ones (a kept row of
 * zeros, left by orders that moved away, equals no row), and each channel's orders with the order
 * list's source filter (a second path that shares no rule with the first). Read-only. `npm run stats:verify`, the
 * tests and the benchmark run it.
 */
export async function verifyStatistics(db: Db, timeZone: string): Promise<StatsReport> {
  const columns = sql.raw(
    [...DAILY_KEYS.map((k) => (k === 'day' ? 'day::text as day' : k)), ...DAILY_FIGURES].join(', '),
  );
  const [counted, kept] = await Promise.all([
    rawRows<Daily>(db, directDaily(timeZone)),
    rawRows<Daily>(db, sql`select ${columns} from statistics_daily`),
  ]);
  const problems = keptDifferences(counted, kept, {
    keyOf: (r) => DAILY_KEYS.map((k) => String(r[k])).join('/'),
    counts: DAILY_FIGURES.filter((f) => !(AMOUNTS as readonly string[]).includes(f)),
    amounts: AMOUNTS,
  });
  // The goods and shop tables (decision 075), added up from the same recount.
  problems.push(...(await verifyStatisticsRollups(db, counted)));
  problems.push(...(await verifyChannelsAgainstOrderList(db, timeZone)));
  // The agents' distribution totals and the anchors' daily figures (decision 069), kept the same
  // way in the same zone.
  problems.push(...(await verifyDistributionDaily(db, timeZone)));
  problems.push(...(await verifyLiveAnchorDaily(db, timeZone)));
  // The order list's status counts (decision 070).
  problems.push(...(await verifyOrderStatusDaily(db, timeZone)));
  // The ledger's daily counts (decision 073).
  problems.push(...(await verifyLedgerDaily(db, timeZone)));
  const orders = counted.reduce((sum, r) => sum + Number(r.orders), 0);
  return { rows: counted.length, orders, problems };
}

/** Every figure anew, counted by the database's own rule (the migration's), in one transaction. */
export async function rebuildStatistics(db: Db, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update statistics_settings set time_zone = ${timeZone} where id = 1`);
    await tx.execute(sql`select statistics_rebuild()`);
  });
}
