import { and, eq, sql } from 'drizzle-orm';
import {
  type OrderChangeKind,
  type OrderChangeSource,
  type OrderSource,
  type OrderStatus,
} from '@console/contract';
import type { Tx } from '../../db/database';
import { goods } from '../goods/tables';
import { merchants } from '../auth/tables';
import { rawRows } from '../../db/raw-rows';
import { type UnnestColumn, unnestInsert } from '../../db/unnest-insert';
import { insertHistoryRows } from './bulk-insert';
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
    /** The captured shop the orders came from (their sales channel in statistics). */
    shopId?: number | null;
  },
  items: NewOrder[],
): Promise<{ id: number; orderNo: string }[]> {
  if (!items.length) return [];
  const target = await orderableGoods(tx, batch.merchantId, batch.goodsId);
  const split = (await splitsFor(tx, batch.merchantId, [target])).get(target.id)!;
  const numbers = await nextOrderNos(tx, env.timeZone, items.length);
  const rows: NewOrderRow[] = items.map((item, i) => ({
    item,
    orderNo: numbers[i]!,
    customer: isSealed(item.customer) ? item.customer : sealCustomer(env.dataKey, item.customer),
  }));
  const values = { ...batch, commission: fromCents(split.sellerCents) };
  const returned = await rawRows<{ id: string; order_no: string; status: OrderStatus; created_ms: number }>(
    tx,
    unnestInsert(
      'orders',
      newOrderColumns(values),
      rows,
      sql`returning id::text, order_no, status, extract(epoch from created_at)::float8 * 1000 as created_ms`,
    ),
  );
  // The rows come back as written, but nothing promises their order: match them by number.
  const byNo = new Map(returned.map((r) => [r.order_no, r]));
  const created = rows.map(({ orderNo }) => {
    const r = byNo.get(orderNo)!;
    return { id: Number(r.id), orderNo, status: r.status, createdAt: new Date(r.created_ms) };
  });
  await recordShares(tx, split, created);
  await insertHistoryRows(
    tx,
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

interface NewOrderRow {
  item: NewOrder;
  orderNo: string;
  customer: SealedCustomer;
}

/** The columns a new order sets (the rest take their defaults); the batch's values are the same on every row. */
function newOrderColumns(batch: {
  merchantId: number;
  goodsId: number;
  source: OrderSource;
  commission: string;
  shopId?: number | null;
}): UnnestColumn<NewOrderRow>[] {
  const sealed = (key: keyof SealedCustomer): UnnestColumn<NewOrderRow> => [
    key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    'text',
    (r) => r.customer[key],
  ];
  return [
    ['order_no', 'text', (r) => r.orderNo],
    ['merchant_id', 'int', () => batch.merchantId],
    ['agent_id', 'int', (r) => r.item.agentId ?? null],
    ['goods_id', 'int', () => batch.goodsId],
    ['source', 'text', () => batch.source],
    ['shop_id', 'bigint', () => batch.shopId ?? null],
    ['status', 'text', (r) => r.item.status ?? 'pending'],
    ...SEALED_KEYS.map(sealed),
    ['commission', 'numeric', () => batch.commission],
    ['remark', 'text', (r) => r.item.remark ?? ''],
    ['previous_id', 'bigint', (r) => r.item.previousId ?? null],
    ['chain_root_id', 'bigint', (r) => r.item.chainRootId ?? null],
    ['change_kind', 'text', (r) => r.item.changeKind ?? null],
    ['created_at', 'timestamptz', (r) => r.item.createdAt ?? null, 'coalesce(created_at, now())'],
    ['updated_at', 'timestamptz', (r) => r.item.createdAt ?? null, 'coalesce(updated_at, now())'],
  ];
}

const SEALED_KEYS = [
  'nameEnc',
  'nameMasked',
  'phoneEnc',
  'phoneMasked',
  'phoneHash',
  'idNoEnc',
  'idNoMasked',
  'idNoHash',
  'province',
  'city',
  'district',
  'addressEnc',
] as const satisfies readonly (keyof SealedCustomer)[];
