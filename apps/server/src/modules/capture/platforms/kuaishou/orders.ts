import type { MalformedOrder, PlatformOrder } from '../platform';
import { type CipheredOrderRow, clearOrder } from '../pull-kit';
import { KS_REFUNDED, KS_STATUS } from './protocol';

// An order of open.order.cursor.list as the client reads it: one row of `orderList`, in parts as
// the platform nests it (`orderBaseInfo`, `orderItemInfo`, `orderAddress`, `orderRefundList`).
// Ids are 64-bit numbers on the wire (read as their digits); times are epoch milliseconds. The
// consignee's mobile and street address come as ciphers (`orderAddress.encrypted*`; the
// `desensitise*` fields are masked, for display only); province, city and district in clear. The
// holder's name and ID number (SIM cards need them) come from the real-name call (real-name.ts).

/** The ciphers of a row, by the customer's field they hold. */
export const KS_CIPHERS = { phone: 'encryptedMobile', address: 'encryptedAddress' } as const;
export type KsCipherField = keyof typeof KS_CIPHERS;

/** An order's fields that need no decrypting, and its ciphers (none for a cancelled one). */
export type KsRow = CipheredOrderRow<KsCipherField>;

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
/** A string, or an id read as its digits (a number below 2^53 arrives as a number). */
const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';

/**
 * 80 (订单失败: cancelled, or closed by a refund) → cancelled; 30/40/50/70 → active, unless a refund
 * of it succeeded (退款成功, 60). 10 (not paid) is no order yet: null, it comes back once paid with
 * a later update time. 0 (未知状态) or anything else: not an order the client can read.
 */
export function kuaishouStatus(status: unknown, refunds: unknown): PlatformOrder['status'] | 'unpaid' | null {
  const s = Number(status);
  if (s === KS_STATUS.unpaid) return 'unpaid';
  if (s === KS_STATUS.closed) return 'cancelled';
  const live = [KS_STATUS.paid, KS_STATUS.shipped, KS_STATUS.received, KS_STATUS.done];
  if (!live.includes(s)) return null;
  const refunded = Array.isArray(refunds) && refunds.some((r) => Number(obj(r).refundStatus) === KS_REFUNDED);
  return refunded ? 'cancelled' : 'active';
}

/** The row's plain fields, null for an unpaid order, or why the row cannot be used (field names only). */
export function readKsRow(raw: unknown): KsRow | MalformedOrder | null {
  const row = obj(raw);
  const base = obj(row.orderBaseInfo);
  const oid = text(base.oid);
  const ms = Number(base.updateTime);
  const updatedAt = Number.isSafeInteger(ms) && ms > 0 ? new Date(ms) : null;
  const bad = (reason: string): MalformedOrder => ({ platformOrderId: oid, updatedAt, reason });
  if (!/^\d+$/.test(oid)) return bad('no orderBaseInfo.oid');
  if (!updatedAt) return bad('no readable orderBaseInfo.updateTime');
  const status = kuaishouStatus(base.status, row.orderRefundList);
  if (status === 'unpaid') return null;
  if (!status) return bad('unknown orderBaseInfo.status');
  const item = obj(row.orderItemInfo);
  const productId = text(item.itemId);
  if (!productId) return bad('no orderItemInfo.itemId');
  const address = obj(row.orderAddress);
  const ciphers = {} as Record<KsCipherField, string>;
  // A cancelled order needs no customer: its ciphers are never decrypted (each decryption counts
  // against the merchant's daily quota, FAQ K5005).
  if (status === 'active') {
    for (const [field, key] of Object.entries(KS_CIPHERS)) {
      const value = text(address[key]);
      if (!value) return bad(`no orderAddress.${key}`);
      ciphers[field as KsCipherField] = value;
    }
    if (!text(address.province) || !text(address.city)) return bad('no orderAddress.province or city');
  }
  return {
    platformOrderId: oid,
    updatedAt,
    status,
    productId,
    skuId: text(item.skuId),
    title: text(item.itemTitle),
    province: text(address.province),
    city: text(address.city),
    district: text(address.district),
    ciphers,
  };
}

/** The order once its ciphers are in clear; the holder's name and ID number come later. */
export const ksOrder = (row: KsRow, clear: Partial<Record<KsCipherField, string>>): PlatformOrder =>
  clearOrder(row, { name: '', phone: clear.phone ?? '', idNumber: '', address: clear.address ?? '' });

/**
 * [begin, end] pieces in milliseconds, each at most `maxMs` long and each with begin < end (the
 * platform wants `beginTime` before `endTime`). Two pieces share their edge millisecond: an order
 * updated exactly then is seen twice and passed on once.
 */
export function splitMs(start: Date, end: Date, maxMs: number): [number, number][] {
  const pieces: [number, number][] = [];
  for (let from = start.getTime(); from < end.getTime();) {
    const to = Math.min(from + maxMs, end.getTime());
    pieces.push([from, to]);
    from = to;
  }
  return pieces;
}
