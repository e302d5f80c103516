import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  Code,
  GoodsCoverageResult,
  GoodsListResult,
  TransferDetail,
  type GoodsListPayload,
  ENDPOINTS,
} from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeGoods } from './test-support';
import { makeMerchant, signIn } from '../../test/factories';
import { makeTransferConfig } from '../transfer/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let partnerSerial = 500;
/** A partner of its own for each test, with one signed-in merchant. */
async function freshPartner() {
  partnerSerial += 1;
  const partnerId = partnerSerial;
  const m = await makeMerchant(t.ctx, { partnerId });
  return { partnerId, m, token: await signIn(t.ctx, m.id) };
}

const list = (token: string, payload: GoodsListPayload = {}, lang = 'zh-CN') =>
  t.call(ENDPOINTS.goodsList, payload, { token, lang });

describe('POST /api/goods/index', () => {
  it('lists the partner’s goods newest first, in pages, with the contract shape and exact money', async () => {
    const { partnerId, token } = await freshPartner();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await makeGoods(t.ctx, partnerId, { name: `套餐 ${i}` }));
    await makeGoods(t.ctx, partnerId + 1000, { name: 'another partner’s' });
    await makeGoods(t.ctx, partnerId, {
      name: '首充结算卡',
      operatorId: 3,
      monthlyFee: '39.90',
      reward: '120.50',
      settlementRule: 'first_recharge',
      settlementMinRecharge: '50.00',
      nationwide: false,
      coverageCodes: ['440000', '330100'],
      ageMin: 16,
      ageMax: 25,
    });

    const first = await list(token, { page: 1, page_size: 4 });
    expect(first.code).toBe(Code.ok);
    expect(GoodsListResult.parse(first.data)).toEqual(first.data);
    expect(first.data.total).toBe(6);
    expect(first.data.list.map((g) => g.name)).toEqual(['首充结算卡', '套餐 4', '套餐 3', '套餐 2']);
    expect(first.data.list[0]).toMatchObject({
      carrier: 'telecom',
      operator_id: 3,
      monthly_fee: '39.90',
      goods_reward: '120.50',
      settlement_rule: 'first_recharge',
      settlement_min_recharge: '50.00',
      age_min: 16,
      age_max: 25,
      on_sale: 1,
      coverage: { nationwide: false, province_count: 1, city_count: 1, labels: ['广东省', '杭州市'] },
      coverage_mismatch: false,
      has_transfer: false,
      trans_id: null,
    });
    expect(first.data.list[1]).toMatchObject({
      settlement_rule: 'activation',
      settlement_min_recharge: null,
      coverage: { nationwide: true, province_count: 0, city_count: 0, labels: [] },
    });
    const second = await list(token, { page: 2, page_size: 4 });
    expect(second.data.list.map((g) => g.id)).toEqual([made[1]!.id, made[0]!.id]);
  });

  it('filters by carrier, name (case-insensitive, wildcards literal) and status', async () => {
    const { partnerId, token } = await freshPartner();
    await makeGoods(t.ctx, partnerId, { name: 'Mobile 100%', operatorId: 1 });
    await makeGoods(t.ctx, partnerId, { name: 'Unicom King', operatorId: 2 });
    await makeGoods(t.ctx, partnerId, { name: 'Unicom Old', operatorId: 2, onSale: false });
    await makeGoods(t.ctx, partnerId, { name: 'Broadnet', operatorId: 4 });
    const names = async (payload: GoodsListPayload) =>
      (await list(token, payload)).data.list.map((g) => g.name);

    expect(await names({ carrier: 'unicom' })).toEqual(['Unicom Old', 'Unicom King']);
    expect(await names({ carrier: 'broadcast' })).toEqual(['Broadnet']);
    expect(await names({ name: 'unicom k' })).toEqual(['Unicom King']);
    expect(await names({ name: '100%' })).toEqual(['Mobile 100%']);
    expect(await names({ name: '%' })).toEqual(['Mobile 100%']);
    expect(await names({ status: 0 })).toEqual(['Unicom Old']);
    expect(await names({ status: 1, carrier: 'unicom' })).toEqual(['Unicom King']);
    expect((await list(token, { carrier: 'telecom' })).data).toEqual({ list: [], total: 0 });
  });

  it('gives each merchant its own stable promotion link, without its id', async () => {
    const { partnerId, m, token } = await freshPartner();
    const g = await makeGoods(t.ctx, partnerId);
    const other = await makeMerchant(t.ctx, { partnerId });
    const otherToken = await signIn(t.ctx, other.id);

    const mine = (await list(token)).data.list[0]!.promotion_url;
    expect(mine).toMatch(new RegExp(`^http://console\\.test/store/[0-9a-f]{12}/goods/${g.id}$`));
    expect(mine).not.toContain(String(m.id));
    expect((await list(token)).data.list[0]!.promotion_url).toBe(mine);
    const theirs = (await list(otherToken)).data.list[0]!.promotion_url;
    expect(theirs).not.toBe(mine);
    expect(theirs.endsWith(`/goods/${g.id}`)).toBe(true);
  });

  it('marks goods whose coverage misses the merchant’s chosen areas of their carrier', async () => {
    const { partnerId, token } = await freshPartner();
    const nationwide = await makeGoods(t.ctx, partnerId, { name: 'nationwide' });
    const guangdong = await makeGoods(t.ctx, partnerId, {
      name: 'guangdong',
      nationwide: false,
      coverageCodes: ['440000'],
    });
    const shenzhen = await makeGoods(t.ctx, partnerId, {
      name: 'shenzhen',
      nationwide: false,
      coverageCodes: ['440300'],
    });
    const unicomBeijing = await makeGoods(t.ctx, partnerId, {
      name: 'unicom beijing',
      operatorId: 2,
      nationwide: false,
      coverageCodes: ['110000'],
    });
    const flags = async (payload: GoodsListPayload = {}) =>
      Object.fromEntries((await list(token, payload)).data.list.map((g) => [g.name, g.coverage_mismatch]));

    // Nothing chosen yet: nothing is marked.
    expect(Object.values(await flags())).toEqual([false, false, false, false]);

    // Mobile in Shenzhen: every mobile goods reaches it.
    await t.call(ENDPOINTS.saveAreaCoverage, { operator_id: 1, codes: ['440300'] }, { token });
    expect(await flags()).toEqual({
      nationwide: false,
      guangdong: false,
      shenzhen: false,
      'unicom beijing': false,
    });

    // Mobile in the whole of Guangdong: the Shenzhen-only goods falls short.
    await t.call(ENDPOINTS.saveAreaCoverage, { operator_id: 1, codes: ['440000'] }, { token });
    expect((await flags())['shenzhen']).toBe(true);
    expect((await flags())['guangdong']).toBe(false);

    // Mobile also in Hangzhou: Guangdong-only goods now miss it too. Unicom is another carrier.
    await t.call(ENDPOINTS.saveAreaCoverage, { operator_id: 1, codes: ['440000', '330100'] }, { token });
    expect(await flags()).toEqual({
      nationwide: false,
      guangdong: true,
      shenzhen: true,
      'unicom beijing': false,
    });
    const only = await list(token, { mismatch_only: true });
    expect(only.data.total).toBe(2);
    expect(only.data.list.map((g) => g.id)).toEqual([shenzhen.id, guangdong.id]);

    // Unicom in Tianjin: the Beijing goods misses it. Another merchant's choice changes nothing here.
    await t.call(ENDPOINTS.saveAreaCoverage, { operator_id: 2, codes: ['120000'] }, { token });
    expect((await flags())['unicom beijing']).toBe(true);
    const other = await makeMerchant(t.ctx, { partnerId });
    const otherList = await list(await signIn(t.ctx, other.id));
    expect(otherList.data.list.every((g) => !g.coverage_mismatch)).toBe(true);
    expect(nationwide.id).toBeGreaterThan(0);
    expect(unicomBeijing.id).toBeGreaterThan(0);
  });

  it('tells which goods has a transfer configuration', async () => {
    const { partnerId, token } = await freshPartner();
    const source = await makeGoods(t.ctx, partnerId, { name: 'source' });
    const target = await makeGoods(t.ctx, partnerId, { name: 'target' });
    const config = await makeTransferConfig(t.ctx, partnerId, source.id, [
      { reasonCode: 'age_mismatch', targetGoodsId: target.id, successRate: '70.0' },
    ]);
    const rows = (await list(token)).data.list;
    expect(rows.find((g) => g.id === source.id)).toMatchObject({ has_transfer: true, trans_id: config.id });
    expect(rows.find((g) => g.id === target.id)).toMatchObject({ has_transfer: false, trans_id: null });
  });

  it('refuses bad input with a message naming the field', async () => {
    const { token } = await freshPartner();
    const cases: [unknown, string][] = [
      [{ carrier: 'satellite' }, 'carrier'],
      [{ status: 2 }, 'status'],
      [{ status: '1' }, 'status'],
      [{ name: 'x'.repeat(51) }, 'name'],
      [{ page: 0 }, 'page'],
      [{ page_size: 101 }, 'page_size'],
      [{ mismatch_only: 'yes' }, 'mismatch_only'],
    ];
    for (const [body, field] of cases) {
      // Deliberately wrong payloads: untyped on purpose (t.post).
      const res = await t.post(ApiPath.goodsList, body, { token, lang: 'en-US' });
      expect(res.code, JSON.stringify(body)).toBe(Code.validation);
      expect(res.msg.startsWith(`${field}:`), res.msg).toBe(true);
    }
  });

  it('needs a session', async () => {
    expect((await t.call(ENDPOINTS.goodsList, {})).code).toBe(Code.sessionExpired);
  });
});

describe('POST /api/goods/coverage', () => {
  it('answers the areas of one of the partner’s goods, and not found for another partner’s', async () => {
    const { partnerId, token } = await freshPartner();
    const g = await makeGoods(t.ctx, partnerId, {
      operatorId: 4,
      nationwide: false,
      coverageCodes: ['350100'],
    });
    const res = await t.call(ENDPOINTS.goodsCoverage, { id: g.id }, { token });
    expect(GoodsCoverageResult.parse(res.data)).toEqual({
      goods_id: g.id,
      carrier: 'broadcast',
      operator_id: 4,
      nationwide: false,
      codes: ['350100'],
    });
    const everywhere = await makeGoods(t.ctx, partnerId);
    expect((await t.call(ENDPOINTS.goodsCoverage, { id: everywhere.id }, { token })).data).toMatchObject({
      nationwide: true,
      codes: [],
    });

    const foreign = await makeGoods(t.ctx, partnerId + 1000);
    expect((await t.call(ENDPOINTS.goodsCoverage, { id: foreign.id }, { token })).code).toBe(Code.notFound);
    expect((await t.call(ENDPOINTS.goodsCoverage, { id: 0 }, { token })).code).toBe(Code.validation);
    // A missing id on purpose: untyped (t.post).
    expect((await t.post(ApiPath.goodsCoverage, {}, { token })).code).toBe(Code.validation);
  });
});

describe('POST /api/goods/transDetail', () => {
  it('answers the mind map of a goods’ configuration; a goods without one or of another partner: not found', async () => {
    const { partnerId, token } = await freshPartner();
    const source = await makeGoods(t.ctx, partnerId, { name: '源套餐', reward: '66.00' });
    const target = await makeGoods(t.ctx, partnerId, { name: '目标套餐', reward: '55.50' });
    const config = await makeTransferConfig(t.ctx, partnerId, source.id, [
      { reasonCode: 'area_unsupported', targetGoodsId: target.id, successRate: '81.5' },
    ]);
    const res = await t.call(ENDPOINTS.goodsTransferDetail, { goods_id: source.id }, { token });
    expect(TransferDetail.parse(res.data)).toEqual({
      id: config.id,
      is_open: 0,
      goods_id: source.id,
      goods_name: '源套餐',
      goods_desc: source.description,
      goods_reward: '66.00',
      config: [
        {
          reason: '地区不支持',
          reason_code: 'area_unsupported',
          goods: {
            goods_id: target.id,
            goods_name: '目标套餐',
            goods_desc: target.description,
            goods_reward: '55.50',
            trans_success_lv: 81.5,
          },
        },
      ],
    });
    expect((await t.call(ENDPOINTS.goodsTransferDetail, { goods_id: target.id }, { token })).code).toBe(
      Code.notFound,
    );
    const other = await freshPartner();
    expect(
      (await t.call(ENDPOINTS.goodsTransferDetail, { goods_id: source.id }, { token: other.token })).code,
    ).toBe(Code.notFound);
    // A wrong id type on purpose: untyped (t.post).
    expect((await t.post(ApiPath.goodsTransferDetail, { goods_id: 'x' }, { token })).code).toBe(
      Code.validation,
    );
  });
});
