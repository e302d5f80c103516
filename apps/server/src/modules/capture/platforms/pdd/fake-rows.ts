import { maskName, maskPhone } from '../../../../lib/personal-data';
import type { FakeCipher, FakeOrderRecord, FakeProduct } from '../fake-kit';
import { PDD_CIPHER_FIELDS, PDD_REFUNDED, type PddCipherField } from './orders';
import { formatBeijing } from './sign';

// How the PDD fake writes its goods and orders on the wire.

/** The fake's cipher as PDD shows ciphers: `~<base64url>~1~` (the platform's own start with `~` too). */
export const wrapCipher = (sealed: string) => `~${sealed}~1~`;
export const unwrapCipher = (text: string) => /^~([A-Za-z0-9_-]+)~\d~$/.exec(text)?.[1] ?? null;

/** Order numbers as PDD writes them: `yymmdd-` and fifteen digits. */
export function pddOrderSn(at: Date, seq: number): string {
  const day = formatBeijing(at).slice(2, 10).replace(/-/g, '');
  return `${day}-${String(seq * 7919 + 100_000_000_000_000).slice(-15)}`;
}

/** Each order's ciphers are made once (a value keeps its cipher, as on the platform). */
export function sealOrder(cipher: FakeCipher, order: FakeOrderRecord): Record<PddCipherField, string> {
  const c = order.input.customer;
  const clear: Record<PddCipherField, string> = {
    id_card_name: c.name,
    id_card_num: c.idNumber,
    receiver_phone: c.phone,
    address: c.address,
  };
  const sealed = {} as Record<PddCipherField, string>;
  for (const field of PDD_CIPHER_FIELDS) sealed[field] = wrapCipher(cipher.seal(clear[field], order.id));
  return sealed;
}

export function orderRow(
  order: FakeOrderRecord,
  sealed: Record<PddCipherField, string>,
  goods?: FakeProduct,
) {
  const c = order.input.customer;
  const skuId = order.input.skuId ?? '';
  return {
    order_sn: order.id,
    order_status: 1,
    refund_status: order.cancelled ? PDD_REFUNDED : 1,
    confirm_status: 1,
    created_time: formatBeijing(order.createdAt),
    updated_at: formatBeijing(order.updatedAt),
    province: c.province,
    city: c.city,
    town: c.district,
    receiver_name: sealed.id_card_name,
    receiver_name_mask: maskName(c.name),
    receiver_phone: sealed.receiver_phone,
    receiver_phone_mask: maskPhone(c.phone),
    address: sealed.address,
    address_mask: `${c.province}${c.city}${c.district}****`,
    id_card_name: sealed.id_card_name,
    id_card_num: sealed.id_card_num,
    item_list: [
      {
        goods_id: order.input.productId,
        sku_id: skuId,
        goods_name: goods?.title ?? '',
        goods_spec: goods?.skus.find((s) => s.skuId === skuId)?.spec ?? '',
        goods_count: 1,
      },
    ],
  };
}

export type PddFakeRow = ReturnType<typeof orderRow>;

/** The `malformed_order` fault: a row without its item (a required field). */
export function breakRow(row: PddFakeRow): PddFakeRow {
  const { item_list: _gone, ...rest } = row;
  return rest as PddFakeRow;
}

export function goodsRow(g: FakeProduct) {
  return {
    goods_id: g.productId,
    goods_name: g.title,
    is_onsale: 1,
    sku_list: g.skus.map((s) => ({ sku_id: s.skuId, spec: s.spec, is_sku_onsale: 1 })),
  };
}
