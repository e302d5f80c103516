import type { MalformedOrder, PlatformOrder } from '../platform';
import { type CipheredOrderRow, clearOrder } from '../pull-kit';
import { parseBeijing } from './sign';

// An order of `pdd.order.list.get` as the client reads it. The customer fields are ciphers (the
// `*_mask` fields beside them are for display only and never used): the ID card's name and number
// (the SIM card's real-name holder), the receiver's phone and the street address; province, city
// and district (`town`) are in clear.

export const PDD_CIPHER_FIELDS = ['id_card_name', 'id_card_num', 'receiver_phone', 'address'] as const;
export type PddCipherField = (typeof PDD_CIPHER_FIELDS)[number];

/** An order's fields that need no decrypting, and its ciphers; its id is the `order_sn`. */
export type PddRow = CipheredOrderRow<PddCipherField>;

/** The refund status that ends an order: 4 = 退款成功 (refunded). */
export const PDD_REFUNDED = 4;

/**
 * `refund_status` 4 (refunded) → cancelled. Everything else is active: order_status 1/2/3 (to
 * ship, shipped, received) and refund_status 1 (none, or after-sales closed), 2 (after-sales in
 * progress), 3 (refund in progress) — a refund asked for may still be refused; when it is paid the
 * order's `updated_at` moves and the next pull sees 4.
 */
export const pddStatus = (refundStatus: unknown): PlatformOrder['status'] =>
  Number(refundStatus) === PDD_REFUNDED ? 'cancelled' : 'active';

const text = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;

/** The row's plain fields, or why it cannot be used (the reason names fields, never their values). */
export function readPddRow(raw: unknown): PddRow | MalformedOrder {
  const row = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const sn = text(row.order_sn) ?? '';
  const updatedAt = parseBeijing(row.updated_at);
  const bad = (reason: string): MalformedOrder => ({ platformOrderId: sn, updatedAt, reason });
  if (!sn) return bad('no order_sn');
  if (!updatedAt) return bad('no readable updated_at');
  const item = Array.isArray(row.item_list)
    ? (row.item_list[0] as Record<string, unknown> | undefined)
    : undefined;
  const productId = text(item?.goods_id);
  if (!item || !productId) return bad('no item_list[0].goods_id');
  const ciphers = {} as Record<PddCipherField, string>;
  for (const field of PDD_CIPHER_FIELDS) {
    const value = text(row[field]);
    if (!value) return bad(`no ${field}`);
    ciphers[field] = value;
  }
  if (!text(row.province) || !text(row.city)) return bad('no province or city');
  return {
    platformOrderId: sn,
    updatedAt,
    status: pddStatus(row.refund_status),
    productId,
    skuId: text(item.sku_id) ?? '',
    title: text(item.goods_name) ?? '',
    province: text(row.province)!,
    city: text(row.city)!,
    district: text(row.town) ?? '',
    ciphers,
  };
}

/** The order once its ciphers are in clear: which cipher holds which part of the customer. */
export const pddOrder = (row: PddRow, clear: Record<PddCipherField, string>): PlatformOrder =>
  clearOrder(row, {
    name: clear.id_card_name,
    phone: clear.receiver_phone,
    idNumber: clear.id_card_num,
    address: clear.address,
  });

/** [start, end] pieces in seconds, both ends included, each at most `maxSeconds` long. */
export function splitWindow(start: Date, end: Date, maxSeconds: number): [number, number][] {
  const pieces: [number, number][] = [];
  const last = Math.ceil(end.getTime() / 1000);
  for (let from = Math.floor(start.getTime() / 1000); from <= last;) {
    const to = Math.min(from + maxSeconds, last);
    pieces.push([from, to]);
    from = to + 1;
  }
  return pieces;
}
