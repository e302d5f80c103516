import { and, count, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@console/contract';
import { fromCents, toCents } from '../lib/money';
import { type SealedCustomer, sealCustomer } from '../lib/personal-data';
import { hashPassword } from '../lib/password';
import { fullPermissions, grantPermissions } from '../modules/auth/permissions';
import { settleCommissions } from '../modules/money/ledger';
import type { Database, Db } from './database';
import { DEMO_PASSWORD } from './demo-data';
import { demoCustomer, prng, type Prng } from './demo-customers';
import { DEMO_REMARKS, REJECT_TEXTS } from './demo-order-plan';
import {
  type HistoryRow,
  insertHistoryRows,
  insertOrderRows,
  type OrderRow,
  reserveOrderIds,
  zoneOffsetMs,
} from './order-bulk';
import { balances } from '../modules/money/tables';
import { goods } from '../modules/goods/tables';
import { merchants } from '../modules/auth/tables';
import { orders } from '../modules/orders/tables';

/**
 * Benchmark data (`npm run seed -- --orders 1000000`): many orders over BULK_MERCHANTS merchants
 * of partner 1 (made if missing, password DEMO_PASSWORD, mobiles 136000000NN), on the goods of
 * the demo catalogue. Valid rows (each status with what it brings, settled ones credited through
 * the ledger), spread over the last year in id order, written in chunks of their own
 * transactions. For speed the customers come from a pool of BULK_CUSTOMER_POOL sealed ones
 * (encryption is the costly part), and the histories are written only when asked.
 */
export const BULK_MERCHANTS = 50;
export const BULK_CUSTOMER_POOL = 20_000;
export const BULK_PARTNER = 1;
const CHUNK = 10_000;
const DAY = 86_400_000;

export const bulkMerchantMobile = (i: number) => `136${String(i + 1).padStart(8, '0')}`;

export interface BulkOptions {
  orders: number;
  merchants?: number;
  dataKey: Buffer;
  timeZone: string;
  /** Write each order's status history too (about five lines an order). */
  histories?: boolean;
  days?: number;
  now?: Date;
  log?: (line: string) => void;
}

type Goods = {
  id: number;
  reward: string;
  settlementRule: string;
  settlementMinRecharge: string | null;
  onSale: boolean;
};

export async function seedBulkOrders(database: Database, o: BulkOptions) {
  const { db } = database;
  const log = o.log ?? (() => {});
  const started = Date.now();
  const ids = await ensureMerchants(db, o.merchants ?? BULK_MERCHANTS);
  const [has] = await db.select({ n: count() }).from(orders).where(inArray(orders.merchantId, ids));
  const wanted = o.orders - (has?.n ?? 0);
  if (wanted <= 0) {
    log(`The ${ids.length} benchmark merchants already have ${has?.n ?? 0} orders: nothing to add.`);
    return { made: 0, ms: Date.now() - started, merchantIds: ids };
  }
  const catalogue: Goods[] = await db
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

  const r = prng(20_260_101 + (has?.n ?? 0));
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
  const spent = { rows: 0, insert: 0, ledger: 0 };
  let mark = performance.now();
  const lap = (key: keyof typeof spent) => {
    const t = performance.now();
    spent[key] += t - mark;
    mark = t;
  };
  while (made < wanted) {
    const size = Math.min(CHUNK, wanted - made);
    await db.transaction(async (tx) => {
      mark = performance.now();
      const reserved = await reserveOrderIds(tx, size);
      const rows: OrderRow[] = [];
      const history: HistoryRow[] = [];
      for (let i = 0; i < size; i += 1) {
        const k = made + i;
        // Time grows with the id, as orders made one after another.
        const at = from + Math.floor(((k + r.next()) / wanted) * span);
        const row = bulkRow(r, {
          id: reserved[i]!.id,
          seq: reserved[i]!.seq,
          day: new Date(at + offset).toISOString().slice(0, 10).replaceAll('-', ''),
          merchantId: ids[k % ids.length]!,
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
    });
    made += size;
    if (made % 100_000 < CHUNK || made === wanted) {
      const ms = (k: keyof typeof spent) => `${k} ${Math.round(spent[k] / 1000)} s`;
      log(
        `${made} / ${wanted} orders (${Math.round((Date.now() - started) / 1000)} s: ${ms('rows')}, ${ms('insert')}, ${ms('ledger')})`,
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
    ...(o.histories ? ['order_status_history'] : []),
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return { made, ms: Date.now() - started, merchantIds: ids };
}

/** The benchmark merchants, made if missing (like the demo accounts: balance row, full permissions). */
async function ensureMerchants(db: Db, n: number): Promise<number[]> {
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
    .orderBy(merchants.id);
  return all.map((m) => m.id);
}

function customerPool(r: Prng, dataKey: Buffer, now: Date): SealedCustomer[] {
  return Array.from({ length: BULK_CUSTOMER_POOL }, () => sealCustomer(dataKey, demoCustomer(r, now)));
}

const PATH: OrderStatus[] = [
  'pending',
  'submitted',
  'approved',
  'shipped',
  'activated',
  'recharged',
  'settled',
];

/**
 * One valid order: its status by age (old ones finished, recent ones on their way), the fields
 * each step brings, and the history that leads there.
 */
export function bulkRow(
  r: Prng,
  a: {
    id: number;
    seq: number;
    day: string;
    merchantId: number;
    goods: Goods;
    customer: SealedCustomer;
    createdAt: number;
    now: number;
  },
): { order: OrderRow; history: HistoryRow[] } {
  const age = a.now - a.createdAt;
  const recharge = a.goods.settlementRule === 'first_recharge';
  const end: OrderStatus =
    age < 2 * DAY
      ? r.pick(['pending', 'submitted', 'approved', 'shipped'] as const)
      : r.weighted([
          ['settled', 55],
          ['rejected', 12],
          ['cancelled', 8],
          ['activated', 10],
          ['shipped', 5],
          ['recharged', recharge ? 4 : 0],
        ] as const);
  const steps: OrderStatus[] =
    end === 'rejected'
      ? ['pending', 'submitted', 'rejected']
      : end === 'cancelled'
        ? ['pending', 'cancelled']
        : PATH.slice(0, PATH.indexOf(end) + 1).filter((s) => s !== 'recharged' || recharge);
  const gap = Math.min(age / (steps.length + 1), 2 * DAY);
  const times = steps.map((_, i) => new Date(a.createdAt + i * gap + (i ? r.int(gap / 2) : 0)));
  const at = (s: OrderStatus) => (steps.includes(s) ? times[steps.indexOf(s)]! : null);
  const rejectCode = r.pick(['age_mismatch', 'multi_card', 'review_failed', 'other'] as const);
  const min = toCents(a.goods.settlementMinRecharge ?? '0');
  // A recharged order that did not settle recharged less than the minimum.
  const amount =
    recharge && steps.includes('recharged')
      ? end === 'recharged'
        ? Math.max(1, min - 2_000)
        : min + 5_000
      : null;
  const orderNo = `${a.day}${String(a.seq).padStart(10, '0')}`;
  const order: OrderRow = {
    customer: a.customer,
    id: a.id,
    orderNo,
    merchantId: a.merchantId,
    agentId: null,
    goodsId: a.goods.id,
    source: r.pick(['store', 'live', 'douyin', 'doudian', 'pdd', 'kuaishou', 'import'] as const),
    status: end,
    failReasonCode: end === 'rejected' ? rejectCode : null,
    failReason: end === 'rejected' ? REJECT_TEXTS[rejectCode][0]! : '',
    upstreamNo: steps.includes('submitted') ? `UP${orderNo.slice(-12)}` : '',
    expressCompany: steps.includes('shipped') ? '顺丰速运' : '',
    trackingNo: steps.includes('shipped') ? `SF${orderNo.slice(-12)}` : '',
    activatedAt: at('activated'),
    firstRechargeAmount: amount === null ? null : fromCents(amount),
    firstRechargedAt: at('recharged'),
    commission: a.goods.reward,
    settledAt: at('settled'),
    flag: r.chance(0.1) ? r.between(1, 6) : 0,
    remark: r.chance(0.1) ? r.pick(DEMO_REMARKS) : '',
    chainRootId: null,
    previousId: null,
    changeKind: null,
    createdAt: times[0]!,
    updatedAt: times[times.length - 1]!,
  };
  const history: HistoryRow[] = steps.map((s, i) => ({
    orderId: a.id,
    fromStatus: i ? steps[i - 1]! : null,
    toStatus: s,
    reason: s === 'rejected' ? order.failReason : '',
    source: i === 0 ? 'system' : 'webhook',
    createdAt: times[i]!,
  }));
  return { order, history };
}
