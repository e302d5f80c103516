import { and, count, eq } from 'drizzle-orm';
import type { OrderSource, OrderStatus } from '@console/contract';
import { sealCustomer, type SealedCustomer } from '../../../lib/personal-data';
import { formatDateTime } from '../../../lib/time';
import { settleCommissions } from '../../money';
import type { Db, Tx } from '../../../db/database';
import type { DemoMerchant } from '../../../demo/cast';
import { prng } from './customers';
import { type PlanContext, type PlannedOrder, orderTime, planOrder } from './plan';
import {
  type HistoryRow,
  insertHistoryRows,
  insertOrderRows,
  type OrderRow,
  reserveOrderIds,
  zoneOffsetMs,
} from '../bulk-insert';
import { goods } from '../../goods/tables';
import { orders } from '../tables';
import { transferConfigs, transferEntries, transferSwitches } from '../../transfer/tables';
import { type Split, splitsFor } from '../commission-split';
import { seedShares } from './seed-shares';
import { fromCents, toCents } from '../../../lib/money';

/**
 * How many orders each demo merchant starts with (the transfers and re-applies come on top).
 * The first merchant, the one the README lists first, keeps the volume the order and statistics
 * screens were designed with (about 2,000 over 90 days); the others show a partner's rules, an
 * agent's chain or a special account, which a few hundred orders show as well (decisions 033
 * and 034: a first start with the seed in 5 s).
 */
export const DEMO_ORDER_COUNTS: Readonly<Record<number, number>> = {
  10001: 2000,
  10002: 500,
  10003: 300,
  10004: 300,
  10005: 300,
  10006: 200,
  10052: 500,
  10062: 500,
  10099: 300,
  10088: 100,
};

const STORE_SOURCES: readonly (readonly [OrderSource, number])[] = [
  ['store', 30],
  ['live', 10],
  ['douyin', 15],
  ['doudian', 10],
  ['pdd', 10],
  ['kuaishou', 8],
  ['gantanhao', 5],
  ['import', 12],
];
/** A sub-merchant's orders come mostly through its agent's links. */
const SUB_SOURCES: readonly (readonly [OrderSource, number])[] = [
  ['agent', 75],
  ['store', 10],
  ['douyin', 10],
  ['import', 5],
];

export interface DemoOrderEnv {
  dataKey: Buffer;
  timeZone: string;
  now?: Date;
}

/**
 * The demo merchants' orders (demo-order-plan.ts says how they are made up), written in bulk, with
 * their histories, and the settled ones' commissions credited through the ledger's
 * `settleCommission` in the order they were settled. Deterministic per merchant (a seeded PRNG,
 * times relative to now). Idempotent: a merchant that has orders is left as it is.
 */
export async function seedDemoOrders(db: Db, env: DemoOrderEnv, merchants: readonly DemoMerchant[]) {
  const now = env.now ?? new Date();
  let made = 0;
  for (const m of merchants) {
    const wanted = DEMO_ORDER_COUNTS[m.id] ?? 0;
    if (!wanted) continue;
    made += await db.transaction(async (tx) => {
      const [has] = await tx.select({ n: count() }).from(orders).where(eq(orders.merchantId, m.id));
      if ((has?.n ?? 0) > 0) return 0;
      const context: PlanContext = {
        r: prng(m.id * 7919),
        now,
        merchantId: m.id,
        zoneOffsetMs: zoneOffsetMs(env.timeZone, now),
        catalogue: await catalogueOf(tx, m.partnerId),
        transfers: await openTransfersOf(tx, m.id),
        sources: m.parentId ? SUB_SOURCES : STORE_SOURCES,
        agentId: m.parentId ?? null,
      };
      if (!context.catalogue.length) return 0;
      const plan: PlannedOrder[] = [];
      for (let i = 0; i < wanted; i += 1) {
        plan.push(...planOrder(context, orderTime(context.r, now, context.zoneOffsetMs)));
      }
      plan.push(...recentUntilEveryStatus(context, plan));
      const splits = await splitsFor(tx, m.id, context.catalogue);
      await writePlan(tx, env, m.id, plan, splits);
      return plan.length;
    });
  }
  return made;
}

/** The statuses only an order of the last hours still has. */
const RECENT_STATUSES: readonly OrderStatus[] = ['pending', 'submitted', 'approved'];
const MAX_RECENT_EXTRA = 40;
const MINUTE = 60_000;

/**
 * A few more orders of the last six hours (night hours included) until the merchant has one of
 * each status only a recent order has: few orders come at night, so at dawn a merchant of a few
 * hundred orders could have none waiting for approval, and its list would miss a status (the
 * demo test of every status failed at 07:45 in Shanghai). Deterministic for a given `now`.
 */
function recentUntilEveryStatus(c: PlanContext, plan: readonly PlannedOrder[]): PlannedOrder[] {
  const extra: PlannedOrder[] = [];
  const has = (status: OrderStatus) =>
    plan.some((o) => o.status === status) || extra.some((o) => o.status === status);
  for (let n = 0; n < MAX_RECENT_EXTRA && !RECENT_STATUSES.every(has); n += 1) {
    extra.push(...planOrder(c, new Date(c.now.getTime() - c.r.between(10, 360) * MINUTE)));
  }
  return extra;
}

async function catalogueOf(tx: Tx, partnerId: number) {
  return tx
    .select({
      id: goods.id,
      name: goods.name,
      operatorId: goods.operatorId,
      reward: goods.reward,
      settlementRule: goods.settlementRule,
      settlementMinRecharge: goods.settlementMinRecharge,
      coverageCodes: goods.coverageCodes,
      nationwide: goods.nationwide,
      onSale: goods.onSale,
    })
    .from(goods)
    .where(eq(goods.partnerId, partnerId))
    .orderBy(goods.id);
}

/** Goods id → reason → target goods id, for the configurations this merchant switched on. */
async function openTransfersOf(tx: Tx, merchantId: number) {
  const rows = await tx
    .select({
      goodsId: transferConfigs.goodsId,
      reason: transferEntries.reasonCode,
      target: transferEntries.targetGoodsId,
    })
    .from(transferSwitches)
    .innerJoin(transferConfigs, eq(transferConfigs.id, transferSwitches.configId))
    .innerJoin(transferEntries, eq(transferEntries.configId, transferConfigs.id))
    .where(and(eq(transferSwitches.merchantId, merchantId), eq(transferSwitches.isOpen, true)))
    .orderBy(transferEntries.sort, transferEntries.id);
  const map = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const reasons = map.get(row.goodsId) ?? new Map<string, number>();
    if (!reasons.has(row.reason)) reasons.set(row.reason, row.target);
    map.set(row.goodsId, reasons);
  }
  return map;
}

async function writePlan(
  tx: Tx,
  env: DemoOrderEnv,
  merchantId: number,
  plan: PlannedOrder[],
  splits: ReadonlyMap<number, Split>,
) {
  // Ids and numbers in time order: the list (newest first) and the numbers agree.
  plan.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const reserved = await reserveOrderIds(tx, plan.length);
  const ids = new Map<PlannedOrder, { id: number; orderNo: string }>();
  plan.forEach((o, i) => {
    const { id, seq } = reserved[i]!;
    const day = formatDateTime(o.createdAt, env.timeZone).slice(0, 10).replaceAll('-', '');
    ids.set(o, { id, orderNo: `${day}${String(seq).padStart(10, '0')}` });
  });
  const sealed = new Map<PlannedOrder, SealedCustomer>();
  const sealOf = (o: PlannedOrder): SealedCustomer => {
    const holder = o.customerOf ?? o;
    let s = sealed.get(holder);
    if (!s) sealed.set(holder, (s = sealCustomer(env.dataKey, holder.customer)));
    return s;
  };
  const ref = (o: PlannedOrder | null) => (o ? ids.get(o)!.id : null);
  const rows: OrderRow[] = plan.map((o) => ({
    customer: sealOf(o),
    id: ids.get(o)!.id,
    orderNo: ids.get(o)!.orderNo,
    merchantId,
    agentId: o.agentId,
    goodsId: o.goods.id,
    source: o.source,
    status: o.status,
    failReasonCode: o.failReasonCode,
    failReason: o.failReason,
    upstreamNo: o.upstreamNo,
    expressCompany: o.expressCompany,
    trackingNo: o.trackingNo,
    activatedAt: o.activatedAt,
    firstRechargeAmount: o.firstRechargeAmount,
    firstRechargedAt: o.firstRechargedAt,
    commission: fromCents(splits.get(o.goods.id)!.sellerCents),
    settledAt: o.settledAt,
    flag: o.flag,
    remark: o.remark,
    chainRootId: ref(o.chainRoot),
    previousId: ref(o.previous),
    changeKind: o.changeKind,
    createdAt: o.createdAt,
    updatedAt: o.history[o.history.length - 1]!.at,
  }));
  const history: HistoryRow[] = plan.flatMap((o) =>
    o.history.map((h) => ({
      orderId: ids.get(o)!.id,
      fromStatus: h.from,
      toStatus: h.to,
      reason: typeof h.reason === 'string' ? h.reason : ids.get(h.reason)!.orderNo,
      source: h.source,
      createdAt: h.at,
    })),
  );
  await insertOrderRows(tx, rows);
  await insertHistoryRows(tx, history);
  await seedShares(tx, rows, splits);
  // Commissions through the ledger, in the order they were settled.
  const settled = rows
    .filter((o) => o.settledAt && toCents(o.commission) > 0)
    .sort((a, b) => a.settledAt!.getTime() - b.settledAt!.getTime());
  await settleCommissions(
    tx,
    merchantId,
    settled.map((o) => ({
      orderRef: o.orderNo,
      amount: o.commission,
      remark: '订单结算佣金',
      at: o.settledAt!,
    })),
  );
}
