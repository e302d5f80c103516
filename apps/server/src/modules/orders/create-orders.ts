import { and, eq } from 'drizzle-orm';
import {
  type OrderChangeKind,
  type OrderChangeSource,
  type OrderSource,
  type OrderStatus,
} from '@console/contract';
import type { Tx } from '../../db/database';
import { goods } from '../goods/tables';
import { merchants } from '../auth/tables';
import { orders, orderStatusHistory } from './tables';
import { AppError } from '../../lib/app-error';
import { type Customer, type SealedCustomer, sealCustomer } from '../../lib/personal-data';
import { nextOrderNos } from './order-no';
import { splitsFor } from './commission-split';
import { recordShares } from './commission-shares';
import { fromCents } from '../../lib/money';
import { OrdersError } from './errors';

export interface OrderEnv {
  dataKey: Buffer;
  timeZone: string;
}

/** The goods an order of this merchant may be made on: its partner's, on sale. */
export async function orderableGoods(tx: Tx, merchantId: number, goodsId: number) {
  const [row] = await tx
    .select({ id: goods.id, reward: goods.reward, name: goods.name })
    .from(goods)
    .innerJoin(merchants, eq(merchants.partnerId, goods.partnerId))
    .where(and(eq(merchants.id, merchantId), eq(goods.id, goodsId), eq(goods.onSale, true)));
  if (!row) throw new AppError(OrdersError.goodsUnavailable);
  return row;
}

export interface NewOrder {
  /** The customer in clear, or already sealed (a transfer copies the sealed columns as they are). */
  customer: Customer | SealedCustomer;
  remark?: string;
  /** Set for an order that came through a sub-merchant's link. */
  agentId?: number | null;
  status?: OrderStatus;
  createdAt?: Date;
  previousId?: number;
  chainRootId?: number;
  changeKind?: OrderChangeKind;
}

const isSealed = (c: Customer | SealedCustomer): c is SealedCustomer => 'nameEnc' in c;

/**
 * Makes orders of one merchant on one goods (a form, a transfer, an import batch) with their
 * first history line, in the caller's transaction. The commission is the goods' reward now, split
 * over the merchant's chain of agents as configured now (fixed on the order: see recordShares).
 */
export async function createOrders(
  tx: Tx,
  env: OrderEnv,
  batch: {
    merchantId: number;
    goodsId: number;
    source: OrderSource;
    historySource: OrderChangeSource;
    reason?: string;
  },
  items: NewOrder[],
): Promise<{ id: number; orderNo: string }[]> {
  if (!items.length) return [];
  const target = await orderableGoods(tx, batch.merchantId, batch.goodsId);
  const split = (await splitsFor(tx, batch.merchantId, [target])).get(target.id)!;
  const numbers = await nextOrderNos(tx, env.timeZone, items.length);
  const created = await tx
    .insert(orders)
    .values(
      items.map((item, i) => ({
        orderNo: numbers[i]!,
        merchantId: batch.merchantId,
        agentId: item.agentId ?? null,
        goodsId: batch.goodsId,
        source: batch.source,
        status: item.status ?? 'pending',
        ...(isSealed(item.customer) ? pickSealed(item.customer) : sealCustomer(env.dataKey, item.customer)),
        commission: fromCents(split.sellerCents),
        remark: item.remark ?? '',
        previousId: item.previousId ?? null,
        chainRootId: item.chainRootId ?? null,
        changeKind: item.changeKind ?? null,
        ...(item.createdAt ? { createdAt: item.createdAt, updatedAt: item.createdAt } : {}),
      })),
    )
    .returning({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      createdAt: orders.createdAt,
    });
  await recordShares(tx, split, created);
  await tx.insert(orderStatusHistory).values(
    created.map((o) => ({
      orderId: o.id,
      fromStatus: null,
      toStatus: o.status,
      reason: batch.reason ?? '',
      source: batch.historySource,
      createdAt: o.createdAt,
    })),
  );
  return created.map(({ id, orderNo }) => ({ id, orderNo }));
}

function pickSealed(c: SealedCustomer): SealedCustomer {
  const { nameEnc, nameMasked, phoneEnc, phoneMasked, phoneHash, idNoEnc, idNoMasked, idNoHash } = c;
  const { province, city, district, addressEnc } = c;
  return {
    nameEnc,
    nameMasked,
    phoneEnc,
    phoneMasked,
    phoneHash,
    idNoEnc,
    idNoMasked,
    idNoHash,
    province,
    city,
    district,
    addressEnc,
  };
}
