import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ApiPath, Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn, type Merchant } from '../../test/factories';
import { makeGoods } from '../goods/test-support';
import { startDoudianFake, type DoudianFake } from '../capture/platforms/doudian';
import { syncShop } from '../capture/sync';
import { captureShops } from '../capture/tables';
import { testCustomer } from '../orders/test-support';
import { rowsOf, taskFile } from '../orders/import/test-support';
import { makeAnchor } from './test-support';

let doudian: DoudianFake;
let t: TestApp;
let m: Merchant;
let token: string;

beforeAll(async () => {
  doudian = await startDoudianFake();
  t = await createTestApp({ CAPTURE_DOUDIAN_URL: doudian.url, CAPTURE_ATTEMPTS: '1' });
  m = await makeMerchant(t.ctx);
  token = await signIn(t.ctx, m.id);
});
afterAll(async () => {
  await t.close();
  await doudian.close();
});

/** A Doudian shop of the merchant, its product mapped, synced once with what the fake sold. */
async function capturedShop(sell: (shopId: string) => string[]) {
  const shop = { shopId: '7700001', appKey: 'video-key', secret: 'video-secret' };
  doudian.addShop(shop);
  doudian.addProduct(shop.shopId, { productId: '3900', title: '短视频卡' });
  const saved = await t.call(
    ENDPOINTS.captureShopSave,
    {
      platform: 'doudian',
      name: '短视频小店',
      shop_id: shop.shopId,
      app_key: shop.appKey,
      secret: shop.secret,
    },
    { token },
  );
  const goodsId = (await makeGoods(t.ctx, m.partnerId)).id;
  await t.call(
    ENDPOINTS.captureMappingSave,
    { shop: saved.data.shop.id, items: [{ product_id: '3900', goods_id: goodsId }] },
    { token },
  );
  const ids = sell(shop.shopId);
  await t.ctx.db
    .update(captureShops)
    .set({ syncState: 'queued' })
    .where(eq(captureShops.id, saved.data.shop.id));
  await syncShop(t.ctx, saved.data.shop.id, { info() {}, warn() {}, error() {} });
  return ids;
}

describe('short-video payment orders', () => {
  it('lists the captured orders that carry a video: paid amount, refund, the console order, the author', async () => {
    await makeAnchor(t.ctx, m.id, { douyinId: '55501', name: '视频达人' });
    const [plain, video, refunded] = await capturedShop((shopId) => {
      // Sold two minutes ago, refunded one minute ago: both inside the first sync's window.
      const at = new Date(Date.now() - 120_000);
      const sold = doudian.addOrders([
        { shopId, productId: '3900', customer: testCustomer(), at },
        {
          shopId,
          productId: '3900',
          customer: testCustomer(),
          at,
          videoId: 'v100',
          authorId: '55501',
          payAmountCents: 3_900,
        },
        {
          shopId,
          productId: '3900',
          customer: testCustomer(),
          at,
          videoId: 'v200',
          authorId: '777',
          payAmountCents: 1_050,
        },
      ]);
      doudian.refundOrder(sold[2]!, new Date(Date.now() - 60_000));
      return sold;
    });

    const list = await t.call(ENDPOINTS.liveVideoOrders, {}, { token });
    expect(list.code, list.msg).toBe(Code.ok);
    expect(list.data.total).toBe(2);
    // Refunded money is not counted as paid.
    expect(list.data.amount_paid).toBe('39.00');
    const byId = new Map(list.data.list.map((r) => [r.platform_order_id, r]));
    expect(byId.has(plain!)).toBe(false);
    expect(byId.get(video!)).toMatchObject({
      shop_name: '短视频小店',
      video_id: 'v100',
      author_id: '55501',
      anchor_name: '视频达人',
      amount_paid: '39.00',
      pay_status: 'paid',
      refund_state: 'none',
      order_status: 'pending',
    });
    expect(byId.get(video!)!.order_no).toMatch(/^\d{18}$/);
    // Refunded before it was made into an order: it never became one.
    expect(byId.get(refunded!)).toMatchObject({
      amount_paid: '10.50',
      pay_status: 'cancelled',
      refund_state: 'refunded',
      order_id: null,
    });

    const onlyRefunded = await t.call(ENDPOINTS.liveVideoOrders, { refund_state: 'refunded' }, { token });
    expect(onlyRefunded.data.list.map((r) => r.platform_order_id)).toEqual([refunded]);
    const byVideo = await t.call(ENDPOINTS.liveVideoOrders, { keyword: 'v100' }, { token });
    expect(byVideo.data.total).toBe(1);
    // An unknown refund state on purpose: untyped (t.post).
    const bad = await t.post(ApiPath.liveVideoOrders, { refund_state: 'lost' }, { token });
    expect(bad.code).toBe(Code.validation);
    expect(bad.msg).toContain('refund_state');
    const other = await t.call(
      ENDPOINTS.liveVideoOrders,
      {},
      { token: await signIn(t.ctx, (await makeMerchant(t.ctx)).id) },
    );
    expect(other.data.total).toBe(0);

    const exported = await t.call(
      ENDPOINTS.liveVideoOrderExport,
      { task_name: 'video' },
      { token, lang: 'zh-CN' },
    );
    const { task, workbook } = await taskFile(t, token, exported.data.task_id);
    expect(task).toMatchObject({ status: 1, kind: 'video_orders' });
    const rows = rowsOf(workbook!.worksheets[0]!);
    expect(rows[0]).toEqual([
      '抖店订单号',
      '店铺',
      '视频 ID',
      '作者',
      '实付金额',
      '支付状态',
      '退款状态',
      '系统订单号',
      '下单时间',
    ]);
    expect(
      rows
        .slice(1)
        .map((r) => [r[0], r[3], r[4], r[5], r[6]])
        .sort(),
    ).toEqual(
      [
        [video, '视频达人', '39.00', '已支付', '无退款'],
        [refunded, '777', '10.50', '已取消', '已退款'],
      ].sort(),
    );
  });
});
