import type { MalformedOrder, PlatformOrder } from '../platform';
import { type CipheredOrderRow, clearOrder, str } from '../pull-kit';
import { PDD_DEAL_CANCELLED, PDD_REFUNDED } from './protocol';
import { parseBeijing } from './sign';

// An order of `pdd.order.number.list.increment.get` as the client reads it. The receiver's phone
// and street address (`receiver_address`, without province, city and district) are ciphers while
// the order awaits shipment and is not under review, and empty strings afterwards (shipped,
// refunded, under review); province, city and district (`town`) are in clear. The SIM card's
// real-name holder (ID card name and number) is not in the row: it comes from
// `pdd.order.virtual.information.get`, as ciphers too. Every cipher is opened by the batch decrypt
// call with the order number as its tag.

/** The receiver's fields the client needs, as the increment call names them. */
export const PDD_RECEIVER_FIELDS = ['receiver_phone', 'receiver_address'] as const;
/** The holder's fields of `pdd.order.virtual.information.get`. */
export const PDD_HOLDER_FIELDS = ['id_card_name', 'id_card_num'] as const;
export type PddCipherField = (typeof PDD_RECEIVER_FIELDS)[number] | (typeof PDD_HOLDER_FIELDS)[number];

/** An order's plain fields and its receiver's ciphers ('' where the platform hides them). */
export interface PddRow extends CipheredOrderRow<(typeof PDD_RECEIVER_FIELDS)[number]> {
  /** The receiver's fields the platform answered empty (hidden once shipped, refunded, under review). */
  hidden: string[];
}

/**
 * Refunded (`refund_status` 4, 退款成功) or a cancelled deal (`confirm_status` 2, 已取消) →
 * cancelled. Everything else is active: awaiting shipment, shipped or received, with no
 * after-sale, one closed, one in progress or a refund not paid yet (it may still be refused; when
 * it is paid the order's `updated_at` moves and a later pull sees 4).
 */
export const pddStatus = (refundStatus: unknown, confirmStatus: unknown): PlatformOrder['status'] =>
  Number(refundStatus) === PDD_REFUNDED || Number(confirmStatus) === PDD_DEAL_CANCELLED
    ? 'cancelled'
    : 'active';

const text = (v: unknown): string | null => {
  const s = str(v);
  return s === '' ? null : s;
};

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
  const status = pddStatus(row.refund_status, row.confirm_status);
  const ciphers = {} as PddRow['ciphers'];
  const hidden: string[] = [];
  for (const field of PDD_RECEIVER_FIELDS) {
    ciphers[field] = text(row[field]) ?? '';
    if (!ciphers[field]) hidden.push(field);
  }
  const [province, city] = [text(row.province) ?? '', text(row.city) ?? ''];
  if (status === 'active' && (!province || !city)) return bad('no province or city');
  return {
    platformOrderId: sn,
    updatedAt,
    status,
    productId,
    skuId: text(item.sku_id) ?? '',
    title: text(item.goods_name) ?? '',
    province,
    city,
    district: text(row.town) ?? '',
    ciphers,
    hidden,
  };
}

/**
 * Why an active row's customer cannot be had, or null: its receiver hidden by the platform (once
 * shipped, refunded or under review). The reason names the statuses, so the log says which.
 */
export function hiddenReceiver(row: PddRow, raw: unknown): string | null {
  if (!row.hidden.length) return null;
  const r = raw as Record<string, unknown>;
  const statuses = `order_status ${str(r.order_status) || '?'}, risk_control_status ${str(r.risk_control_status) || '?'}`;
  return `${row.hidden.join(' and ')} empty: the platform hides the receiver (${statuses})`;
}

/** A cancellation or refund: no customer needed (the platform hides it by then anyway). */
export const cancelledOrder = (row: PddRow): PlatformOrder =>
  clearOrder(row, { name: '', phone: '', idNumber: '', address: '' });

/** The order once its ciphers are in clear: which cipher holds which part of the customer. */
export const pddOrder = (
  row: CipheredOrderRow<PddCipherField>,
  clear: Record<PddCipherField, string>,
): PlatformOrder =>
  clearOrder(row, {
    name: clear.id_card_name,
    phone: clear.receiver_phone,
    idNumber: clear.id_card_num,
    address: clear.receiver_address,
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
