import { maskName, maskPhone } from '../../../../lib/personal-data';
import type { FakeCipher, FakeOrderRecord, FakeProduct, FakeToken } from '../fake-kit';
import { int64 } from '../platform-json';
import { PDD_AWAITING_SHIPMENT, PDD_REFUNDED } from './protocol';
import { formatBeijing } from './sign';

// How the PDD fake writes its goods, orders, holders and tokens on the wire: the field names,
// nesting and number types of the POP SDK's response classes (decision 037). Ids the SDK types as
// Long are bare JSON numbers, written losslessly.

/** The fields the fake seals per order: the receiver's (increment call) and the holder's (virtual information). */
export type PddSealed = Record<
  'receiver_name' | 'receiver_phone' | 'receiver_address' | 'id_card_name' | 'id_card_num',
  string
>;

/** The fake's cipher as PDD shows ciphers: `~<base64url>~1~` (the platform's own start with `~` too). */
export const wrapCipher = (sealed: string) => `~${sealed}~1~`;
export const unwrapCipher = (text: string) => /^~([A-Za-z0-9_-]+)~\d~$/.exec(text)?.[1] ?? null;

/**
 * A Long id as the platform writes it: a bare number. A test's made-up id that is no number at
 * all ('P1') cannot be one and goes as the text it is.
 */
export const longId = (id: string): bigint | string => (/^\d{1,19}$/.test(id) ? int64(id) : id);

/** Order numbers as PDD writes them: `yymmdd-` and fifteen digits. */
export function pddOrderSn(at: Date, seq: number): string {
  const day = formatBeijing(at).slice(2, 10).replace(/-/g, '');
  return `${day}-${String(seq * 7919 + 100_000_000_000_000).slice(-15)}`;
}

/** Each order's ciphers are made once (a value keeps its cipher, as on the platform). */
export function sealOrder(cipher: FakeCipher, order: FakeOrderRecord): PddSealed {
  const c = order.input.customer;
  const seal = (text: string) => wrapCipher(cipher.seal(text, order.id));
  return {
    receiver_name: seal(c.name),
    receiver_phone: seal(c.phone),
    receiver_address: seal(c.address),
    id_card_name: seal(c.name),
    id_card_num: seal(c.idNumber),
  };
}

/**
 * One row of `order_sn_list` (increment call). The receiver's fields are ciphers while the order
 * awaits shipment, and empty strings once it is refunded, as the platform hides them.
 */
export function orderRow(order: FakeOrderRecord, sealed: PddSealed, goods?: FakeProduct) {
  const c = order.input.customer;
  const skuId = order.input.skuId ?? '';
  const shown = !order.cancelled;
  const price = (order.input.payAmountCents ?? 2900) / 100;
  return {
    order_sn: order.id,
    order_status: PDD_AWAITING_SHIPMENT,
    refund_status: order.cancelled ? PDD_REFUNDED : 1,
    after_sales_status: order.cancelled ? 10 : 0,
    confirm_status: 1,
    risk_control_status: 0,
    trade_type: 0,
    is_lucky_flag: 1,
    created_time: formatBeijing(order.createdAt),
    confirm_time: formatBeijing(order.createdAt),
    pay_time: formatBeijing(order.createdAt),
    updated_at: formatBeijing(order.updatedAt),
    country: '中国',
    province: c.province,
    city: c.city,
    town: c.district,
    receiver_name: shown ? sealed.receiver_name : '',
    receiver_name_mask: shown ? maskName(c.name) : '',
    receiver_phone: shown ? sealed.receiver_phone : '',
    receiver_phone_mask: shown ? maskPhone(c.phone) : '',
    receiver_address: shown ? sealed.receiver_address : '',
    receiver_address_mask: shown ? `${c.district}****` : '',
    goods_amount: price,
    pay_amount: price,
    discount_amount: 0,
    postage: 0,
    item_list: [
      {
        goods_id: longId(order.input.productId),
        ...(skuId ? { sku_id: longId(skuId) } : {}),
        goods_name: goods?.title ?? '',
        goods_spec: goods?.skus.find((s) => s.skuId === skuId)?.spec ?? '',
        goods_count: 1,
        goods_price: price,
        outer_id: '',
        outer_goods_id: '',
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

/** `order_virtual_information_response`: the SIM card's holder, in ciphers. */
export const virtualInfoRow = (order: FakeOrderRecord, sealed: PddSealed) => ({
  order_sn: order.id,
  id_card_name: sealed.id_card_name,
  id_card_num: sealed.id_card_num,
  contact_phone: sealed.receiver_phone,
  phone_number_chosen_by_user: '',
});

/** One of `goods_list`, with its `sku_list`. */
export const goodsRow = (g: FakeProduct) => ({
  goods_id: longId(g.productId),
  goods_name: g.title,
  is_onsale: 1,
  is_more_sku: g.skus.length > 1 ? 1 : 0,
  sku_list: g.skus.map((s) => ({
    sku_id: longId(s.skuId),
    spec: s.spec,
    is_sku_onsale: 1,
    outer_id: '',
    outer_goods_id: '',
  })),
});

const REFRESH_TTL_SECONDS = 30 * 86_400;

/** `pop_auth_token_create_response` / `pop_auth_token_refresh_response`. */
export function tokenBody(t: FakeToken, now: Date, ownerName: string, scope: string[]) {
  const expiresIn = Math.max(0, Math.round((t.expiresAt.getTime() - now.getTime()) / 1000));
  const at = (seconds: number) => Math.floor(now.getTime() / 1000) + seconds;
  return {
    access_token: t.accessToken,
    expires_in: expiresIn,
    expires_at: at(expiresIn),
    refresh_token: t.refreshToken,
    refresh_token_expires_in: REFRESH_TTL_SECONDS,
    refresh_token_expires_at: at(REFRESH_TTL_SECONDS),
    owner_id: t.shopId,
    owner_name: ownerName,
    scope,
    r1_expires_at: at(expiresIn),
    r1_expires_in: expiresIn,
    r2_expires_at: at(expiresIn),
    r2_expires_in: expiresIn,
    w1_expires_at: at(expiresIn),
    w1_expires_in: expiresIn,
    w2_expires_at: at(expiresIn),
    w2_expires_in: expiresIn,
  };
}
