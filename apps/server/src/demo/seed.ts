import { count, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { merchants } from '../modules/auth/tables';
import { MODULES } from '../modules';
import { rebuildStatistics } from '../modules/statistics';
import type { Storage } from '../storage/storage';
import { DEMO_MERCHANTS } from './cast';
import type { DemoSeed } from './seed-context';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(merchants);
  return (row?.n ?? 0) === 0;
}

/**
 * The triggers that keep figures as rows arrive: the daily statistics, the agents' distribution and
 * the anchors' days, and with the statistics the order list's tabs (`statistics_rebuild()` counts
 * them all anew from the rows; the ledger's counts keep their trigger on), and the live rooms'
 * credits (`live_credit()` of every captured order credits them anew: a credit is a function
 * of the captured order, its room, sessions, anchors and order as they are). The live demo's 540-odd
 * sessions each ran a credit query as they were inserted; counting once at the end gives the same
 * rows. The credits' own counters (`live_count_*`) stay on and count the final credits.
 */
const KEPT_FIGURE_TRIGGERS: readonly (readonly [table: string, triggers: readonly string[]])[] = [
  [
    'orders',
    [
      ...['insert', 'update', 'delete'].flatMap((op) => [
        `statistics_orders_${op}`,
        `distribution_orders_${op}`,
      ]),
      'live_credit_order_update',
    ],
  ],
  ['order_commission_shares', ['insert', 'update', 'delete'].map((op) => `distribution_shares_${op}`)],
  ['live_credits', ['insert', 'update', 'delete'].map((op) => `live_anchor_credits_${op}`)],
  ['capture_orders', ['live_credit_capture_insert', 'live_credit_capture_update']],
  ['live_sessions', ['live_credit_session']],
  ['live_anchors', ['live_credit_anchor']],
  ['live_rooms', ['live_credit_room']],
];

async function keptFigureTriggers(tx: Tx, on: boolean) {
  const change = on ? 'enable' : 'disable';
  for (const [table, triggers] of KEPT_FIGURE_TRIGGERS) {
    const clauses = triggers.map((trigger) => `${change} trigger ${trigger}`).join(', ');
    await tx.execute(sql.raw(`alter table ${table} ${clauses}`));
  }
}

/** The kept figures counted from the rows, with their triggers on again. */
async function countKeptFigures(tx: Tx, timeZone: string) {
  await keptFigureTriggers(tx, true);
  await tx.execute(sql`select live_credit(array(select id from capture_orders))`);
  await rebuildStatistics(tx, timeZone);
}

/**
 * Writes the demo data: each module's step, in the order of the registry (accounts first).
 * Idempotent: accounts that exist (by id or mobile) are left as they are, and so is what belongs
 * to them, so it can run on any database, filled or not. Answers the mobiles of the accounts made.
 *
 * An empty database (a first start) is seeded in one transaction with the kept figures' triggers
 * off, and the figures counted once at the end (decision 071): the triggers' ALTER TABLE is part
 * of the transaction, so a seed that fails leaves them on (and no half of the demo). A database
 * that holds data keeps the triggers: another process may be writing to it, and counting all of
 * its figures anew could take minutes.
 */
export async function seedDemo(
  db: Db,
  storage: Storage,
  publicUrl: string,
  dataKey: Buffer,
  timeZone = 'Asia/Shanghai',
): Promise<string[]> {
  const seed = (into: Db): DemoSeed => ({
    db: into,
    storage,
    publicUrl,
    dataKey,
    timeZone,
    merchants: DEMO_MERCHANTS,
    created: [],
  });
  if (!(await isDatabaseEmpty(db))) return runSteps(seed(db));
  return db.transaction(async (tx) => {
    await keptFigureTriggers(tx, false);
    // A transaction is a database to the steps: their own transactions become savepoints in it.
    const created = await runSteps(seed(tx));
    await countKeptFigures(tx, timeZone);
    return created;
  });
}

async function runSteps(seed: DemoSeed): Promise<string[]> {
  for (const module of MODULES) await module.demo?.(seed);
  return seed.created.map((m) => m.mobile);
}
