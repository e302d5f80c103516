import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code, ENDPOINTS, ApiPath } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readOutbox } from '../../adapters/outbox';
import { makeMerchant, setStatus } from '../../test/factories';
import { lastSmsCode } from '../../test/outbox';
import { getSiteSettings } from '../auth/site-queries';
import { makeGoods } from '../goods/test-support';
import { orders } from '../orders/tables';
import { application, codeFor, makeStore, waitOutResend } from './test-support';

let t: TestApp;
beforeAll(async () => {
  // The per-address limits of these calls are tested in security.test.ts.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(() => t.close());

const goodsOf = (promo_code: string, goods_id: number, lang?: string) =>
  t.call(ENDPOINTS.storeGoods, { promo_code, goods_id }, { lang });

describe('POST /api/store/goods', () => {
  it('answers the store and the goods a promotion link names, in the customer’s language', async () => {
    const store = await makeStore(
      t,
      { storeName: '龙华通信', logoUrl: '/files/logo.png' },
      { ageMin: 16, ageMax: 65 },
    );
    const res = await goodsOf(store.promo, store.goods.id);
    expect(res.code).toBe(Code.ok);
    expect(res.data.store).toEqual({ name: '龙华通信', logo_url: '/files/logo.png' });
    expect(res.data.goods).toMatchObject({
      id: store.goods.id,
      monthly_fee: '29.00',
      age_min: 16,
      age_max: 65,
      carrier: 'mobile',
      operator_name: '中国移动',
      nationwide: false,
      coverage: ['440100', '110000'],
      coverage_text: '广州市、北京市',
      area_file: 'area_mobile_repair',
      on_sale: true,
    });
    const english = await goodsOf(store.promo, store.goods.id, 'en-US');
    expect(english.data.goods.operator_name).toBe('China Mobile');
    expect(english.data.goods.coverage_text).toBe('广州市, 北京市');
  });

  it('says when the goods is off sale; a nationwide goods says nationwide', async () => {
    const store = await makeStore(t, {}, { onSale: false, nationwide: true, coverageCodes: [] });
    const res = await goodsOf(store.promo, store.goods.id);
    expect(res.data.goods).toMatchObject({
      on_sale: false,
      nationwide: true,
      coverage: [],
      coverage_text: '全国',
    });
  });

  it('answers an unknown code, a malformed one and another partner’s goods the same', async () => {
    const store = await makeStore(t);
    const foreign = await makeGoods(t.ctx, store.merchant.partnerId + 1000);
    const answers = await Promise.all([
      goodsOf('ffffffffffff', store.goods.id),
      goodsOf(store.promo, foreign.id),
      goodsOf(store.promo, 2_000_000_000),
    ]);
    for (const res of answers)
      expect(res).toMatchObject({ code: Code.notFound, msg: '链接无效或已失效，请向商家索取新的链接' });
    const malformed = await goodsOf('../../etc', store.goods.id);
    expect(malformed.code).toBe(Code.validation);
    expect(malformed.msg).toMatch(/^promo_code/);
  });

  it('tells that a disabled store takes no applications, and so for one not yet active', async () => {
    const disabled = await makeStore(t, { status: 'disabled' });
    expect(await goodsOf(disabled.promo, disabled.goods.id)).toMatchObject({
      code: Code.storeClosed,
      msg: '该店铺暂停营业，暂不接受申请',
    });
    const inactive = await makeStore(t, { status: 'inactive' });
    expect((await goodsOf(inactive.promo, inactive.goods.id)).code).toBe(Code.storeClosed);
  });
});

describe('POST /api/store/info', () => {
  it('answers the name and logo above the lookup page; an unknown link and a closed store say so', async () => {
    const store = await makeStore(t, { storeName: '南山号卡', logoUrl: '/files/nanshan.png' });
    expect(await t.call(ENDPOINTS.storeInfo, { promo_code: store.promo })).toMatchObject({
      code: Code.ok,
      data: { store: { name: '南山号卡', logo_url: '/files/nanshan.png' } },
    });
    expect((await t.call(ENDPOINTS.storeInfo, { promo_code: 'ffffffffffff' })).code).toBe(Code.notFound);
    const closed = await makeStore(t, { status: 'disabled' });
    expect((await t.call(ENDPOINTS.storeInfo, { promo_code: closed.promo })).code).toBe(Code.storeClosed);
  });
});

describe('POST /api/store/sendCode', () => {
  it('sends a code, once a minute per phone and purpose', async () => {
    const store = await makeStore(t, { storeName: '星河号卡' });
    const phone = '13912340001';
    const send = (purpose: 'apply' | 'lookup') =>
      t.call(ENDPOINTS.storeSendCode, { promo_code: store.promo, phone, purpose });
    const sent = await send('apply');
    expect(sent).toMatchObject({ code: Code.ok, data: { resend_after: 60 } });
    const applyCode = await lastSmsCode(t.dataDir, phone);
    expect(applyCode).toMatch(/^\d{6}$/);
    expect((await send('apply')).code).toBe(Code.smsTooFrequent);
    // A customer who just applied may look the order up at once (issue 39, 17): the wait is per purpose.
    expect(await send('lookup')).toMatchObject({ code: Code.ok, data: { resend_after: 60 } });
    expect(await lastSmsCode(t.dataDir, phone)).not.toBe(applyCode);
    const again = await send('lookup');
    expect(again.code).toBe(Code.smsTooFrequent);
    expect(again.msg).toMatch(/\d+/);
  });

  it('sends the platform’s fixed text: a store’s name cannot put words or links into it (issue 40, 3)', async () => {
    const hostile = '您的账户已冻结，请速登录 http://e.vil/x 解冻，否则扣费';
    const store = await makeStore(t, { storeName: hostile });
    const phone = '13912340009';
    const sent = await t.call(ENDPOINTS.storeSendCode, { promo_code: store.promo, phone, purpose: 'lookup' });
    expect(sent.code).toBe(Code.ok);
    const [sms] = (await readOutbox<{ mobile: string; text: string }>(t.dataDir, 'sms')).filter(
      (e) => e.mobile === phone,
    );
    const code = await lastSmsCode(t.dataDir, phone);
    // The platform's own signature (site settings) and template, with the code and nothing else.
    const { storeName: platform } = await getSiteSettings(t.ctx.db);
    expect(sms?.text).toBe(`【${platform}】您的验证码是 ${code}，10 分钟内有效。如非本人操作，请忽略。`);
    for (const part of ['e.vil', 'http', '冻结', '扣费', hostile]) expect(sms?.text).not.toContain(part);
  });

  it('keeps the storefront’s daily budget apart from the account’s: strangers cannot spend a merchant’s reset (issue 40, 11)', async () => {
    const store = await makeStore(t);
    const merchant = await makeMerchant(t.ctx);
    const send = () =>
      t.call(
        ENDPOINTS.storeSendCode,
        { promo_code: store.promo, phone: merchant.mobile, purpose: 'lookup' },
        { ip: '10.40.11.1' },
      );
    // Ten storefront codes to the merchant's mobile from one address, a minute apart.
    for (let i = 0; i < 10; i++) {
      await waitOutResend(t, merchant.mobile);
      expect((await send()).code).toBe(Code.ok);
    }
    await waitOutResend(t, merchant.mobile);
    expect((await send()).code).toBe(Code.smsDailyLimit);
    // The merchant still gets the console's reset code, from their address or the stranger's.
    const reset = (ip: string) =>
      t.call(ENDPOINTS.sendRegisterVerify, { mobile: merchant.mobile, scene: 'reset' }, { ip });
    expect((await reset('10.40.11.2')).code).toBe(Code.ok);
    await waitOutResend(t, merchant.mobile);
    expect((await reset('10.40.11.1')).code).toBe(Code.ok);
  });

  it('names the wrong field, and refuses a closed store', async () => {
    const store = await makeStore(t);
    const bad = await t.call(ENDPOINTS.storeSendCode, {
      promo_code: store.promo,
      phone: '123',
      purpose: 'apply',
    });
    expect(bad.code).toBe(Code.validation);
    expect(bad.msg).toMatch(/^phone/);
    // An unknown purpose on purpose: untyped (t.post).
    const purpose = await t.post(ApiPath.storeSendCode, {
      promo_code: store.promo,
      phone: '13912340002',
      purpose: 'x',
    });
    expect(purpose.msg).toMatch(/^purpose/);
    await setStatus(t.ctx, store.merchant.id, 'disabled');
    const closed = await t.call(ENDPOINTS.storeSendCode, {
      promo_code: store.promo,
      phone: '13912340003',
      purpose: 'apply',
    });
    expect(closed.code).toBe(Code.storeClosed);
  });
});

describe('POST /api/store/lookup', () => {
  it('shows the phone’s orders at this store, masked, with the tracking number once shipped', async () => {
    const store = await makeStore(t);
    const other = await makeStore(t, {}, {});
    const first = await application(t, store);
    const applied = await t.call(ENDPOINTS.storeApply, first);
    expect(applied.code).toBe(Code.ok);

    // The partner ships it (its webhook writes these).
    await t.ctx.db
      .update(orders)
      .set({ status: 'shipped', expressCompany: '顺丰速运', trackingNo: 'SF1234567890' })
      .where(eq(orders.orderNo, applied.data.order_no));
    const code = await codeFor(t, store.promo, first.phone, 'lookup', '10.9.0.2');
    const res = await t.call(ENDPOINTS.storeLookup, {
      promo_code: store.promo,
      phone: first.phone,
      code,
    });
    expect(res.code).toBe(Code.ok);
    expect(res.data.list).toHaveLength(1);
    expect(res.data.list[0]).toMatchObject({
      order_no: applied.data.order_no,
      status: 'shipped',
      express_company: '顺丰速运',
      tracking_no: 'SF1234567890',
      customer_name: '李*龙',
      phone: `${first.phone.slice(0, 3)}****${first.phone.slice(-4)}`,
      address: '广东省 广州市 荔湾区',
    });
    expect(JSON.stringify(res.data)).not.toContain(first.id_number);
    expect(JSON.stringify(res.data)).not.toContain('中山路');

    // The code is spent; a wrong code, another store's code and an unknown phone answer the same.
    const again = await t.call(ENDPOINTS.storeLookup, { promo_code: store.promo, phone: first.phone, code });
    expect(again.code).toBe(Code.smsCodeWrong);
    const elsewhere = await t.call(ENDPOINTS.storeLookup, {
      promo_code: other.promo,
      phone: first.phone,
      code: '000000',
    });
    expect(elsewhere.code).toBe(Code.smsCodeWrong);
  });

  it('finds nothing of the phone at another store', async () => {
    const store = await makeStore(t);
    const other = await makeStore(t);
    const first = await application(t, store);
    expect((await t.call(ENDPOINTS.storeApply, first)).code).toBe(Code.ok);
    const code = await codeFor(t, other.promo, first.phone, 'lookup', '10.9.0.3');
    const res = await t.call(ENDPOINTS.storeLookup, {
      promo_code: other.promo,
      phone: first.phone,
      code,
    });
    expect(res).toMatchObject({ code: Code.ok, data: { list: [] } });
  });
});
