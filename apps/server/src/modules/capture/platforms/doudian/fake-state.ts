import type { Customer } from '../../../../lib/personal-data';
import type { FakeApp, FakeOrderInput, FakeShop } from '../fake';
import { FakeAppBook, FakeCipher, FakeCodeBook, FaultBoard } from '../fake-kit';
import { int64 } from '../platform-json';
import { FakeTokenRules } from './fake-tokens';
import { DD_ORDER_STATUS, DD_REFUND_STATUS } from './protocol';

// What the fake Doudian keeps: shops, apps (each shop's self-use app, the service market's apps),
// the authorization page's codes, tokens, products, orders and the faults switched on. Ids are
// kept as text; the answers write the platform's int64 ids as bare JSON numbers, as it does. The
// protocol (signatures, envelopes, calls) is in fake-api.ts; the page in fake-authorize.ts.

export interface FakeProduct {
  shopId: string;
  productId: string;
  name: string;
  /** When it was made (Unix seconds): what listV2's start_time / end_time filter. */
  createTime: number;
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

/**
 * An id as the platform writes an int64: a bare number. An id that is not digits (the engine's
 * tests use some) stays a string: the platform has none such, and a number cannot hold it.
 */
export const wireId = (id: string): bigint | string => (/^\d+$/.test(id) ? int64(id) : id);

export function createFakeState(now: () => Date) {
  const shops = new Map<string, FakeShop>();
  const apps = new FakeAppBook();
  /** The market apps by the service-market id their authorization page is asked with. */
  const services = new Map<string, string>();
  const products = new Map<string, FakeProduct>();
  const orders = new Map<string, FakeOrder>();
  // The rows carry only cipher text (the shared fake cipher, bound to the order id), which
  // order.batchDecrypt alone opens, and only for its order.
  const cipher = new FakeCipher();
  let orderSeq = 0;
  const seconds = (d: Date = now()) => Math.floor(d.getTime() / 1000);
  const nowMs = () => now().getTime();

  /** Framed by a mark as the platform's are (~ names, $ phones, # the rest); the client never reads it. */
  const encrypt = (orderId: string, clear: string, mark: string) =>
    `${mark}${cipher.seal(clear, orderId)}${mark}`;
  const decrypt = (orderId: string, text: string) => cipher.open(text.slice(1, -1), orderId);

  const productName = (shopId: string, productId: string) =>
    products.get(`${shopId}/${productId}`)?.name ?? `商品${productId}`;

  /** An order as `order.searchList` answers it (ShopOrderListItem; cipher texts fresh each time). */
  function toWire(o: FakeOrder) {
    const c = o.customer;
    return {
      order_id: o.orderId,
      shop_id: wireId(o.shopId),
      order_status: o.status,
      create_time: o.createTime,
      update_time: o.updateTime,
      pay_amount: o.payAmount,
      pay_time: o.createTime,
      encrypt_post_receiver: encrypt(o.orderId, c.name, '~'),
      encrypt_post_tel: encrypt(o.orderId, c.phone, '$'),
      post_addr: {
        province: { name: c.province, id: '' },
        city: { name: c.city, id: '' },
        town: { name: c.district, id: '' },
        encrypt_detail: encrypt(o.orderId, c.address, '#'),
      },
      user_id_info: {
        encrypt_id_card_name: encrypt(o.orderId, c.name, '~'),
        encrypt_id_card_no: encrypt(o.orderId, c.idNumber, '#'),
      },
      sku_order_list: [
        {
          order_id: o.orderId,
          parent_order_id: o.orderId,
          product_id: wireId(o.productId),
          sku_id: wireId(o.skuId),
          product_name: productName(o.shopId, o.productId),
          // int64 both: 0 for "not a live sale"; the video id is a string.
          author_id: o.authorId ? wireId(o.authorId) : 0,
          room_id: o.roomId ? wireId(o.roomId) : 0,
          video_id: o.videoId,
          after_sale_info: { after_sale_status: 0, refund_status: o.refundStatus },
        },
      ],
    };
  }

  return {
    shops,
    apps,
    services,
    products,
    orders,
    seconds,
    nowMs,
    codes: new FakeCodeBook(now),
    tokens: new FakeTokenRules(nowMs),
    faults: new FaultBoard(),
    /** The calls the fake saw, by method. */
    calls: [] as string[],
    /** The last page answered to each shop: what the `repeat_rows` fault answers again. */
    lastPages: new Map<string, ReturnType<typeof toWire>[]>(),
    decrypt,
    toWire,

    /** A shop and its self-use app (a shop's own app may call for it). */
    addShop(shop: FakeShop) {
      shops.set(shop.shopId, { ...shop });
      if (shop.appKey) apps.add({ appKey: shop.appKey, secret: shop.secret });
    },
    /** A service-market app (or a callback for an app already known). */
    addApp(app: FakeApp) {
      apps.add(app);
      if (app.serviceId) services.set(app.serviceId, app.appKey);
    },
    addProduct(shopId: string, p: { productId: string; skuId?: string; title: string }) {
      const k = `${shopId}/${p.productId}`;
      const product = products.get(k) ?? {
        shopId,
        productId: p.productId,
        name: p.title,
        createTime: seconds(),
        skus: [],
      };
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
  };
}

export type FakeState = ReturnType<typeof createFakeState>;
