import { sql } from 'drizzle-orm';
import type { OrderChangeSource, OrderStatus } from '@console/contract';
import type { SealedCustomer } from '../../lib/personal-data';
import type { Executor } from '../../db/database';
import { formatDateTime } from '../../lib/time';
import { rawRows } from '../../db/raw-rows';
import { insertInChunks, type UnnestColumn } from '../../db/unnest-insert';

/**
 * Many orders at once, for the demo seed and the benchmark data: one INSERT per chunk whose values
 * come as one array per column (`unnest`), so a chunk of thousands of rows is a statement of a few
 * dozen parameters on PGlite and PostgreSQL alike. The rows are written as given: the callers make
 * them valid (a status the history reaches, times in order, the goods' reward as commission).
 */
export interface OrderRow {
  /** Shared, not copied: spreading twelve columns into each row made it a slow object (100× slower). */
  customer: SealedCustomer;
  id: number;
  orderNo: string;
  merchantId: number;
  agentId: number | null;
  goodsId: number;
  source: string;
  status: OrderStatus;
  failReasonCode: string | null;
  failReason: string;
  upstreamNo: string;
  expressCompany: string;
  trackingNo: string;
  activatedAt: Date | null;
  firstRechargeAmount: string | null;
  firstRechargedAt: Date | null;
  commission: string;
  settledAt: Date | null;
  flag: number;
  remark: string;
  chainRootId: number | null;
  previousId: number | null;
  changeKind: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface HistoryRow {
  orderId: number;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  reason: string;
  source: OrderChangeSource;
  createdAt: Date;
}

const ORDER_COLUMNS: readonly UnnestColumn<OrderRow>[] = [
  ['id', 'bigint', (o) => o.id],
  ['order_no', 'text', (o) => o.orderNo],
  ['merchant_id', 'int', (o) => o.merchantId],
  ['agent_id', 'int', (o) => o.agentId],
  ['goods_id', 'int', (o) => o.goodsId],
  ['source', 'text', (o) => o.source],
  ['status', 'text', (o) => o.status],
  ['name_enc', 'text', (o) => o.customer.nameEnc],
  ['name_masked', 'text', (o) => o.customer.nameMasked],
  ['phone_enc', 'text', (o) => o.customer.phoneEnc],
  ['phone_masked', 'text', (o) => o.customer.phoneMasked],
  ['phone_hash', 'text', (o) => o.customer.phoneHash],
  ['id_no_enc', 'text', (o) => o.customer.idNoEnc],
  ['id_no_masked', 'text', (o) => o.customer.idNoMasked],
  ['id_no_hash', 'text', (o) => o.customer.idNoHash],
  ['province', 'text', (o) => o.customer.province],
  ['city', 'text', (o) => o.customer.city],
  ['district', 'text', (o) => o.customer.district],
  ['address_enc', 'text', (o) => o.customer.addressEnc],
  ['fail_reason_code', 'text', (o) => o.failReasonCode],
  ['fail_reason', 'text', (o) => o.failReason],
  ['upstream_no', 'text', (o) => o.upstreamNo],
  ['express_company', 'text', (o) => o.expressCompany],
  ['tracking_no', 'text', (o) => o.trackingNo],
  ['activated_at', 'timestamptz', (o) => o.activatedAt],
  ['first_recharge_amount', 'numeric', (o) => o.firstRechargeAmount],
  ['first_recharged_at', 'timestamptz', (o) => o.firstRechargedAt],
  ['commission', 'numeric', (o) => o.commission],
  ['settled_at', 'timestamptz', (o) => o.settledAt],
  ['flag', 'smallint', (o) => o.flag],
  ['remark', 'text', (o) => o.remark],
  ['chain_root_id', 'bigint', (o) => o.chainRootId],
  ['previous_id', 'bigint', (o) => o.previousId],
  ['change_kind', 'text', (o) => o.changeKind],
  ['created_at', 'timestamptz', (o) => o.createdAt],
  ['updated_at', 'timestamptz', (o) => o.updatedAt],
];

const HISTORY_COLUMNS: readonly UnnestColumn<HistoryRow>[] = [
  ['order_id', 'bigint', (h) => h.orderId],
  ['from_status', 'text', (h) => h.fromStatus],
  ['to_status', 'text', (h) => h.toStatus],
  ['reason', 'text', (h) => h.reason],
  ['source', 'text', (h) => h.source],
  ['created_at', 'timestamptz', (h) => h.createdAt],
];

export const insertOrderRows = (db: Executor, rows: readonly OrderRow[], chunk = 2_000) =>
  insertInChunks(db, 'orders', ORDER_COLUMNS, rows, chunk);

export const insertHistoryRows = (db: Executor, rows: readonly HistoryRow[], chunk = 10_000) =>
  insertInChunks(db, 'order_status_history', HISTORY_COLUMNS, rows, chunk);

/**
 * `count` order ids and order-number sequence values, taken from the same sequences as the orders
 * made one by one (so those never collide with these), in increasing order. They come back as two
 * joined strings, not `count` rows: PGlite spends far more on each row it returns than on nextval.
 * The identity's sequence is named in migration 0005 (looking it up per row costs more than nextval).
 */
export async function reserveOrderIds(db: Executor, count: number): Promise<{ id: number; seq: number }[]> {
  if (count <= 0) return [];
  const [row] = await rawRows<{ ids: string; seqs: string }>(
    db,
    sql`select string_agg(id::text, ',') as ids, string_agg(seq::text, ',') as seqs
          from (select nextval('orders_id_seq') as id, nextval('order_no_seq') as seq
                  from generate_series(1, ${count}::int)) reserved`,
  );
  const numbers = (list: string | undefined) =>
    (list ?? '')
      .split(',')
      .map(Number)
      .sort((a, b) => a - b);
  const ids = numbers(row?.ids);
  const seqs = numbers(row?.seqs);
  if (ids.length !== count || seqs.length !== count) throw new Error('order ids not reserved');
  return ids.map((id, i) => ({ id, seq: seqs[i]! }));
}

/** The zone's offset from UTC at `at`, in ms: local days (order numbers, the demo's hours) by arithmetic. */
export function zoneOffsetMs(timeZone: string, at: Date): number {
  const local = Date.parse(`${formatDateTime(at, timeZone).replace(' ', 'T')}Z`);
  return local - Math.floor(at.getTime() / 1000) * 1000;
}
