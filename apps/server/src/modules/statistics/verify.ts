import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { keptDifferences } from '../../db/kept-figures';
import {
  type BatchSizes,
  type KeptPair,
  keptPairRows,
  type MerchantBatch,
  merchantBatches,
} from '../../db/merchant-batches';
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

/** statistics_daily beside directDaily's recount, narrowed to a batch of merchants. */
const statisticsDaily = (timeZone: string): KeptPair<Daily> => ({
  counted: (within) => directDaily(timeZone, within('o.merchant_id')),
  kept: (within) =>
    sql`select ${sql.raw(
      [...DAILY_KEYS.map((k) => (k === 'day' ? 'day::text as day' : k)), ...DAILY_FIGURES].join(', '),
    )} from statistics_daily where ${within('merchant_id')}`,
  keyOf: (r) => DAILY_KEYS.map((k) => String(r[k])).join('/'),
  counts: DAILY_FIGURES.filter((f) => !(AMOUNTS as readonly string[]).includes(f)),
  amounts: AMOUNTS,
});

/** The checks of one batch, in the order the report lists their lines. */
const CHECKS = ['daily', 'rollups', 'channels', 'distribution', 'live', 'status', 'ledger'] as const;
type Check = (typeof CHECKS)[number];

export interface VerifyProgress {
  /** 1-based, of `batches`. */
  batch: number;
  batches: number;
  done: MerchantBatch;
  /** Orders of the batches done so far, of `totalOrders`. */
  orders: number;
  totalOrders: number;
  problems: number;
  elapsedMs: number;
}

export interface VerifyOptions extends BatchSizes {
  /** Told after each batch. */
  onProgress?: (progress: VerifyProgress) => void;
}

/**
 * Counts every figure again from the orders and compares it with the kept ones (a kept row of
 * zeros, left by orders that moved away, equals no row), and each channel's orders with the order
 * list's source filter (a second path that shares no rule with the first). Read-only. `npm run
 * stats:verify`, the tests and the benchmark run it.
 *
 * One batch of merchants at a time (`merchantBatches`): at 10 M orders the whole recount and the
 * whole kept tables did not fit in 17 GB. Each check reads the batch's rows of its kept table and
 * their recount only, so memory holds what the largest batch counts (the live merchant's 2 M
 * orders are a batch alone, about 92,000 daily rows). The lines are the same whatever the batches:
 * grouped by check as before, each check's in the order of its batches.
 */
export async function verifyStatistics(
  db: Db,
  timeZone: string,
  { onProgress, ...sizes }: VerifyOptions = {},
): Promise<StatsReport> {
  const started = Date.now();
  const batches = await merchantBatches(db, sizes);
  const totalOrders = batches.reduce((sum, b) => sum + b.orders, 0);
  const found = Object.fromEntries(CHECKS.map((c) => [c, [] as string[]])) as Record<Check, string[]>;
  let rows = 0;
  let orders = 0;
  let done = 0;
  for (const [i, batch] of batches.entries()) {
    const daily = await keptPairRows(db, statisticsDaily(timeZone), batch);
    const lines: Record<Check, string[]> = {
      daily: keptDifferences(daily.counted, daily.kept, statisticsDaily(timeZone)),
      // The goods and shop tables (decision 075), added up from the same recount.
      rollups: await verifyStatisticsRollups(db, timeZone, daily.counted, batch),
      channels: await verifyChannelsAgainstOrderList(db, timeZone, batch),
      // The agents' distribution totals and the anchors' daily figures (decision 069), kept the
      // same way in the same zone.
      distribution: await verifyDistributionDaily(db, timeZone, batch),
      live: await verifyLiveAnchorDaily(db, timeZone, batch),
      // The order list's status counts (decision 070).
      status: await verifyOrderStatusDaily(db, timeZone, batch),
      // The ledger's daily counts (decision 073).
      ledger: await verifyLedgerDaily(db, timeZone, batch),
    };
    for (const check of CHECKS) found[check].push(...lines[check]);
    rows += daily.counted.length;
    orders += daily.counted.reduce((sum, r) => sum + Number(r.orders), 0);
    done += batch.orders;
    onProgress?.({
      batch: i + 1,
      batches: batches.length,
      done: batch,
      orders: done,
      totalOrders,
      problems: CHECKS.reduce((sum, c) => sum + found[c].length, 0),
      elapsedMs: Date.now() - started,
    });
  }
  return { rows, orders, problems: CHECKS.flatMap((c) => found[c]) };
}

/**
 * Every figure anew, counted by the database's own rule (the migration's), in one transaction:
 * each table listed in `kept_figures` (migration 0030), emptied and counted from its sources.
 */
export async function rebuildStatistics(db: Db, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update statistics_settings set time_zone = ${timeZone} where id = 1`);
    await tx.execute(sql`select statistics_rebuild()`);
  });
}
