import { randomBytes } from 'node:crypto';
import type { Customer } from '../../../../lib/personal-data';
import type { FakeOrderInput, FakeShop } from '../fake';
import { FakeCipher, FaultBoard } from '../fake-kit';
import { DD_ORDER_STATUS, DD_REFUND_STATUS, type DdShopOrder } from './protocol';

// What the fake Doudian keeps: shops, tokens, products, orders and the faults switched on. The
// protocol (signatures, envelopes, calls) is in fake-api.ts; the HTTP server in fake.ts.

/** The platform's lifetimes: an access token 7 days, a refresh token 14 days. */
export const ACCESS_TOKEN_SECONDS = 7 * 86_400;
export const REFRESH_TOKEN_SECONDS = 14 * 86_400;

export interface FakeToken {
  accessToken: string;
  refreshToken: string;
  shopId: string;
  appKey: string;
  /** Unix ms. */
  expiresAt: number;
  refreshExpiresAt: number;
  /** A refresh token is spent by its use (the new answer carries the next one). */
  refreshUsed: boolean;
}

export interface FakeProduct {
  shopId: string;
  productId: string;
  name: string;
  skus: { skuId: string; spec: string }[];
}

export interface FakeOrder {
  orderId: string;
  shopId: string;
  productId: string;
  skuId: string;
  roomId: string;
  authorId: string;
  videoId: string;
  customer: Customer;
  status: number;
  refundStatus: number;
  /** What the buyer paid, in fen. */
  payAmount: number;
  /** Unix seconds, as the platform has them. */
  createTime: number;
  updateTime: number;
}

export function createFakeState(now: () => Date) {
  const shops = new Map<string, FakeShop>();
  const tokens = new Map<string, FakeToken>();
  const refreshTokens = new Map<string, FakeToken>();
  const products = new Map<string, FakeProduct>();
  const orders = new Map<string, FakeOrder>();
  const faults = new FaultBoard();
  // The rows carry only cipher text (the shared fake cipher, bound to the order id), which
  // order.batchDecrypt alone opens, and only for its order.
  const cipher = new FakeCipher();
  let orderSeq = 0;
  const seconds = (d: Date = now()) => Math.floor(d.getTime() / 1000);

  /** Framed by a mark as the platform's are (~ names, $ phones, # the rest); the client never reads it. */
  const encrypt = (orderId: string, clear: string, mark: string) =>
    `${mark}${cipher.seal(clear, orderId)}${mark}`;
  const decrypt = (orderId: string, text: string) => cipher.open(text.slice(1, -1), orderId);

  const productName = (shopId: string, productId: string) =>
    products.get(`${shopId}/${productId}`)?.name ?? `商品${productId}`;

  /** An order as `order.searchList` answers it (cipher texts fresh each time, as the platform's are). */
  function toWire(o: FakeOrder): DdShopOrder {
    const c = o.customer;
    return {
      order_id: o.orderId,
      shop_id: o.shopId,
      order_status: o.status,
      create_time: o.createTime,
      update_time: o.updateTime,
      pay_amount: o.payAmount,
      pay_time: o.createTime,
      encrypt_post_receiver: encrypt(o.orderId, c.name, '~'),
      encrypt_post_tel: encrypt(o.orderId, c.phone, '$'),
      post_addr: {
        province: { name: c.province },
        city: { name: c.city },
        town: { name: c.district },
        encrypt_detail: encrypt(o.orderId, c.address, '#'),
      },
      user_id_info: {
        encrypt_id_card_name: encrypt(o.orderId, c.name, '~'),
        encrypt_id_card_no: encrypt(o.orderId, c.idNumber, '#'),
      },
      sku_order_list: [
        {
          order_id: o.orderId,
          product_id: o.productId,
          sku_id: o.skuId,
          product_name: productName(o.shopId, o.productId),
          // The platform writes 0 for "not a live sale" (numbers, where the ids are strings).
          author_id: o.authorId || 0,
          room_id: o.roomId || 0,
          video_id: o.videoId,
          after_sale_info: { after_sale_status: 0, refund_status: o.refundStatus },
        },
      ],
    };
  }

  return {
    shops,
    tokens,
    products,
    orders,
    seconds,
    nowMs: () => now().getTime(),
    /** The last page answered to each shop: what the `repeat_rows` fault answers again. */
    lastPages: new Map<string, DdShopOrder[]>(),
    decrypt,
    toWire,

    addShop(shop: FakeShop) {
      shops.set(shop.shopId, { ...shop });
    },
    /** The app behind an app key (a self-use app: one per shop, several shops may share one). */
    appSecret(appKey: string): string | null {
      for (const s of shops.values()) if (s.appKey === appKey) return s.secret;
      return null;
    },
    addProduct(shopId: string, p: { productId: string; skuId?: string; title: string }) {
      const k = `${shopId}/${p.productId}`;
      const product = products.get(k) ?? { shopId, productId: p.productId, name: p.title, skus: [] };
      products.set(k, product);
      if (!p.skuId) {
        product.name = p.title;
        return;
      }
      // A SKU titled "<product name> <spec>" keeps only its spec, as the platform stores it.
      const spec = p.title.startsWith(product.name) ? p.title.slice(product.name.length).trim() : p.title;
      product.skus = [...product.skus.filter((s) => s.skuId !== p.skuId), { skuId: p.skuId, spec }];
    },
    addOrders(inputs: FakeOrderInput[]): FakeOrder[] {
      return inputs.map((input) => {
        orderSeq += 1;
        const at = seconds(input.at ?? now());
        // 19 digits like the platform's, unique within this fake.
        const orderId = `69${String(Date.now() % 1e9).padStart(9, '0')}${String(orderSeq).padStart(8, '0')}`;
        const order: FakeOrder = {
          orderId,
          shopId: input.shopId,
          productId: input.productId,
          skuId: input.skuId ?? products.get(`${input.shopId}/${input.productId}`)?.skus[0]?.skuId ?? '1',
          roomId: input.roomId ?? '',
          authorId: input.authorId ?? '',
          videoId: input.videoId ?? '',
          customer: { ...input.customer },
          status: DD_ORDER_STATUS.paid,
          refundStatus: DD_REFUND_STATUS.none,
          payAmount: input.payAmountCents ?? 2_900,
          createTime: at,
          updateTime: at,
        };
        orders.set(orderId, order);
        return order;
      });
    },
    /** Cancelled (order_status 4) or refunded (refund_status 3, the status stays): the update time moves on. */
    endOrder(orderId: string, how: 'cancel' | 'refund', at?: Date): FakeOrder {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      if (how === 'cancel') order.status = DD_ORDER_STATUS.cancelled;
      else order.refundStatus = DD_REFUND_STATUS.refunded;
      order.updateTime = Math.max(order.updateTime + 1, seconds(at ?? now()));
      return order;
    },

    issueToken(appKey: string, shopId: string): FakeToken {
      const t = now().getTime();
      const token: FakeToken = {
        accessToken: `act.${randomBytes(16).toString('hex')}`,
        refreshToken: `rft.${randomBytes(16).toString('hex')}`,
        shopId,
        appKey,
        expiresAt: t + ACCESS_TOKEN_SECONDS * 1000,
        refreshExpiresAt: t + REFRESH_TOKEN_SECONDS * 1000,
        refreshUsed: false,
      };
      tokens.set(token.accessToken, token);
      refreshTokens.set(token.refreshToken, token);
      return token;
    },
    byRefreshToken: (refreshToken: string) => refreshTokens.get(refreshToken),

    /** The faults switched on; `expire_tokens` acts at once instead. */
    faults,
    expireTokens() {
      const t = now().getTime();
      for (const token of tokens.values()) token.expiresAt = Math.min(token.expiresAt, t);
    },
  };
}

export type FakeState = ReturnType<typeof createFakeState>;
