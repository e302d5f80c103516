import { and, count, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/lib/password';
import { fullPermissions, grantPermissions } from '../apps/server/src/modules/auth/permissions';
import { settleCommissions } from '../apps/server/src/modules/money/ledger';
import type { Database, Db, Tx } from '../apps/server/src/db/database';
import { DEMO_PASSWORD } from '../apps/server/src/demo/cast';
import { prng } from '../apps/server/src/modules/orders/demo/customers';
import {
  type HistoryRow,
  insertHistoryRows,
  insertOrderRows,
  type OrderRow,
  reserveOrderIds,
  zoneOffsetMs,
} from '../apps/server/src/modules/orders/bulk-insert';
import { balances } from '../apps/server/src/modules/money/tables';
import { goods } from '../apps/server/src/modules/goods/tables';
import { merchants } from '../apps/server/src/modules/auth/tables';
import { orders } from '../apps/server/src/modules/orders/tables';
import { type BulkGoods, bulkRow, customerPool } from './bulk-order-rows';
import { evenly, interleave } from './bulk-interleave';
import { writeAgentShares } from './bulk-shares';

export { BULK_CUSTOMER_POOL } from './bulk-order-rows';

/**
 * Benchmark data (`npm run bulk-orders -- --orders 1000000`): many orders over BULK_MERCHANTS merchants
 * of partner 1 (made if missing, password DEMO_PASSWORD, mobiles 136000000NN), on the goods of
 * the demo catalogue. Valid rows (each status with what it brings, settled ones credited through
 * the ledger), spread over the last year in id order, written in chunks of their own
 * transactions. For speed the customers come from a pool of BULK_CUSTOMER_POOL sealed ones
 * (encryption is the costly part), and the histories are written only when asked.
 */
export const BULK_MERCHANTS = 50;
export const BULK_PARTNER = 1;
const CHUNK = 10_000;
const DAY = 86_400_000;

export const bulkMerchantMobile = (i: number) => `136${String(i + 1).padStart(8, '0')}`;

export interface BulkOptions {
  orders: number;
  merchants?: number;
  /** Orders each merchant should have, in mobile order (the named sets); else `orders` evenly. */
  perMerchant?: readonly number[];
  /** Sub-merchant id → its agent: their orders carry the agent and the split (bulk-shares.ts). */
  agentOf?: ReadonlyMap<number, number>;
  /** Orders per transaction (CHUNK): the set's 500 merchants cost four ledger statements each per chunk. */
  chunk?: number;
  /** Called in each chunk's transaction before its orders are written, and after. */
  beforeChunk?: (tx: Tx) => Promise<void>;
  afterChunk?: (tx: Tx, rows: readonly OrderRow[]) => Promise<void>;
  dataKey: Buffer;
  timeZone: string;
  /** Write each order's status history too (about five lines an order). */
  histories?: boolean;
  days?: number;
  now?: Date;
  log?: (line: string) => void;
}

export async function seedBulkOrders(database: Database, o: BulkOptions) {
  const { db } = database;
  const log = o.log ?? (() => {});
  const started = Date.now();
  const ids = await ensureMerchants(db, o.merchants ?? BULK_MERCHANTS);
  const had = await db
    .select({ id: orders.merchantId, n: count() })
    .from(orders)
    .where(inArray(orders.merchantId, ids))
    .groupBy(orders.merchantId);
  const has = { n: had.reduce((sum, m) => sum + m.n, 0) };
  const targets = o.perMerchant ?? evenly(o.orders, ids.length);
  // A top-up gives each merchant what it lacks of its share.
  const lacking = ids.map((id, i) => Math.max(0, targets[i]! - (had.find((m) => m.id === id)?.n ?? 0)));
  const wanted = lacking.reduce((sum, n) => sum + n, 0);
  if (wanted <= 0) {
    log(`The ${ids.length} benchmark merchants already have ${has.n} orders: nothing to add.`);
    return { made: 0, ms: Date.now() - started, merchantIds: ids };
  }
  const nextMerchant = interleave(lacking);
  const catalogue: BulkGoods[] = await db
    .select({
      id: goods.id,
      reward: goods.reward,
      settlementRule: goods.settlementRule,
      settlementMinRecharge: goods.settlementMinRecharge,
      onSale: goods.onSale,
    })
    .from(goods)
    .where(sql`${goods.partnerId} = ${BULK_PARTNER} and ${goods.onSale}`);
  if (!catalogue.length)
    throw new Error(`partner ${BULK_PARTNER} has no goods on sale: run the demo seed first`);

  const r = prng(20_260_101 + has.n);
  const now = (o.now ?? new Date()).getTime();
  const pool = customerPool(r, o.dataKey, new Date(now));
  log(`${pool.length} sealed customers made for reuse (${Date.now() - started} ms)`);
  // Over the last `days`; a top-up comes after the orders already there (ids stay in time order).
  const [latest] = await db
    .select({ at: sql<string | null>`(extract(epoch from max(${orders.createdAt})) * 1000)::bigint::text` })
    .from(orders)
    .where(inArray(orders.merchantId, ids));
  const from = latest?.at ? Number(latest.at) + 1_000 : now - (o.days ?? 365) * DAY;
  const span = Math.max(0, now - 60_000 - from);
  const offset = zoneOffsetMs(o.timeZone, new Date(now));
  let made = 0;
  // Where the time goes, for the log: making rows, writing them, crediting the settled ones.
  const spent = { rows: 0, insert: 0, ledger: 0, more: 0 };
  let mark = performance.now();
  const lap = (key: keyof typeof spent) => {
    const t = performance.now();
    spent[key] += t - mark;
    mark = t;
  };
  while (made < wanted) {
    const size = Math.min(o.chunk ?? CHUNK, wanted - made);
    await db.transaction(async (tx) => {
      mark = performance.now();
      // Benchmark data made again if lost: no wait for the WAL flush at each chunk's commit.
      if (database.kind === 'postgres') await tx.execute(sql`set local synchronous_commit = off`);
      await o.beforeChunk?.(tx);
      const reserved = await reserveOrderIds(tx, size);
      const rows: OrderRow[] = [];
      const history: HistoryRow[] = [];
      for (let i = 0; i < size; i += 1) {
        const k = made + i;
        // Time grows with the id, as orders made one after another.
        const at = from + Math.floor(((k + r.next()) / wanted) * span);
        const merchantId = ids[nextMerchant()]!;
        const row = bulkRow(r, {
          id: reserved[i]!.id,
          seq: reserved[i]!.seq,
          day: new Date(at + offset).toISOString().slice(0, 10).replaceAll('-', ''),
          merchantId,
          agentId: o.agentOf?.get(merchantId) ?? null,
          goods: r.pick(catalogue),
          customer: pool[r.int(pool.length)]!,
          createdAt: at,
          now,
        });
        rows.push(row.order);
        if (o.histories) history.push(...row.history);
      }
      lap('rows');
      await insertOrderRows(tx, rows);
      if (history.length) await insertHistoryRows(tx, history);
      lap('insert');
      const settled = rows.filter((x) => x.settledAt);
      for (const merchantId of new Set(settled.map((x) => x.merchantId))) {
        await settleCommissions(
          tx,
          merchantId,
          settled
            .filter((x) => x.merchantId === merchantId)
            .sort((a, b) => a.settledAt!.getTime() - b.settledAt!.getTime())
            .map((x) => ({
              orderRef: x.orderNo,
              amount: x.commission,
              remark: '订单结算佣金',
              at: x.settledAt!,
            })),
        );
      }
      lap('ledger');
      if (o.agentOf) await writeAgentShares(tx, rows);
      await o.afterChunk?.(tx, rows);
      lap('more');
    });
    made += size;
    if (made % 100_000 < size || made === wanted) {
      const ms = (k: keyof typeof spent) => `${k} ${Math.round(spent[k] / 1000)} s`;
      log(
        `${made} / ${wanted} orders (${Math.round((Date.now() - started) / 1000)} s: ${ms('rows')}, ${ms('insert')}, ${ms('ledger')}, ${ms('more')})`,
      );
    }
  }
  // Statistics for the planner, and the visibility map: without it a count by the index
  // (merchant, status, …) reads every row of the table instead (hundreds of ms per merchant).
  log('vacuum analyze …');
  for (const table of [
    'orders',
    'ledger_entries',
    'balances',
    'statistics_daily',
    'statistics_goods_daily',
    'statistics_shop_daily',
    ...(o.histories ? ['order_status_history'] : []),
    ...(o.agentOf ? ['order_commission_shares', 'agent_child_totals'] : []),
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return { made, ms: Date.now() - started, merchantIds: ids };
}

/** The benchmark merchants, made if missing (like the demo accounts: balance row, full permissions). */
export async function ensureMerchants(db: Db, n: number): Promise<number[]> {
  const mobiles = Array.from({ length: n }, (_, i) => bulkMerchantMobile(i));
  const existing = await db
    .select({ id: merchants.id, mobile: merchants.mobile })
    .from(merchants)
    .where(inArray(merchants.mobile, mobiles));
  const missing = mobiles.filter((m) => !existing.some((e) => e.mobile === m));
  if (missing.length) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      const made = await tx
        .insert(merchants)
        .values(
          missing.map((mobile) => ({
            partnerId: BULK_PARTNER,
            mobile,
            email: `bench${mobile.slice(-4)}@bench.test`,
            passwordHash,
            storeName: `压测门店 ${mobile.slice(-2)}`,
            inviteCode: `BENCH${mobile.slice(-4)}`,
            status: 'active' as const,
            activatedAt: new Date(),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: merchants.id });
      for (const m of made) {
        await tx.insert(balances).values({ merchantId: m.id }).onConflictDoNothing();
        await grantPermissions(tx, m.id, fullPermissions());
      }
    });
  }
  const all = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(inArray(merchants.mobile, mobiles)))
    .orderBy(merchants.mobile);
  return all.map((m) => m.id);
}
