import type { MalformedOrder, PlatformOrder } from '../platform';
import { type CipheredOrderRow, clearOrder } from '../pull-kit';

// An order of `open.order.cursor.list` as the client reads it. Ids are strings on the wire (they
// pass 2^53); times are epoch milliseconds. The customer: the real-name certificate's holder and
// number (`certInfo`, SIM cards need them), the consignee's mobile and street address as ciphers
// (`orderAddress.encrypted*`; the `desensitise*` fields are for display only), province, city and
// district in clear.

export const KS_CIPHERS = {
  name: ['certInfo', 'encryptedCertName'],
  idNumber: ['certInfo', 'encryptedCertNo'],
  phone: ['orderAddress', 'encryptedMobile'],
  address: ['orderAddress', 'encryptedAddress'],
} as const;
export type KsCipherField = keyof typeof KS_CIPHERS;

/** An order's fields that need no decrypting, and its ciphers; its id is the `oid`. */
export type KsRow = CipheredOrderRow<KsCipherField>;

/** Order statuses: 10 to pay, 30 paid, 40 shipped, 50 received, 70 completed, 80 closed. */
export const KS_STATUS = { unpaid: 10, paid: 30, closed: 80 } as const;

/**
 * 80 (closed: cancelled, or refunded in full) → cancelled; 30/40/50/70 → active. 10 (not paid) is
 * no order yet: the client passes it over (null), it comes back once paid with a later update time.
 */
export function kuaishouStatus(status: unknown): PlatformOrder['status'] | null {
  const s = Number(status);
  if (s === KS_STATUS.closed) return 'cancelled';
  if (s === 30 || s === 40 || s === 50 || s === 70) return 'active';
  return null;
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;
const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/** The row's plain fields, null for an unpaid order, or why the row cannot be used. */
export function readKsRow(raw: unknown): KsRow | MalformedOrder | null {
  const row = obj(raw);
  const oid = text(row.oid) ?? '';
  const ms = Number(row.updateTime);
  const updatedAt = Number.isInteger(ms) && ms > 0 ? new Date(ms) : null;
  const bad = (reason: string): MalformedOrder => ({ platformOrderId: oid, updatedAt, reason });
  if (!oid) return bad('no oid');
  if (!updatedAt) return bad('no readable updateTime');
  if (Number(row.status) === KS_STATUS.unpaid) return null;
  const status = kuaishouStatus(row.status);
  if (!status) return bad(`unknown status ${text(row.status) ?? ''}`);
  const item = obj(row.orderItemInfo);
  const productId = text(item.itemId);
  if (!productId) return bad('no orderItemInfo.itemId');
  const ciphers = {} as Record<KsCipherField, string>;
  for (const [field, [part, key]] of Object.entries(KS_CIPHERS)) {
    const value = text(obj(row[part])[key]);
    if (!value) return bad(`no ${part}.${key}`);
    ciphers[field as KsCipherField] = value;
  }
  const address = obj(row.orderAddress);
  if (!text(address.provinceName) || !text(address.cityName)) return bad('no provinceName or cityName');
  return {
    platformOrderId: oid,
    updatedAt,
    status,
    productId,
    skuId: text(item.skuId) ?? '',
    title: text(item.itemTitle) ?? '',
    province: text(address.provinceName)!,
    city: text(address.cityName)!,
    district: text(address.districtName) ?? '',
    ciphers,
  };
}

/** The order once its ciphers are in clear: which cipher holds which part of the customer. */
export const ksOrder = (row: KsRow, clear: Record<KsCipherField, string>): PlatformOrder =>
  clearOrder(row, {
    name: clear.name,
    phone: clear.phone,
    idNumber: clear.idNumber,
    address: clear.address,
  });

/** [begin, end] pieces in milliseconds, both included, each at most `maxMs` long. */
export function splitMs(start: Date, end: Date, maxMs: number): [number, number][] {
  const pieces: [number, number][] = [];
  for (let from = start.getTime(); from <= end.getTime();) {
    const to = Math.min(from + maxMs, end.getTime());
    pieces.push([from, to]);
    from = to + 1;
  }
  return pieces;
}
