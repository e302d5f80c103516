import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Code, ENDPOINTS, type PayloadIn, ApiPath } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, setStatus, signIn } from '../../test/factories';
import { decryptText } from '../../lib/data-cipher';
import { smsCodes } from '../auth/tables';
import { makeGoods } from '../goods/test-support';
import { orders, orderStatusHistory } from '../orders/tables';
import { makeOrders, testIdNumber } from '../orders/test-support';
import { storeApplications } from './tables';
import { application, birthYearsAgo, makeStore, nextCustomer } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(() => t.close());

const apply = (payload: PayloadIn<typeof ENDPOINTS.storeApply>) => t.call(ENDPOINTS.storeApply, payload);
const ordersOf = (merchantId: number) =>
  t.ctx.db.select().from(orders).where(eq(orders.merchantId, merchantId));

describe('POST /api/store/apply', () => {
  it('makes one pending store order, sealed like every order, that the merchant’s list shows', async () => {
    const store = await makeStore(t);
    const form = await application(t, store, { id_number: testIdNumber(7, birthYearsAgo(30)).toLowerCase() });
    const res = await apply(form);
    expect(res.code).toBe(Code.ok);
    expect(res.data.order_no).toMatch(/^\d{18}$/);

    const [order] = await ordersOf(store.merchant.id);
    expect(order).toMatchObject({
      orderNo: res.data.order_no,
      source: 'store',
      status: 'pending',
      agentId: null,
      nameMasked: '李*龙',
      province: '广东省',
      city: '广州市',
      district: '荔湾区',
      commission: '80.00',
    });
    expect(order!.nameEnc).not.toContain('李小龙');
    expect(decryptText(t.ctx.secrets.dataKey, order!.idNoEnc)).toBe(form.id_number.toUpperCase());
    expect(decryptText(t.ctx.secrets.dataKey, order!.addressEnc)).toBe('中山路 1 号');
    const history = await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order!.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'pending', source: 'customer' }]);

    const token = await signIn(t.ctx, store.merchant.id);
    const list = await t.call(ENDPOINTS.orderList, { source: 'store' }, { token });
    expect(list.data.list.map((o) => o.order_no)).toEqual([res.data.order_no]);
    // The dashboard counts it among today's orders.
    const dashboard = await t.call(ENDPOINTS.dashboard, undefined, { token });
    expect(dashboard.data.today.orders).toBe(1);
  });

  it('through a sub-merchant’s link: the sub-merchant’s order, source agent, its agent recorded', async () => {
    const agent = await makeMerchant(t.ctx, { childMerchant: 2 });
    const store = await makeStore(t, { parentId: agent.id, partnerId: agent.partnerId });
    expect((await apply(await application(t, store))).code).toBe(Code.ok);
    expect(await ordersOf(store.merchant.id)).toMatchObject([{ source: 'agent', agentId: agent.id }]);
  });

  it('one submission makes one order: pressed twice, repeated, or sent twice at once', async () => {
    const store = await makeStore(t);
    const form = await application(t, store);
    const first = await apply(form);
    const again = await apply(form);
    expect(again).toMatchObject({ code: Code.ok, data: { order_no: first.data.order_no } });

    const racing = await application(t, store);
    const both = await Promise.all([apply(racing), apply(racing), apply(racing)]);
    expect(both.map((r) => r.code)).toEqual([Code.ok, Code.ok, Code.ok]);
    expect(new Set(both.map((r) => r.data.order_no)).size).toBe(1);
    expect(await ordersOf(store.merchant.id)).toHaveLength(2);

    // The same request id from another phone is not that customer's order.
    const stolen = await apply({ ...form, phone: '13800000001' });
    expect(stolen.code).toBe(Code.idempotencyConflict);
    expect(stolen.data).toBeNull();
  });

  it('checks the ID number’s check character and names the field', async () => {
    const store = await makeStore(t);
    const good = testIdNumber(9, birthYearsAgo(30));
    const wrong = `${good.slice(0, 17)}${good[17] === '0' ? '1' : '0'}`;
    const res = await apply(await application(t, store, { id_number: wrong }));
    expect(res.code).toBe(Code.validation);
    expect(res.msg).toBe('id_number：身份证号码不正确');
    // 31 February: the check character is right, the birth date is no day (issue 40: named no field).
    const noDay = await apply(await application(t, store, { id_number: testIdNumber(10, '19900231') }));
    expect(noDay).toMatchObject({ code: Code.validation, msg: 'id_number：身份证号码中的出生日期不正确' });
    // Consent withheld on purpose: untyped (t.post).
    const missing = await t.post(ApiPath.storeApply, { ...(await application(t, store)), consent: false });
    expect(missing.msg).toBe('consent：请阅读并同意服务条款');
    expect(await ordersOf(store.merchant.id)).toHaveLength(0);
  });

  it('derives the age from the ID number and says which end of the range it misses', async () => {
    const store = await makeStore(t, {}, { ageMin: 18, ageMax: 60 });
    const young = await apply(
      await application(t, store, { id_number: testIdNumber(11, birthYearsAgo(18, 2)) }),
    );
    expect(young).toMatchObject({
      code: Code.ageOutOfRange,
      msg: '年龄不符合要求：该套餐仅限 18 至 60 岁办理，您未满 18 岁',
    });
    const old = await apply(
      await application(t, store, { id_number: testIdNumber(12, birthYearsAgo(61, -2)) }),
    );
    expect(old.msg).toBe('年龄不符合要求：该套餐仅限 18 至 60 岁办理，您已超过 60 岁');
    const english = await t.call(
      ENDPOINTS.storeApply,
      await application(t, store, { id_number: testIdNumber(13, birthYearsAgo(17)) }),
      { lang: 'en-US' },
    );
    expect(english.msg).toBe('Age not accepted: this plan is for ages 18 to 60, and you are under 18');
    const eighteen = await apply(
      await application(t, store, { id_number: testIdNumber(14, birthYearsAgo(18, -2)) }),
    );
    expect(eighteen.code).toBe(Code.ok);
  });

  it('refuses an address outside the coverage or off the tree; a municipality’s district is the city level', async () => {
    const store = await makeStore(t); // Guangzhou and Beijing
    const shenzhen = await apply(await application(t, store, { city: '440300', district: '440303' }));
    expect(shenzhen).toMatchObject({ code: Code.areaNotCovered, msg: '该套餐暂不支持配送到 广东省 深圳市' });
    // Off the tree: the refusal names the first code off the path (issue 40: it named none).
    const offTree = (field: string) => ({
      code: Code.validation,
      msg: `${field}：所选的省、市、区不正确，请重新选择`,
    });
    const mixed = await apply(await application(t, store, { province: '110000', city: '440100' }));
    expect(mixed).toMatchObject(offTree('city'));
    const noDistrict = await apply(await application(t, store, { district: '' }));
    expect(noDistrict).toMatchObject(offTree('district'));
    const noProvince = await apply(await application(t, store, { province: '990000', city: '990100' }));
    expect(noProvince).toMatchObject(offTree('province'));
    const beijing = await apply(
      await application(t, store, { province: '110000', city: '110101', district: '' }),
    );
    expect(beijing.code).toBe(Code.ok);
    expect(await ordersOf(store.merchant.id)).toMatchObject([
      { province: '北京市', city: '北京市', district: '东城区' },
    ]);
  });

  it('refuses an off-sale goods and a disabled store', async () => {
    const offSale = await makeStore(t, {}, { onSale: false });
    expect(await apply(await application(t, offSale))).toMatchObject({
      code: Code.goodsUnavailable,
      msg: '该套餐已下架，暂不接受申请',
    });
    const store = await makeStore(t);
    const form = await application(t, store);
    await setStatus(t.ctx, store.merchant.id, 'disabled');
    expect((await apply(form)).code).toBe(Code.storeClosed);
    expect(await ordersOf(store.merchant.id)).toHaveLength(0);
  });

  it('refuses a wrong or expired code; five wrong guesses end a code', async () => {
    const store = await makeStore(t);
    const form = await application(t, store);
    const wrong = form.code === '000000' ? '111111' : '000000';
    expect((await apply({ ...form, code: wrong })).code).toBe(Code.smsCodeWrong);
    await t.ctx.db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.mobile, form.phone));
    expect((await apply(form)).code).toBe(Code.smsCodeWrong);

    const next = await application(t, store);
    for (let i = 0; i < 5; i += 1)
      await apply({ ...next, code: next.code === '000000' ? '111111' : '000000' });
    expect((await apply(next)).code).toBe(Code.smsCodeWrong);
    expect(await ordersOf(store.merchant.id)).toHaveLength(0);
  });

  it('holds the carriers’ rule: five live numbers of one carrier per ID number', async () => {
    const store = await makeStore(t);
    const idNumber = testIdNumber(21, birthYearsAgo(40));
    // Elsewhere on the platform: four live orders on China Mobile, one cancelled, one on another carrier.
    const other = await makeMerchant(t.ctx, { partnerId: store.merchant.partnerId });
    const unicom = await makeGoods(t.ctx, other.partnerId, { operatorId: 2 });
    await makeOrders(t.ctx, other.id, 4, { goodsId: store.goods.id, customer: { idNumber } });
    await makeOrders(t.ctx, other.id, 1, {
      goodsId: store.goods.id,
      customer: { idNumber },
      status: 'cancelled',
    });
    await makeOrders(t.ctx, other.id, 1, { goodsId: unicom.id, customer: { idNumber } });

    expect((await apply(await application(t, store, { id_number: idNumber }))).code).toBe(Code.ok);
    const sixth = await apply(await application(t, store, { id_number: idNumber }));
    expect(sixth).toMatchObject({
      code: Code.carrierLimit,
      msg: '根据运营商规定，每人最多办理 5 张中国移动号卡，该身份证号码已达上限',
    });
    expect(await ordersOf(store.merchant.id)).toHaveLength(1);
    expect(
      await t.ctx.db
        .select()
        .from(storeApplications)
        .where(eq(storeApplications.merchantId, store.merchant.id)),
    ).toHaveLength(1);
  });

  // The code is spent, and the ID number's live orders counted, in one statement after the locks
  // (issue 43): what a racing application committed meanwhile must still count.
  it('sent at once: one code makes one order, and the carriers’ rule still counts the other', async () => {
    const store = await makeStore(t);
    const form = await application(t, store);
    const twice = await Promise.all([
      apply({ ...form, request_id: randomUUID() }),
      apply({ ...form, request_id: randomUUID() }),
    ]);
    expect(twice.map((r) => r.code).sort()).toEqual([Code.ok, Code.smsCodeWrong].sort());

    const idNumber = testIdNumber(22, birthYearsAgo(40));
    await makeOrders(t.ctx, store.merchant.id, 4, { goodsId: store.goods.id, customer: { idNumber } });
    const forms = await Promise.all([0, 1, 2].map(() => application(t, store, { id_number: idNumber })));
    const racing = await Promise.all(forms.map(apply));
    expect(racing.map((r) => r.code).sort()).toEqual([Code.ok, Code.carrierLimit, Code.carrierLimit].sort());
    // The refused kept their codes: with another ID number the same form goes through.
    const refused = forms.filter((_, i) => racing[i]!.code === Code.carrierLimit);
    for (const f of refused)
      expect((await apply({ ...f, id_number: nextCustomer().idNumber, request_id: randomUUID() })).code).toBe(
        Code.ok,
      );
    expect(await ordersOf(store.merchant.id)).toHaveLength(1 + 4 + 1 + 2);
  });
});
