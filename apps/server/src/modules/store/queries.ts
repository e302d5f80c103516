import { and, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { LIVE_ORDER_STATUSES, STORE_LOOKUP_MAX } from '@console/contract';
import type { Executor } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { liveCode, spendCodeStatement } from '../auth';
import { merchants } from '../auth/tables';
import { goods, operators } from '../goods/tables';
import { orders } from '../orders/tables';
import { storeApplications } from './tables';

/** What the storefront shows and needs of the merchant behind a promo code. */
const storeColumns = {
  id: merchants.id,
  partnerId: merchants.partnerId,
  parentId: merchants.parentId,
  storeName: merchants.storeName,
  logoUrl: merchants.logoUrl,
  status: merchants.status,
  platform: merchants.platform,
};

/** The merchant behind a promo code, with what the storefront shows and needs. */
export async function findStore(db: Executor, promoCode: string) {
  const [row] = await db.select(storeColumns).from(merchants).where(eq(merchants.promoCode, promoCode));
  return row ?? null;
}
export type Store = NonNullable<Awaited<ReturnType<typeof findStore>>>;

/** What the storefront shows and checks of a goods, with its carrier. */
const storeGoodsColumns = {
  id: goods.id,
  name: goods.name,
  coverUrl: goods.coverUrl,
  monthlyFee: goods.monthlyFee,
  dataGb: goods.dataGb,
  callMinutes: goods.callMinutes,
  description: goods.description,
  ageMin: goods.ageMin,
  ageMax: goods.ageMax,
  nationwide: goods.nationwide,
  coverageCodes: goods.coverageCodes,
  onSale: goods.onSale,
  operatorId: goods.operatorId,
  carrier: operators.carrier,
  areaKey: operators.areaKey,
  areaKeyRepair: operators.areaKeyRepair,
};
/** The goods of a link: its own and its partner's, so another partner's goods is not found. */
const linkGoods = (partnerId: SQLWrapper | number, goodsId: number) =>
  and(eq(goods.partnerId, partnerId), eq(goods.id, goodsId));

/** A goods of the store's partner, with its carrier (on sale or not: the page says which). */
export async function findStoreGoods(db: Executor, partnerId: number, goodsId: number) {
  const [row] = await db
    .select(storeGoodsColumns)
    .from(goods)
    .innerJoin(operators, eq(operators.id, goods.operatorId))
    .where(linkGoods(partnerId, goodsId));
  return row ?? null;
}
export type StoreGoods = NonNullable<Awaited<ReturnType<typeof findStoreGoods>>>;

/** The orders of one ID number (its keyed hash) on one operator that may still become a number. */
const liveOrdersOnOperator = (db: Executor, idNoHash: string, operatorId: number) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(goods, eq(goods.id, orders.goodsId))
    .where(
      and(
        eq(orders.idNoHash, idNoHash),
        eq(goods.operatorId, operatorId),
        inArray(orders.status, [...LIVE_ORDER_STATUSES]),
      ),
    );

export async function findApplication(db: Executor, requestId: string) {
  const [row] = await db.select().from(storeApplications).where(eq(storeApplications.requestId, requestId));
  return row ?? null;
}

/** The newest orders of one phone (its keyed hash) at one store, masked as lists show them. */
export function lookupOrderRows(db: Executor, merchantId: number, phoneHash: string) {
  return db
    .select({
      orderNo: orders.orderNo,
      goodsName: goods.name,
      status: orders.status,
      nameMasked: orders.nameMasked,
      phoneMasked: orders.phoneMasked,
      province: orders.province,
      city: orders.city,
      district: orders.district,
      expressCompany: orders.expressCompany,
      trackingNo: orders.trackingNo,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(goods, eq(goods.id, orders.goodsId))
    .where(and(eq(orders.merchantId, merchantId), eq(orders.phoneHash, phoneHash)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(STORE_LOOKUP_MAX);
}

/**
 * What an application checks before its transaction, in one statement (four round trips before
 * issue 43): the store behind the promo code, the link's goods (null: none of the store's
 * partner), the application already made with the request id, and the phone's live `apply` code.
 * Null: an unknown promo code.
 */
export async function applicationFacts(
  db: Executor,
  input: { promoCode: string; goodsId: number; requestId: string; phone: string },
) {
  const code = liveCode(db, { mobile: input.phone, scene: 'apply' }).as('code');
  const [row] = await db
    .select({
      store: storeColumns,
      goods: storeGoodsColumns,
      earlierNo: storeApplications.orderNo,
      earlierPhoneHash: storeApplications.phoneHash,
      codeId: code.id,
      codeHash: code.codeHash,
    })
    .from(merchants)
    .leftJoin(goods, linkGoods(merchants.partnerId, input.goodsId))
    .leftJoin(operators, eq(operators.id, goods.operatorId))
    .leftJoin(storeApplications, eq(storeApplications.requestId, input.requestId))
    .leftJoinLateral(code, sql`true`)
    .where(eq(merchants.promoCode, input.promoCode));
  if (!row) return null;
  const g = row.goods;
  return {
    store: row.store,
    goods: g.id === null || g.operatorId === null ? null : (g as StoreGoods),
    earlier: row.earlierNo === null ? null : { orderNo: row.earlierNo, phoneHash: row.earlierPhoneHash! },
    code: row.codeId === null ? null : { id: row.codeId, codeHash: row.codeHash! },
  };
}

/**
 * Inside the application's transaction, once its locks are held, in one statement: the application
 * another request with the same id committed meanwhile, the ID number's live orders on the
 * operator, and the code spent only when neither of these stops the application (a refused
 * application leaves the code as it was, as when the spend was a statement after the checks).
 */
export async function claimApplication(
  tx: Executor,
  input: { requestId: string; idNoHash: string; operatorId: number; codeId: number; max: number },
) {
  const earlier = tx
    .select({ orderNo: storeApplications.orderNo, phoneHash: storeApplications.phoneHash })
    .from(storeApplications)
    .where(eq(storeApplications.requestId, input.requestId));
  const live = liveOrdersOnOperator(tx, input.idNoHash, input.operatorId);
  const go = sql`not exists (select 1 from earlier) and (select n from live) < ${input.max}`;
  const [row] = await rawRows<{
    order_no: string | null;
    phone_hash: string | null;
    live: number;
    spent: boolean;
  }>(
    tx,
    sql`with earlier(order_no, phone_hash) as (${earlier}), live(n) as (${live}),
      spent as (${spendCodeStatement(input.codeId, go)})
      select (select order_no from earlier), (select phone_hash from earlier),
        (select n from live) as live, exists (select 1 from spent) as spent`,
  );
  return {
    earlier: row!.order_no === null ? null : { orderNo: row!.order_no, phoneHash: row!.phone_hash! },
    live: Number(row!.live),
    spent: row!.spent,
  };
}
