import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ApiPath, CAPTURE_SHOPS_MAX, Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, type Merchant, signIn } from '../../test/factories';
import { makeGoods } from '../goods/test-support';
import { authorizeShop, makeLiveRoom } from './test-support';
import type { FakePlatform } from './platforms/fake';
import { startDoudianFake } from './platforms/doudian';
import { startPddFake } from './platforms/pdd';
import { captureLiveRooms, captureOrders, captureProducts, captureShops } from './tables';

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

describe('shops', () => {
  it('adds, edits, disables; the secret is write-only; bad input is named', async () => {
    const body = newShop('pdd');
    expect((await t.call(ENDPOINTS.captureShopSave, { ...body, secret: '' }, { token })).code).toBe(
      Code.shopSecretRequired,
    );
    const created = await t.call(ENDPOINTS.captureShopSave, body, { token });
    expect(created.code).toBe(Code.ok);
    expect(created.data.shop).toMatchObject({
      has_secret: true,
      auth_state: 'unauthorized',
      enabled: true,
      sync_minutes: 3,
    });
    expect(JSON.stringify(created)).not.toContain(body.secret);
    const id = created.data.shop.id;
    const [stored] = await t.ctx.db.select().from(captureShops).where(eq(captureShops.id, id));
    expect(stored!.secretEnc).not.toContain(body.secret);

    expect((await t.call(ENDPOINTS.captureShopSave, { ...body, name: 'Twice' }, { token })).code).toBe(
      Code.shopDuplicate,
    );
    const edited = await t.call(
      ENDPOINTS.captureShopSave,
      { ...body, id, name: 'Renamed', secret: '', sync_minutes: 10 },
      { token },
    );
    expect(edited.data.shop).toMatchObject({ name: 'Renamed', sync_minutes: 10, has_secret: true });
    const [kept] = await t.ctx.db.select().from(captureShops).where(eq(captureShops.id, id));
    expect(kept!.secretEnc).toBe(stored!.secretEnc);

    const off = await t.call(ENDPOINTS.captureShopStatus, { id, enabled: false }, { token });
    expect(off.data.shop.enabled).toBe(false);
    const bad = await t.call(
      ENDPOINTS.captureShopSave,
      { ...newShop('pdd'), sync_minutes: 0 },
      { token, lang: 'en-US' },
    );
    expect(bad).toMatchObject({ code: Code.validation });
    expect(bad.msg).toContain('1 to 1440');
    expect(
      // An unknown platform on purpose: untyped (t.post).
      (await t.post(ApiPath.captureShopSave, { ...newShop('pdd'), platform: 'taobao' }, { token })).code,
    ).toBe(Code.validation);
  });

  it('refuses a shop above the per-platform limit, naming the limit', async () => {
    const owner = await makeMerchant(t.ctx);
    const ownerToken = await signIn(t.ctx, owner.id);
    await t.ctx.db.insert(captureShops).values(
      Array.from({ length: CAPTURE_SHOPS_MAX }, (_, i) => ({
        merchantId: owner.id,
        platform: 'doudian',
        name: `Full ${i}`,
        shopId: `full-${owner.id}-${i}`,
        appKey: 'k',
        secretEnc: 'x',
      })),
    );
    const refused = await t.call(ENDPOINTS.captureShopSave, newShop('doudian'), {
      token: ownerToken,
      lang: 'en-US',
    });
    expect(refused).toMatchObject({
      code: Code.shopLimit,
      msg: `At most ${CAPTURE_SHOPS_MAX} shops per platform`,
    });
    // Another platform is counted apart.
    expect((await t.call(ENDPOINTS.captureShopSave, newShop('pdd'), { token: ownerToken })).code).toBe(
      Code.ok,
    );
  });

  it("answers another merchant's shop as not found, and leaves it unchanged", async () => {
    const { data } = await t.call(ENDPOINTS.captureShopSave, newShop('pdd'), { token });
    const id = data.shop.id;
    // One refusal checked over a list of calls: they go out by path, untyped (t.post).
    for (const [path, payload] of [
      [ApiPath.captureShopSave, { ...newShop('pdd'), id }],
      [ApiPath.captureShopStatus, { id, enabled: false }],
      [ApiPath.captureShopTest, { id }],
      [ApiPath.captureShopDelete, { id }],
      [ApiPath.captureShopSync, { id }],
      [ApiPath.captureProducts, { shop: id }],
      [ApiPath.captureMappingSave, { shop: id, items: [{ product_id: 'P1', goods_id: goodsId }] }],
    ] as const) {
      expect((await t.post(path, payload, { token: otherToken })).code, path).toBe(Code.notFound);
    }
    const list = await t.call(ENDPOINTS.captureShops, { platform: 'pdd' }, { token: otherToken });
    expect(list.data.list).toEqual([]);
    const [row] = await t.ctx.db.select().from(captureShops).where(eq(captureShops.id, id));
    expect(row).toMatchObject({ enabled: true, name: data.shop.name });
  });

  it('tests the connection: a Pinduoduo shop asks to be authorized on the page, then works', async () => {
    const body = newShop('pdd', 'right-secret');
    pdd.addShop({ shopId: body.shop_id, appKey: body.app_key, secret: 'right-secret' });
    const { data } = await t.call(ENDPOINTS.captureShopSave, body, { token });
    const before = await t.call(ENDPOINTS.captureShopTest, { id: data.shop.id }, { token, lang: 'en-US' });
    expect(before.data).toMatchObject({ ok: false, shop: { auth_state: 'refused' } });
    expect(before.data.message).toContain('authorize it again');
    await authorizeShop(t.ctx, pdd, data.shop.id);
    const good = await t.call(ENDPOINTS.captureShopTest, { id: data.shop.id }, { token });
    expect(good.data).toMatchObject({
      ok: true,
      message: '',
      shop: { auth_state: 'authorized', last_error: null },
    });
    expect(good.data.shop.token_expires_at).not.toBeNull();
  });

  it('tests the connection: a Doudian self-use app authorized with the right secret, refused with a wrong one', async () => {
    const body = newShop('doudian', 'right-secret');
    doudian.addShop({ shopId: body.shop_id, appKey: body.app_key, secret: 'right-secret' });
    const { data } = await t.call(ENDPOINTS.captureShopSave, body, { token });
    const good = await t.call(ENDPOINTS.captureShopTest, { id: data.shop.id }, { token });
    expect(good.data).toMatchObject({ ok: true, shop: { auth_state: 'authorized', last_error: null } });

    await t.call(ENDPOINTS.captureShopSave, { ...body, id: data.shop.id, secret: 'wrong-secret' }, { token });
    const refused = await t.call(ENDPOINTS.captureShopTest, { id: data.shop.id }, { token, lang: 'en-US' });
    expect(refused.data).toMatchObject({ ok: false, shop: { auth_state: 'refused' } });
    expect(refused.data.message).toContain('refused');
    expect(refused.data.shop.last_error).toBe(refused.data.message);
  });

  it('deletes a shop added by mistake with its mapping and rooms; one that captured orders is kept', async () => {
    const { data } = await t.call(ENDPOINTS.captureShopSave, newShop('doudian'), { token });
    const id = data.shop.id;
    await t.call(
      ENDPOINTS.captureMappingSave,
      { shop: id, items: [{ product_id: 'P1', goods_id: goodsId }] },
      { token },
    );
    await makeLiveRoom(t.ctx, m.id, id, goodsId);
    const gone = await t.call(ENDPOINTS.captureShopDelete, { id }, { token });
    expect(gone).toMatchObject({ code: Code.ok, data: { ok: true } });
    const left = await Promise.all(
      [captureShops.id, captureProducts.shopId, captureLiveRooms.shopId].map((column) =>
        t.ctx.db.select().from(column.table).where(eq(column, id)),
      ),
    );
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0]);
    expect((await t.call(ENDPOINTS.captureShopDelete, { id }, { token })).code).toBe(Code.notFound);

    // A shop with one platform order in its log stays, and says to disable it instead.
    const used = (await t.call(ENDPOINTS.captureShopSave, newShop('pdd'), { token })).data.shop;
    await t.ctx.db.insert(captureOrders).values({
      merchantId: m.id,
      shopId: used.id,
      platform: 'pdd',
      platformOrderId: 'PO-1',
      state: 'waiting',
      platformUpdatedAt: new Date(),
    });
    const refused = await t.call(ENDPOINTS.captureShopDelete, { id: used.id }, { token });
    expect(refused).toMatchObject({
      code: Code.shopInUse,
      msg: '该店铺已抓取过订单，不能删除；不再使用请停用',
    });
    expect(await t.ctx.db.select().from(captureShops).where(eq(captureShops.id, used.id))).toHaveLength(1);
  });
});
