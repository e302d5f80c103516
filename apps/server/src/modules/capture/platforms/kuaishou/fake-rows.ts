import { maskName, maskPhone } from '../../../../lib/personal-data';
import type { FakeCipher, FakeOrderRecord, FakeProduct } from '../fake-kit';
import { int64 } from '../platform-json';
import { KS_REFUNDED, KS_STATUS } from './protocol';

// How the Kuaishou fake writes its items and orders: the classes of the platform's documentation
// (OrderList: orderBaseInfo, orderItemInfo, orderAddress, orderRefundList; ShelfItemInfo with its
// skuList; the seller's info), their names, nesting and number types. 64-bit ids are bare JSON
// numbers (`int64`); the fake keeps them as text in its books.

/** Order ids of 19 digits, past 2^53 like 64-bit ids can be: the wire writes them as bare numbers. */
export const ksOrderId = (at: Date, seq: number) =>
  `${at.getTime()}${String(seq % 1_000_000).padStart(6, '0')}`;

/** An id of the fake's books as the platform writes it: a number when it is one. */
export const idOnWire = (id: string): bigint | string => (/^\d{1,19}$/.test(id) ? int64(id) : id);

/** The customer's fields the fake seals: the consignee's mobile and address, the holder's name and ID. */
export interface Sealed {
  phone: string;
  address: string;
  name: string;
  idNumber: string;
}

/** Each field sealed with the order's id as its tag: a cipher moved to another order does not open. */
export function sealOrder(cipher: FakeCipher, order: FakeOrderRecord): Sealed {
  const c = order.input.customer;
  const seal = (text: string) => cipher.seal(text, order.id);
  return { phone: seal(c.phone), address: seal(c.address), name: seal(c.name), idNumber: seal(c.idNumber) };
}

/** One row of `orderList` (open.order.cursor.list). */
export function orderRow(order: FakeOrderRecord, sealed: Sealed, item?: FakeProduct) {
  const c = order.input.customer;
  const skuId = order.input.skuId ?? '';
  const [created, updated] = [order.createdAt.getTime(), order.updatedAt.getTime()];
  return {
    orderBaseInfo: {
      oid: int64(order.id),
      // 订单取消会转为“订单失败”状态: a cancelled (refunded) order is 80, with its refund below.
      status: order.cancelled ? KS_STATUS.closed : KS_STATUS.paid,
      createTime: created,
      payTime: created,
      updateTime: updated,
      refundTime: order.cancelled ? updated : 0,
      totalFee: 2900,
      cpsType: 1,
    },
    orderItemInfo: {
      itemId: idOnWire(order.input.productId),
      skuId: skuId ? idOnWire(skuId) : 0,
      itemTitle: item?.title ?? '',
      skuDesc: item?.skus.find((s) => s.skuId === skuId)?.spec ?? '',
      num: 1,
      price: 2900,
    },
    orderRefundList: order.cancelled ? [{ refundId: int64(order.id) + 7n, refundStatus: KS_REFUNDED }] : [],
    orderAddress: {
      province: c.province,
      city: c.city,
      district: c.district,
      encryptedConsignee: sealed.name,
      desensitiseConsignee: maskName(c.name),
      encryptedMobile: sealed.phone,
      desensitiseMobile: maskPhone(c.phone),
      encryptedAddress: sealed.address,
      desensitiseAddress: '****',
    },
  };
}
export type KsFakeRow = ReturnType<typeof orderRow>;

/** The `malformed_order` fault: a row without its item (a part the client needs). */
export function breakRow(row: KsFakeRow): KsFakeRow {
  const { orderItemInfo: _gone, ...rest } = row;
  return rest as KsFakeRow;
}

/** One of `items` (open.item.list.get), with its `skuList`. */
export function itemRow(item: FakeProduct) {
  const kwaiItemId = idOnWire(item.productId);
  return {
    kwaiItemId,
    title: item.title,
    itemStatus: 1,
    shelfStatus: 1,
    skuList: item.skus.map((s) => ({
      kwaiSkuId: idOnWire(s.skuId),
      kwaiItemId,
      specification: s.spec,
      isValid: 1,
    })),
  };
}

/** Cursors are opaque on the platform; the fake's carry the offset of the next page. */
export const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
export function decodeCursor(cursor: string): number | null {
  if (cursor === '') return 0;
  const m = /^o:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return m ? Number(m[1]) : null;
}
