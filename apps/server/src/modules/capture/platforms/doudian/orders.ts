import type { Customer } from '../../../../lib/personal-data';
import type { MalformedOrder, OrderPage, OrderPayment, PlatformOrder, PullWindow } from '../platform';
import type { RefundState } from '@console/contract';
import {
  DD_LIMITS,
  DD_ORDER_STATUS,
  DD_REFUND_STATUS,
  type DdCipherInfo,
  type DdDecryptAnswer,
  type DdDecryptInfo,
  type DdOrderSearchAnswer,
  type DdShopOrder,
} from './protocol';

// Orders: `order.searchList` walked by update time, each page's personal data decrypted through
// `order.batchDecrypt`, each row either a PlatformOrder or a MalformedOrder with the reason.

/** A call of the shop's API with its token (refreshed by the caller when the platform wants). */
export type ShopCall = <T>(method: string, params: Record<string, unknown>) => Promise<T>;

/**
 * Walks the window. Pages are asked by update time with a moving start (keyset), not by page
 * number alone: an order updated during the pull (a cancellation) leaves its place and moves to
 * the end, which would shift every later row back by one and make a page-numbered walk skip a
 * row. Here the next page starts at the latest update time seen (inclusive, seconds), and the page
 * number only grows while a whole page shares that one second. Rows seen again (the overlap, or
 * the platform repeating rows) are dropped by order id and update time, so a later version of
 * the same order (its cancellation) still comes through.
 */
export async function pullOrderPages(
  call: ShopCall,
  window: PullWindow,
  onPage: (page: OrderPage) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const end = Math.floor(window.end.getTime() / 1000);
  let cursor = Math.floor(window.start.getTime() / 1000);
  let page = 0;
  // Keys of the rows passed on, with their update time.
  const seen = new Map<string, number>();
  for (;;) {
    signal?.throwIfAborted();
    const answer = await call<DdOrderSearchAnswer>('order.searchList', {
      update_time_start: cursor,
      update_time_end: end,
      page,
      size: DD_LIMITS.orderPage,
      order_by: 'update_time',
      order_asc: true,
    });
    const rows = Array.isArray(answer?.shop_order_list) ? answer.shop_order_list : [];
    const fresh = rows.filter((row) => {
      // Created but not paid: nothing to capture yet (it comes again, updated, once paid).
      if (row?.order_status === DD_ORDER_STATUS.unpaid) return false;
      const key = `${String(row?.order_id ?? '')}@${String(row?.update_time ?? '')}`;
      if (seen.has(key)) return false;
      seen.set(key, Number(row?.update_time) || 0);
      return true;
    });
    if (fresh.length) await onPage(await readOrders(call, fresh));
    if (rows.length < DD_LIMITS.orderPage) return;
    const latest = Math.max(...rows.map((r) => (typeof r?.update_time === 'number' ? r.update_time : 0)));
    if (latest > cursor) {
      // Rows older than the page just read cannot come again (a platform repeats rows of the
      // page before at most): what a pull holds stays two pages, however long the window.
      for (const [key, at] of seen) if (at < cursor) seen.delete(key);
      cursor = latest;
      page = 0;
    } else {
      page += 1;
    }
  }
}

/** The personal data of an order, by field: the cipher texts that batchDecrypt opens. */
interface Ciphers {
  name: string;
  phone: string;
  idNumber: string;
  address: string;
}

type Checked = { row: DdShopOrder; ciphers: Ciphers } | { malformed: MalformedOrder };

/** One page of rows: checked, decrypted in batches of the platform's limit, then read. */
export async function readOrders(call: ShopCall, rows: DdShopOrder[]): Promise<OrderPage> {
  const checked = rows.map(check);
  const infos: DdCipherInfo[] = [];
  for (const c of checked) {
    if ('malformed' in c) continue;
    for (const cipher of Object.values(c.ciphers) as string[])
      infos.push({ auth_id: c.row.order_id, cipher_text: cipher });
  }
  const clear = new Map<string, DdDecryptInfo>();
  for (let i = 0; i < infos.length; i += DD_LIMITS.decryptBatch) {
    const batch = infos.slice(i, i + DD_LIMITS.decryptBatch);
    const answer = await call<DdDecryptAnswer | null>('order.batchDecrypt', { cipher_infos: batch });
    const items = Array.isArray(answer?.decrypt_infos) ? answer.decrypt_infos : [];
    for (const info of items) clear.set(`${String(info?.auth_id)}\n${String(info?.cipher_text)}`, info);
  }
  const page: OrderPage = { orders: [], malformed: [] };
  for (const c of checked) {
    if ('malformed' in c) page.malformed.push(c.malformed);
    else {
      const read = toOrder(c.row, c.ciphers, clear);
      if ('reason' in read) page.malformed.push(read);
      else page.orders.push(read);
    }
  }
  return page;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
/** An id the platform may send as a string or a number; '0' (no room, no anchor) reads as none. */
const id = (v: unknown): string => {
  const s = typeof v === 'number' || typeof v === 'string' ? String(v) : '';
  return s === '0' ? '' : s;
};

/** The required fields of a row, or the first one missing. */
export function check(row: DdShopOrder): Checked {
  const orderId = typeof row?.order_id === 'string' ? row.order_id : id(row?.order_id);
  const updatedAt = typeof row?.update_time === 'number' ? new Date(row.update_time * 1000) : null;
  const aside = (reason: string): Checked => ({ malformed: { platformOrderId: orderId, updatedAt, reason } });
  if (!orderId) return aside('missing order_id');
  if (!updatedAt) return aside('missing update_time');
  if (typeof row.order_status !== 'number') return aside('missing order_status');
  const skus = Array.isArray(row.sku_order_list) ? row.sku_order_list : [];
  if (skus.length === 0) return aside('missing sku_order_list');
  // One card per order: a basket of several SKUs cannot be one console order; a person decides.
  if (skus.length > 1) return aside(`${skus.length} SKUs in one order`);
  const sku = skus[0]!;
  if (!id(sku.product_id)) return aside('missing sku_order_list[0].product_id');
  if (!id(sku.sku_id)) return aside('missing sku_order_list[0].sku_id');
  const ciphers: Ciphers = {
    name: text(row.user_id_info?.encrypt_id_card_name),
    idNumber: text(row.user_id_info?.encrypt_id_card_no),
    phone: text(row.encrypt_post_tel),
    address: text(row.post_addr?.encrypt_detail),
  };
  const fields: [keyof Ciphers, string][] = [
    ['name', 'user_id_info.encrypt_id_card_name'],
    ['idNumber', 'user_id_info.encrypt_id_card_no'],
    ['phone', 'encrypt_post_tel'],
    ['address', 'post_addr.encrypt_detail'],
  ];
  for (const [key, field] of fields) if (!ciphers[key]) return aside(`missing ${field}`);
  if (!text(row.post_addr?.province?.name)) return aside('missing post_addr.province');
  if (!text(row.post_addr?.city?.name)) return aside('missing post_addr.city');
  return { row, ciphers };
}

/**
 * `cancelled` when the order is cancelled (order_status 4) or its SKU refunded (refund_status 3);
 * `active` for a paid order at any later stage (2 awaiting shipment, 101/3 shipped, 5 done).
 */
export function orderStatus(row: DdShopOrder): PlatformOrder['status'] {
  if (row.order_status === DD_ORDER_STATUS.cancelled) return 'cancelled';
  const refunded = row.sku_order_list.some(
    (s) => s.after_sale_info?.refund_status === DD_REFUND_STATUS.refunded,
  );
  return refunded ? 'cancelled' : 'active';
}

function toOrder(
  row: DdShopOrder,
  ciphers: Ciphers,
  clear: Map<string, DdDecryptInfo>,
): PlatformOrder | MalformedOrder {
  const updatedAt = new Date(row.update_time * 1000);
  const status = orderStatus(row);
  const opened: Partial<Record<keyof Ciphers, string>> = {};
  for (const [key, cipher] of Object.entries(ciphers) as [keyof Ciphers, string][]) {
    const info = clear.get(`${row.order_id}\n${cipher}`);
    if (info && info.err_no === 0 && typeof info.decrypt_text === 'string') opened[key] = info.decrypt_text;
    // A cancelled order may no longer be decrypted (the platform closes old orders' data); its
    // cancellation matters more than its customer, so it comes through with the fields blank.
    else if (status === 'active') {
      const why = info ? `err_no ${info.err_no}` : 'no answer';
      return { platformOrderId: row.order_id, updatedAt, reason: `decryption of ${key} refused (${why})` };
    }
  }
  const addr = row.post_addr;
  const customer: Customer = {
    name: opened.name ?? '',
    phone: opened.phone ?? '',
    idNumber: (opened.idNumber ?? '').toUpperCase(),
    province: addr.province.name,
    city: addr.city.name,
    district: text(addr.town?.name),
    // The street (街道) is below the district: it belongs to the street address.
    address: `${text(addr.street?.name)}${opened.address ?? ''}`,
  };
  return { ...orderFields(row), customer };
}

/**
 * What a checked row says of its order besides the customer: its ids as text (every digit of the
 * int64 ones: product, SKU, room, anchor), its times, its status and its payment.
 */
export function orderFields(row: DdShopOrder): Omit<PlatformOrder, 'customer'> {
  const sku = row.sku_order_list[0]!;
  return {
    platformOrderId: row.order_id,
    status: orderStatus(row),
    updatedAt: new Date(row.update_time * 1000),
    productId: id(sku.product_id),
    skuId: id(sku.sku_id),
    title: text(sku.product_name),
    roomId: id(sku.room_id),
    authorId: id(sku.author_id),
    videoId: id(sku.video_id),
    placedAt: new Date(row.create_time * 1000),
    ...(typeof row.pay_amount === 'number' ? { payment: paymentOf(row) } : {}),
  };
}

const REFUND_OF: Record<number, RefundState> = {
  [DD_REFUND_STATUS.pending]: 'refunding',
  [DD_REFUND_STATUS.refunding]: 'refunding',
  [DD_REFUND_STATUS.refunded]: 'refunded',
  [DD_REFUND_STATUS.failed]: 'failed',
};

function paymentOf(row: DdShopOrder): OrderPayment {
  const refund = row.sku_order_list[0]?.after_sale_info?.refund_status ?? DD_REFUND_STATUS.none;
  return {
    // A broken amount stays broken (NaN): the order checks put the order aside for it.
    amountCents: Math.round(row.pay_amount!),
    paidAt: row.pay_time ? new Date(row.pay_time * 1000) : null,
    refund: REFUND_OF[refund] ?? 'none',
  };
}
