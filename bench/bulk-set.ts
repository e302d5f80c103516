import { inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../apps/server/src/db/database';
import { merchants } from '../apps/server/src/modules/auth/tables';
import { rawRows } from '../apps/server/src/db/raw-rows';
import { rebuildStatistics } from '../apps/server/src/modules/statistics/verify';
import { ensureMerchants, seedBulkOrders } from './bulk-orders';
import { evenly } from './bulk-interleave';
import { AGENT_MOBILE, ensureMerchant } from './distribution-data';
import { captureLiveOrders, liveCounts, prepareLiveRooms } from './live-data';

/**
 * The named benchmark sets (`npm run bulk-orders -- --set 10m [--scale 0.01]`, issue 43): the
 * screens a set is measured on read merchants of each kind. `10m`: 10,000,000 orders over 500
 * merchants, the agent 13700000001 (no orders of its own: its distribution orders are its subs')
 * and 499 bulk ones (136000000NN) in mobile order: the first the live merchant (2 M orders, every
 * one captured in its rooms during their sessions), the next 200 the agent's sub-merchants (3 M),
 * the other 298 the rest (5 M). A year of dates; the statistics kept by the triggers; the ledger
 * credited. `scale` makes the same shape smaller (every count times it, at least one order each).
 */
export const BULK_SETS = {
  '10m': { live: 2_000_000, subs: 200, subOrders: 3_000_000, others: 298, otherOrders: 5_000_000 },
} as const;
/** Orders per transaction: each chunk credits every one of ~500 merchants (four statements each). */
const SET_CHUNK = 200_000;
export type BulkSetName = keyof typeof BULK_SETS;

export interface BulkSetOptions {
  set: BulkSetName;
  scale?: number;
  dataKey: Buffer;
  timeZone: string;
  now?: Date;
  log?: (line: string) => void;
}

/** The orders each of the set's bulk merchants has, in mobile order (live, subs, others). */
export function setShape(name: BulkSetName, scale = 1) {
  const s = BULK_SETS[name];
  const at = (n: number, over: number) => Math.max(over, Math.round(n * scale));
  const perMerchant = [
    at(s.live, 1),
    ...evenly(at(s.subOrders, s.subs), s.subs),
    ...evenly(at(s.otherOrders, s.others), s.others),
  ];
  return { perMerchant, subs: s.subs, orders: perMerchant.reduce((sum, n) => sum + n, 0) };
}

/**
 * The statistics trigger is about a quarter of an order insert's time (EXPLAIN ANALYZE of 5,000
 * rows: 250 of 900 ms). The set turns it off inside each chunk's transaction only (a run cut short
 * rolls back to it on) and counts the figures once at the end by the app's own rebuild, which also
 * runs whenever the kept figures count fewer orders than there are (a run cut before it).
 */
const STATISTICS_TRIGGER = 'statistics_orders_insert';
const trigger = async (tx: Tx, on: boolean) => {
  await tx.execute(sql.raw(`alter table orders ${on ? 'enable' : 'disable'} trigger ${STATISTICS_TRIGGER}`));
};
const statisticsBehind = async (db: Database['db']) => {
  const [r] = await rawRows<{ behind: boolean }>(
    db,
    sql`select (select coalesce(sum(orders), 0) from statistics_daily)::bigint
             <> (select count(*) from orders)::bigint as behind`,
  );
  return r!.behind;
};

/** Makes the set, or tops it up to its shape (an interrupted run goes on where it stopped). */
export async function seedBulkSet(database: Database, o: BulkSetOptions) {
  const { db } = database;
  const started = Date.now();
  const shape = setShape(o.set, o.scale);
  const ids = await ensureMerchants(db, shape.perMerchant.length);
  const liveId = ids[0]!;
  const subIds = ids.slice(1, 1 + shape.subs);
  const agentId = await ensureMerchant({ db }, AGENT_MOBILE, true, null);
  await db.update(merchants).set({ parentId: agentId }).where(inArray(merchants.id, subIds));
  // Rooms and sessions before the orders: each chunk's captures then find their sessions at once.
  await prepareLiveRooms(db, liveId);
  const seeded = await seedBulkOrders(database, {
    orders: shape.orders,
    merchants: ids.length,
    perMerchant: shape.perMerchant,
    chunk: SET_CHUNK,
    agentOf: new Map(subIds.map((id) => [id, agentId])),
    beforeChunk: (tx) => trigger(tx, false),
    afterChunk: async (tx, rows) => {
      await trigger(tx, true);
      const live = rows.filter((r) => r.merchantId === liveId).map((r) => r.id);
      await captureLiveOrders(tx, liveId, live);
    },
    dataKey: o.dataKey,
    timeZone: o.timeZone,
    now: o.now,
    log: o.log,
  });
  if (await statisticsBehind(db)) {
    o.log?.('statistics rebuilt …');
    const t0 = Date.now();
    await rebuildStatistics(db, o.timeZone);
    o.log?.(`statistics rebuilt in ${Math.round((Date.now() - t0) / 1000)} s`);
  }
  for (const table of [
    'capture_orders',
    'live_credits',
    'live_room_counts',
    'statistics_daily',
    'statistics_goods_daily',
    'statistics_shop_daily',
    'agent_distribution_daily',
  ])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  return {
    ...seeded,
    ms: Date.now() - started,
    agentId,
    liveId,
    subIds,
    live: await liveCounts(db, liveId),
  };
}
