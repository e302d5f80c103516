import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { LIVE_ORDER_STATUSES, STORE_LOOKUP_MAX } from '@console/contract';
import type { Executor } from '../../db/database';
import { merchants } from '../auth/tables';
import { goods, operators } from '../goods/tables';
import { orders } from '../orders/tables';
import { storeApplications } from './tables';

/** The merchant behind a promo code, with what the storefront shows and needs. */
export async function findStore(db: Executor, promoCode: string) {
  const [row] = await db
    .select({
      id: merchants.id,
      partnerId: merchants.partnerId,
      parentId: merchants.parentId,
      storeName: merchants.storeName,
      logoUrl: merchants.logoUrl,
      status: merchants.status,
      platform: merchants.platform,
    })
    .from(merchants)
    .where(eq(merchants.promoCode, promoCode));
  return row ?? null;
}
export type Store = NonNullable<Awaited<ReturnType<typeof findStore>>>;

/** A goods of the store's partner, with its carrier (on sale or not: the page says which). */
export async function findStoreGoods(db: Executor, partnerId: number, goodsId: number) {
  const [row] = await db
    .select({
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
    })
    .from(goods)
    .innerJoin(operators, eq(operators.id, goods.operatorId))
    .where(and(eq(goods.partnerId, partnerId), eq(goods.id, goodsId)));
  return row ?? null;
}
export type StoreGoods = NonNullable<Awaited<ReturnType<typeof findStoreGoods>>>;

/** The orders of one ID number (its keyed hash) on one operator that may still become a number. */
export async function liveOrdersOnOperator(db: Executor, idNoHash: string, operatorId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(goods, eq(goods.id, orders.goodsId))
    .where(
      and(
        eq(orders.idNoHash, idNoHash),
        eq(goods.operatorId, operatorId),
        inArray(orders.status, [...LIVE_ORDER_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}

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
