import { maskName, maskPhone } from '../../../../lib/personal-data';
import type { FakeCipher, FakeOrderRecord, FakeProduct } from '../fake-kit';
import { KS_CIPHERS, KS_STATUS, type KsCipherField } from './orders';

// How the Kuaishou fake writes its items and orders on the wire.

/** The fake's cipher as Kuaishou shows ciphers: between `##` marks. */
export const wrapCipher = (sealed: string) => `##${sealed}##`;
export const unwrapCipher = (text: string) => /^##([A-Za-z0-9_-]+)##$/.exec(text)?.[1] ?? null;

/** Order ids of 19 digits, past 2^53 like the platform's: the wire carries them as strings. */
export const ksOrderId = (at: Date, seq: number) =>
  `${at.getTime()}${String(seq % 1_000_000).padStart(6, '0')}`;

export type Sealed = Record<KsCipherField, string>;

export function sealOrder(cipher: FakeCipher, order: FakeOrderRecord): Sealed {
  const c = order.input.customer;
  const clear: Sealed = { name: c.name, idNumber: c.idNumber, phone: c.phone, address: c.address };
  const sealed = {} as Sealed;
  for (const field of Object.keys(KS_CIPHERS) as KsCipherField[]) {
    sealed[field] = wrapCipher(cipher.seal(clear[field], order.id));
  }
  return sealed;
}

export function orderRow(order: FakeOrderRecord, sealed: Sealed, item?: FakeProduct) {
  const c = order.input.customer;
  const skuId = order.input.skuId ?? '';
  return {
    oid: order.id,
    status: order.cancelled ? KS_STATUS.closed : KS_STATUS.paid,
    createTime: order.createdAt.getTime(),
    payTime: order.createdAt.getTime(),
    updateTime: order.updatedAt.getTime(),
    orderItemInfo: {
      itemId: order.input.productId,
      skuId,
      itemTitle: item?.title ?? '',
      skuDesc: item?.skus.find((s) => s.skuId === skuId)?.spec ?? '',
      num: 1,
    },
    orderAddress: {
      provinceName: c.province,
      cityName: c.city,
      districtName: c.district,
      encryptedConsignee: sealed.name,
      desensitiseConsignee: maskName(c.name),
      encryptedMobile: sealed.phone,
      desensitiseMobile: maskPhone(c.phone),
      encryptedAddress: sealed.address,
      desensitiseAddress: '****',
    },
    certInfo: { certType: 1, encryptedCertName: sealed.name, encryptedCertNo: sealed.idNumber },
  };
}

export type KsFakeRow = ReturnType<typeof orderRow>;

/** The `malformed_order` fault: a row without its item (a required field). */
export function breakRow(row: KsFakeRow): KsFakeRow {
  const { orderItemInfo: _gone, ...rest } = row;
  return rest as KsFakeRow;
}

export function itemRow(item: FakeProduct) {
  return {
    kwaiItemId: item.productId,
    title: item.title,
    skuInfos: item.skus.map((s) => ({ kwaiSkuId: s.skuId, specification: s.spec })),
  };
}

/** Cursors are opaque on the platform; the fake's carry the offset of the next page. */
export const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
export function decodeCursor(cursor: string): number | null {
  if (cursor === '') return 0;
  const m = /^o:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return m ? Number(m[1]) : null;
}
