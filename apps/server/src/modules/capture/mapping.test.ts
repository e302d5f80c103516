import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A shop's products as the platform lists them, their mapping to goods, and Doudian's live rooms:
// against the Pinduoduo and Doudian fakes over loopback HTTP.
import { eq } from 'drizzle-orm';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, type Merchant, signIn } from '../../test/factories';
import { makeGoods } from '../goods/test-support';
import { testCustomer } from '../orders/test-support';
import { authorizeShop } from './test-support';
import { orders } from '../orders/tables';
import type { FakePlatform } from './platforms/fake';
import { startDoudianFake } from './platforms/doudian';
import { startPddFake } from './platforms/pdd';
import { syncShop } from './sync';
import { captureOrders, captureShops } from './tables';

let pdd: FakePlatform;
let doudian: FakePlatform;
let t: TestApp;
let m: Merchant;
let token: string;
let otherToken: string;
let goodsId: number;

beforeAll(async () => {
  [pdd, doudian] = await Promise.all([startPddFake(), startDoudianFake()]);
  t = await createTestApp({
    CAPTURE_PDD_URL: pdd.url,
    CAPTURE_DOUDIAN_URL: doudian.url,
    CAPTURE_ATTEMPTS: '1',
    CAPTURE_BACKOFF_MS: '5',
  });
  m = await makeMerchant(t.ctx);
  token = await signIn(t.ctx, m.id);
  otherToken = await signIn(t.ctx, (await makeMerchant(t.ctx)).id);
  goodsId = (await makeGoods(t.ctx, m.partnerId)).id;
});
afterAll(async () => {
  await t.close();
  await Promise.all([pdd.close(), doudian.close()]);
});

let serial = 0;
const newShop = (platform: 'pdd' | 'doudian', secret = 'the-secret-1') => {
  serial += 1;
  return { platform, name: `Shop ${serial}`, shop_id: `${9000 + serial}`, app_key: `key-${serial}`, secret };
};

describe('platform products', () => {
  it('lists the platform products and maps only to goods the merchant may order', async () => {
    const body = newShop('pdd', 'p-secret');
    pdd.addShop({ shopId: body.shop_id, appKey: body.app_key, secret: 'p-secret' });
    pdd.addProduct(body.shop_id, { productId: 'G1', title: 'Card 19' });
    const { data } = await t.call(ENDPOINTS.captureShopSave, body, { token });
    await authorizeShop(t.ctx, pdd, data.shop.id);
    const products = await t.call(ENDPOINTS.captureProducts, { shop: data.shop.id }, { token });
    expect(products.data.from_platform).toBe(true);
    expect(products.data.list.map((p) => p.product_id)).toContain('G1');
    const foreign = (await makeGoods(t.ctx, m.partnerId + 1000)).id;
    const refused = await t.call(
      ENDPOINTS.captureMappingSave,
      { shop: data.shop.id, items: [{ product_id: 'G1', goods_id: foreign }] },
      { token },
    );
    expect(refused.code).toBe(Code.goodsUnavailable);
    await t.call(
      ENDPOINTS.captureMappingSave,
      { shop: data.shop.id, items: [{ product_id: 'G1', goods_id: goodsId }] },
      { token },
    );
    const again = await t.call(ENDPOINTS.captureProducts, { shop: data.shop.id }, { token });
    expect(again.data.list.find((p) => p.product_id === 'G1')).toMatchObject({ goods_id: goodsId });
  });
});

describe('product mapping', () => {
  it("maps a SKU over its product's mapping", async () => {
    const body = newShop('pdd', 'sku-secret');
    pdd.addShop({ shopId: body.shop_id, appKey: body.app_key, secret: 'sku-secret' });
    const { data } = await t.call(ENDPOINTS.captureShopSave, body, { token });
    await authorizeShop(t.ctx, pdd, data.shop.id);
    const skuGoods = (await makeGoods(t.ctx, m.partnerId)).id;
    const items = [
      { product_id: 'G9', goods_id: goodsId },
      { product_id: 'G9', sku_id: 'S2', goods_id: skuGoods },
    ];
    expect((await t.call(ENDPOINTS.captureMappingSave, { shop: data.shop.id, items }, { token })).code).toBe(
      Code.ok,
    );
    const [bySku, byProduct] = pdd.addOrders([
      { shopId: body.shop_id, productId: 'G9', skuId: 'S2', customer: testCustomer() },
      { shopId: body.shop_id, productId: 'G9', skuId: 'S1', customer: testCustomer() },
    ]);
    await t.ctx.db.update(captureShops).set({ syncState: 'queued' }).where(eq(captureShops.id, data.shop.id));
    await syncShop(t.ctx, data.shop.id, { info() {}, warn() {}, error() {} });
    const goodsOf = async (id: string) => {
      const [row] = await t.ctx.db.select().from(captureOrders).where(eq(captureOrders.platformOrderId, id));
      return (await t.ctx.db.select().from(orders).where(eq(orders.id, row!.orderId!)))[0]!.goodsId;
    };
    expect(await goodsOf(bySku!)).toBe(skuGoods);
    expect(await goodsOf(byProduct!)).toBe(goodsId);
  });
});

describe('Doudian live rooms', () => {
  it('turn a live sale into an order on the room goods, whatever the product mapping says', async () => {
    const body = newShop('doudian', 'd-secret');
    doudian.addShop({ shopId: body.shop_id, appKey: body.app_key, secret: 'd-secret' });
    doudian.addProduct(body.shop_id, { productId: '3001', skuId: '1', title: 'Card' });
    const { data } = await t.call(ENDPOINTS.captureShopSave, body, { token });
    const shopRowId = data.shop.id;
    const roomGoods = (await makeGoods(t.ctx, m.partnerId)).id;
    await t.call(
      ENDPOINTS.captureMappingSave,
      { shop: shopRowId, items: [{ product_id: '3001', goods_id: goodsId }] },
      { token },
    );

    const pddShop = await t.call(ENDPOINTS.captureShopSave, newShop('pdd'), { token });
    const wrong = await t.call(
      ENDPOINTS.captureLiveRoomSave,
      { shop: pddShop.data.shop.id, room_id: '123', goods_id: roomGoods },
      { token },
    );
    expect(wrong.code).toBe(Code.notDoudianShop);
    const room = await t.call(
      ENDPOINTS.captureLiveRoomSave,
      {
        shop: shopRowId,
        room_id: '7100200300',
        author_id: '880',
        anchor_name: 'Anchor',
        goods_id: roomGoods,
      },
      { token },
    );
    expect(room.data.room).toMatchObject({ room_id: '7100200300', goods_id: roomGoods, enabled: true });
    const again = await t.call(
      ENDPOINTS.captureLiveRoomSave,
      { shop: shopRowId, room_id: '7100200300', goods_id: roomGoods },
      { token },
    );
    expect(again).toMatchObject({ code: Code.liveRoomDuplicate, msg: '该直播间已在此店铺配置过' });
    const other = await t.call(
      ENDPOINTS.captureLiveRoomDelete,
      { id: room.data.room.id },
      { token: otherToken },
    );
    expect(other.code).toBe(Code.notFound);

    const [live, plain] = doudian.addOrders([
      {
        shopId: body.shop_id,
        productId: '3001',
        skuId: '1',
        customer: testCustomer(),
        roomId: '7100200300',
        authorId: '880',
        videoId: 'v9',
      },
      { shopId: body.shop_id, productId: '3001', skuId: '1', customer: testCustomer() },
    ]);
    await t.ctx.db.update(captureShops).set({ syncState: 'queued' }).where(eq(captureShops.id, shopRowId));
    await syncShop(t.ctx, shopRowId, { info() {}, warn() {}, error() {} });
    const goodsOf = async (platformOrderId: string) => {
      const [row] = await t.ctx.db
        .select()
        .from(captureOrders)
        .where(eq(captureOrders.platformOrderId, platformOrderId));
      const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, row!.orderId!));
      return { row: row!, goodsId: order!.goodsId, source: order!.source };
    };
    const a = await goodsOf(live!);
    expect(a).toMatchObject({
      goodsId: roomGoods,
      source: 'doudian',
      row: { roomId: '7100200300', authorId: '880', videoId: 'v9' },
    });
    expect((await goodsOf(plain!)).goodsId).toBe(goodsId);

    const log = await t.call(ENDPOINTS.captureLog, { platform: 'doudian', keyword: live! }, { token });
    expect(log.data.list).toMatchObject([{ room_id: '7100200300', state: 'captured' }]);
    const rooms = await t.call(ENDPOINTS.captureLiveRooms, { shop: shopRowId }, { token });
    expect(rooms.data.list).toMatchObject([{ orders_captured: 1 }]);
    expect((await t.call(ENDPOINTS.captureLiveRoomDelete, { id: room.data.room.id }, { token })).code).toBe(
      Code.ok,
    );
  });
});
