import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../apps/server/src/lib/context';
import { rawRows } from '../apps/server/src/db/raw-rows';
import { type SealedCustomer, sealCustomer } from '../apps/server/src/lib/personal-data';
import { goods } from '../apps/server/src/modules/goods/tables';
import { merchants } from '../apps/server/src/modules/auth/tables';
import { createOrders, changeStatus, lockOrder, prng } from '../apps/server/src/modules/orders';
import { testCustomer } from '../apps/server/src/modules/orders/test-support';
import {
  insertOrderRows,
  reserveOrderIds,
  zoneOffsetMs,
} from '../apps/server/src/modules/orders/bulk-insert';
import { BULK_PARTNER } from './bulk-orders';
import { bulkRow } from './bulk-order-rows';
import { attachToAgent } from './distribution-data';

/** How many bulk merchants after the first are its sub-merchants (the `with_subs` figures). */
export const SUBS = 4;

/**
 * The measured merchant (the first bulk one, like every bulk merchant 1/50 of the orders) is made
 * the agent of the next SUBS, so that `with_subs` reads five merchants' figures rather than
 * asking for sub-merchants it does not have (it sees the store statistics menu). Moving their orders to the agent goes through the
 * statistics triggers like any other write. A year of storefront costs for the five gives the
 * shop screen's cost join something to read.
 */
export async function prepareAgent(ctx: AppContext, ids: readonly number[], today: string) {
  const [agentId, ...rest] = ids;
  const subs = rest.slice(0, SUBS);
  const attached = await attachToAgent(ctx, agentId!, subs);
  // The store statistics menu is a merchant's flag (off by default).
  await ctx.db.update(merchants).set({ storeDataIsShow: true }).where(eq(merchants.id, agentId!));
  await ctx.db.execute(sql`insert into store_costs (merchant_id, day, channel, shop_id, amount)
    select m, d::date, 'store', 0, (100 + (m * 7 + extract(doy from d)::int) % 400)::numeric
      from unnest(${`{${[agentId, ...subs].join(',')}}`}::int[]) m,
           generate_series(${today}::date - 365, ${today}::date, interval '1 day') d
    on conflict do nothing`);
  // PGlite has no autovacuum: the kept tables' plans need their statistics, as the seed's tables do.
  for (const table of ['statistics_daily', 'statistics_goods_daily', 'statistics_shop_daily'])
    await ctx.db.execute(sql.raw(`vacuum analyze ${table}`));
  await ctx.db.execute(sql`vacuum analyze store_costs`);
  return { agentId: agentId!, subs, attached };
}

/** The triggers that keep the figures: the statistics' three and the milestones' BEFORE trigger. */
const TRIGGERS = [
  'statistics_orders_insert',
  'statistics_orders_update',
  'statistics_orders_delete',
  'orders_milestones',
];
const setTriggers = async (ctx: AppContext, on: boolean, names = TRIGGERS) => {
  for (const name of names)
    await ctx.db.execute(sql.raw(`alter table orders ${on ? 'enable' : 'disable'} trigger ${name}`));
};

export interface WriteFigures {
  /** Orders created per second by the bulk seed's insert (statements of 2,000 rows, one transaction). */
  bulk: number;
  /** Orders created per second by `createOrders` in batches of BATCH. */
  batched: number;
  /** Orders created per second one per transaction. */
  single: number;
  /** Status changes per second (pending → submitted → approved), one order per transaction. */
  moves: number;
}

export interface WriteSizes {
  /** Orders of the bulk insert, over the merchants given. */
  bulk: number;
  /** Orders created in batches, then moved twice each. */
  batched: number;
  single: number;
}

const BATCH = 100;
const ROUNDS = Number(process.env.WRITE_ROUNDS ?? 2);
const DAY = 86_400_000;
const perSecond = (n: number, t0: number) => Math.round(n / ((performance.now() - t0) / 1000));

/**
 * The seed's own write (`insertOrderRows`) of `n` orders of the last day over `merchantIds`: young
 * orders (pending to shipped), so no commission is due and the ledger stays as it is. They land on
 * the days the kept table already has rows for, as new orders do.
 */
async function bulkChunk(ctx: AppContext, merchantIds: number[], customers: SealedCustomer[], n: number) {
  const r = prng(Date.now() % 1_000_000_007);
  const catalogue = await ctx.db
    .select({
      id: goods.id,
      reward: goods.reward,
      settlementRule: goods.settlementRule,
      settlementMinRecharge: goods.settlementMinRecharge,
      onSale: goods.onSale,
    })
    .from(goods)
    .where(and(eq(goods.partnerId, BULK_PARTNER), eq(goods.onSale, true)));
  const now = Date.now();
  const offset = zoneOffsetMs(ctx.config.TIME_ZONE, new Date(now));
  const reserved = await reserveOrderIds(ctx.db, n);
  const rows = reserved.map(({ id, seq }, i) => {
    const at = now - DAY + Math.floor((i / n) * (DAY - 60_000));
    const day = new Date(at + offset).toISOString().slice(0, 10).replaceAll('-', '');
    const merchantId = merchantIds[i % merchantIds.length]!;
    const customer = customers[i % customers.length]!;
    return bulkRow(r, { id, seq, day, merchantId, goods: r.pick(catalogue), customer, createdAt: at, now })
      .order;
  });
  const t0 = performance.now();
  await ctx.db.transaction((tx) => insertOrderRows(tx, rows));
  return perSecond(n, t0);
}

/**
 * One round of the write path: the seed's bulk insert over `bulkIds`, then on `merchantId` orders
 * created in batches of BATCH and one by one, then the batched ones moved twice, each change its
 * own transaction (as a form or a webhook does). Customers are sealed beforehand: sealing is not
 * what is measured.
 */
async function writeRound(ctx: AppContext, bulkIds: number[], merchantId: number, size: WriteSizes) {
  const env = { dataKey: ctx.secrets.dataKey, timeZone: ctx.config.TIME_ZONE };
  const [g] = await ctx.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.partnerId, BULK_PARTNER), eq(goods.onSale, true)))
    .limit(1);
  const pool: SealedCustomer[] = Array.from({ length: 50 }, () => sealCustomer(env.dataKey, testCustomer()));
  const bulk = await bulkChunk(ctx, bulkIds, pool, size.bulk);
  const items = (k: number) => Array.from({ length: k }, (_, i) => ({ customer: pool[i % pool.length]! }));
  const batch = { merchantId, goodsId: g!.id, source: 'store' as const, historySource: 'system' as const };
  let t0 = performance.now();
  const made: number[] = [];
  for (let i = 0; i < size.batched; i += BATCH) {
    const k = Math.min(BATCH, size.batched - i);
    const rows = await ctx.db.transaction((tx) => createOrders(tx, env, batch, items(k)));
    made.push(...rows.map((r) => r.id));
  }
  const batched = perSecond(size.batched, t0);
  t0 = performance.now();
  for (let i = 0; i < size.single; i += 1)
    await ctx.db.transaction((tx) => createOrders(tx, env, batch, items(1)));
  const single = perSecond(size.single, t0);
  t0 = performance.now();
  for (const to of ['submitted', 'approved'] as const) {
    for (const id of made) {
      await ctx.db.transaction(async (tx) => {
        const order = await lockOrder(tx, { id });
        await changeStatus(tx, env, order!, { to, source: 'system' });
      });
    }
  }
  return { bulk, batched, single, moves: perSecond(2 * made.length, t0) };
}

/**
 * A round without the figures kept (the four triggers disabled). The orders it wrote are then
 * brought into the kept figures as the triggers would have: their milestones set (statistics
 * triggers still off; at the repair's time, which counts the same), then added once by the
 * migration's own upsert, so the kept data stays consistent (`verifyStatistics` proves it).
 * Nothing else writes orders meanwhile (no job worker).
 */
async function bareRound(ctx: AppContext, bulkIds: number[], merchantId: number, size: WriteSizes) {
  const [mark] = await rawRows<{ id: number }>(
    ctx.db,
    sql`select coalesce(max(id), 0)::int as id from orders`,
  );
  await setTriggers(ctx, false);
  try {
    return await writeRound(ctx, bulkIds, merchantId, size);
  } finally {
    await setTriggers(ctx, true, ['orders_milestones']);
    const written = `id > ${mark!.id}`;
    await ctx.db.execute(
      sql`update orders set status = status where ${sql.raw(written)} and status <> 'pending'`,
    );
    await setTriggers(ctx, true);
    await ctx.db.execute(
      sql.raw(`do $$ begin
        execute statistics_upsert_sql('select 1 as sign, * from orders where ${written}',
          (select time_zone from statistics_settings where id = 1));
      end $$`),
    );
  }
}

/**
 * The write path with the figures kept and without, in turns (ROUNDS of each: the machine is
 * shared, and a drift of its load would otherwise count as the triggers' cost); the best of each.
 */
export async function writePath(ctx: AppContext, bulkIds: number[], merchantId: number, size: WriteSizes) {
  const kept: WriteFigures[] = [];
  const bare: WriteFigures[] = [];
  await setTriggers(ctx, true);
  for (let r = 0; r < ROUNDS; r += 1) {
    kept.push(await writeRound(ctx, bulkIds, merchantId, size));
    bare.push(await bareRound(ctx, bulkIds, merchantId, size));
  }
  const best = (rounds: WriteFigures[]): WriteFigures => ({
    bulk: Math.max(...rounds.map((x) => x.bulk)),
    batched: Math.max(...rounds.map((x) => x.batched)),
    single: Math.max(...rounds.map((x) => x.single)),
    moves: Math.max(...rounds.map((x) => x.moves)),
  });
  return { kept: best(kept), bare: best(bare) };
}
