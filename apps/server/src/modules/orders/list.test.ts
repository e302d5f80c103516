import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ApiPath,
  Code,
  ORDER_STATUSES,
  OrderDetailResult,
  OrderListResult,
  type OrderListPayload,
  ENDPOINTS,
} from '@console/contract';
import { orders } from './tables';
import { rolePermissions } from '../auth/tables';
import { formatDateTime } from '../../lib/time';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeGoods } from '../goods/test-support';
import { makeMerchant, signIn } from '../../test/factories';
import { makeOrder } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const list = (token: string, payload: OrderListPayload = {}, lang = 'zh-CN') =>
  t.call(ENDPOINTS.orderList, payload, { token, lang });
const ids = (res: { data: OrderListResult }) => res.data.list.map((o) => o.id);

async function merchantWithToken(overrides: Parameters<typeof makeMerchant>[1] = {}) {
  const m = await makeMerchant(t.ctx, overrides);
  return { m, token: await signIn(t.ctx, m.id) };
}

describe('POST /api/apply/index', () => {
  it('lists the merchant’s own orders newest first, masked, in pages, in the contract’s shape', async () => {
    const { m, token } = await merchantWithToken();
    const g = await makeGoods(t.ctx, m.partnerId, { name: '大王卡', reward: '80.50' });
    const o1 = await makeOrder(t.ctx, m.id, { goodsId: g.id, createdAt: hoursAgo(3) });
    const o2 = await makeOrder(t.ctx, m.id, {
      goodsId: g.id,
      createdAt: hoursAgo(2),
      customer: { name: '欧阳娜娜', phone: '13812341234', address: '长安街1号' },
    });
    const o3 = await makeOrder(t.ctx, m.id, { goodsId: g.id, createdAt: hoursAgo(1) });
    const other = await makeMerchant(t.ctx);
    await makeOrder(t.ctx, other.id);

    const first = await list(token, { page: 1, page_size: 2 });
    expect(first.code).toBe(Code.ok);
    expect(OrderListResult.parse(first.data)).toEqual(first.data);
    expect(ids(first)).toEqual([o3.id, o2.id]);
    expect(first.data.total).toBe(3);
    expect(first.data.list[1]).toMatchObject({
      order_no: o2.orderNo,
      goods_id: g.id,
      goods_name: '大王卡',
      source: 'store',
      sub_merchant_id: null,
      sub_merchant_name: '',
      customer_name: '欧**娜',
      phone: '138****1234',
      address: '北京市 北京市 东城区',
      status: 'pending',
      commission: '80.50',
      flag: 0,
      editable: true,
      create_time: o2.createdAt.toISOString(),
    });
    expect(first.data.list[1]!.id_number).toMatch(/^110101\*{8}\d{3}[\dX]$/);
    // Nothing in clear leaves the server: not the phone, not the street.
    expect(JSON.stringify(first.data)).not.toMatch(/13812341234|长安街/);

    const second = await list(token, { page: 2, page_size: 2 });
    expect(ids(second)).toEqual([o1.id]);
    expect(second.data.total).toBe(3);
    const beyond = await list(token, { page: 9, page_size: 2 });
    expect(beyond.data).toMatchObject({ list: [], total: 3 });
  });

  it('filters by status, goods, source, dates, order number, phone, ID number and flag; the tabs ignore the status', async () => {
    const { m, token } = await merchantWithToken();
    const a = await makeGoods(t.ctx, m.partnerId);
    const b = await makeGoods(t.ctx, m.partnerId);
    const pending = await makeOrder(t.ctx, m.id, {
      goodsId: a.id,
      customer: { phone: '13912345678', idNumber: '11010119900101004X' },
    });
    const rejected = await makeOrder(t.ctx, m.id, { goodsId: a.id, status: 'rejected' });
    const settled = await makeOrder(t.ctx, m.id, { goodsId: b.id, status: 'settled', source: 'douyin' });
    const old = await makeOrder(t.ctx, m.id, { goodsId: a.id, createdAt: hoursAgo(24 * 10) });
    await t.ctx.db.update(orders).set({ flag: 3 }).where(eq(orders.id, rejected.id));
    // Another merchant's customer with the same phone and ID number is not found.
    const other = await makeMerchant(t.ctx);
    await makeOrder(t.ctx, other.id, { customer: { phone: '13912345678', idNumber: '11010119900101004X' } });

    const byStatus = await list(token, { status: 'rejected' });
    expect(ids(byStatus)).toEqual([rejected.id]);
    expect(byStatus.data.total).toBe(1);
    expect(byStatus.data.status_counts).toEqual({
      pending: 2,
      submitted: 0,
      rejected: 1,
      approved: 0,
      shipped: 0,
      activated: 0,
      recharged: 0,
      settled: 1,
      cancelled: 0,
      transferred: 0,
      all: 4,
    });
    expect(byStatus.data.list[0]).toMatchObject({
      fail_reason_code: 'age_mismatch',
      fail_reason: '年龄不符合办理要求',
      flag: 3,
    });

    const byGoods = await list(token, { goods_id: b.id });
    expect(ids(byGoods)).toEqual([settled.id]);
    expect(byGoods.data.status_counts).toMatchObject({ settled: 1, pending: 0, all: 1 });
    expect(byGoods.data.list[0]).toMatchObject({ commission: '80.00', source: 'douyin' });
    expect(byGoods.data.list[0]!.settle_time).not.toBeNull();
    expect(byGoods.data.list[0]!.activate_time).not.toBeNull();

    expect(ids(await list(token, { source: 'douyin' }))).toEqual([settled.id]);
    expect(ids(await list(token, { source: 'pdd' }))).toEqual([]);

    const oldDay = formatDateTime(old.createdAt, t.ctx.config.TIME_ZONE).slice(0, 10);
    expect(ids(await list(token, { start_date: oldDay, end_date: oldDay }))).toEqual([old.id]);
    const today = formatDateTime(new Date(), t.ctx.config.TIME_ZONE).slice(0, 10);
    expect((await list(token, { start_date: today })).data.total).toBe(3);
    expect((await list(token, { end_date: oldDay })).data.total).toBe(1);

    expect(ids(await list(token, { order_no: settled.orderNo }))).toEqual([settled.id]);
    expect(ids(await list(token, { phone: '13912345678' }))).toEqual([pending.id]);
    expect(ids(await list(token, { id_number: '11010119900101004x' }))).toEqual([pending.id]);
    expect(ids(await list(token, { phone: '13912345679' }))).toEqual([]);

    expect(ids(await list(token, { flag: 3 }))).toEqual([rejected.id]);
    expect((await list(token, { flag: 0 })).data.total).toBe(3);
    expect((await list(token, { flag: -1 })).data.total).toBe(4);
    // Filters combine; the tabs count under all of them but the status.
    const combined = await list(token, { goods_id: a.id, status: 'pending', flag: 0 });
    expect(ids(combined)).toEqual([pending.id, old.id]);
    expect(combined.data.status_counts).toMatchObject({ pending: 2, rejected: 0, all: 2 });
  });

  it('lets an agent read its sub-merchants’ orders (read-only, by sub-merchant) beside its own', async () => {
    const { m: agent, token: agentToken } = await merchantWithToken({ childMerchant: 2 });
    const s1 = await makeMerchant(t.ctx, { parentId: agent.id, childMerchant: 1, storeName: '一号小店' });
    const s2 = await makeMerchant(t.ctx, { parentId: agent.id, childMerchant: 1, storeName: '二号小店' });
    const own = await makeOrder(t.ctx, agent.id, { createdAt: hoursAgo(5) });
    const viaS1 = await makeOrder(t.ctx, s1.id, { agentId: agent.id, createdAt: hoursAgo(4) });
    const viaS2 = await makeOrder(t.ctx, s2.id, { agentId: agent.id, createdAt: hoursAgo(3) });
    const s1Store = await makeOrder(t.ctx, s1.id, { createdAt: hoursAgo(2) });
    const viaS1Later = await makeOrder(t.ctx, s1.id, { agentId: agent.id, createdAt: hoursAgo(1) });

    const all = await list(agentToken);
    expect(ids(all)).toEqual([viaS1Later.id, viaS2.id, viaS1.id, own.id]);
    expect(all.data.status_counts.all).toBe(4);
    expect(all.data.list[0]).toMatchObject({
      sub_merchant_id: s1.id,
      sub_merchant_name: '一号小店',
      source: 'agent',
      editable: false,
    });
    expect(all.data.list[3]).toMatchObject({ sub_merchant_id: null, sub_merchant_name: '', editable: true });

    // Pages across both branches of the union.
    const pages = [];
    for (let page = 1; page <= 5; page++) pages.push(...ids(await list(agentToken, { page, page_size: 1 })));
    expect(pages).toEqual(ids(all));
    expect(ids(await list(agentToken, { page: 2, page_size: 2 }))).toEqual([viaS1.id, own.id]);

    expect(ids(await list(agentToken, { sub_merchant_id: s1.id }))).toEqual([viaS1Later.id, viaS1.id]);
    expect(ids(await list(agentToken, { sub_merchant_id: s2.id, status: 'pending' }))).toEqual([viaS2.id]);
    const stranger = await makeMerchant(t.ctx);
    await makeOrder(t.ctx, stranger.id);
    expect((await list(agentToken, { sub_merchant_id: stranger.id })).data.total).toBe(0);

    // The sub-merchant sees all of its own orders, as its own; a non-agent has no sub-merchants.
    const s1Token = await signIn(t.ctx, s1.id);
    const s1List = await list(s1Token);
    expect(ids(s1List)).toEqual([viaS1Later.id, s1Store.id, viaS1.id]);
    expect(s1List.data.list.every((o) => o.editable && o.sub_merchant_id === null)).toBe(true);
    expect((await list(s1Token, { sub_merchant_id: s1.id })).data.total).toBe(0);
    expect((await list(await signIn(t.ctx, s2.id))).data.total).toBe(1);
  });

  it('names the wrong field of a bad filter', async () => {
    const { token } = await merchantWithToken();
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'lost' }, 'status'],
      [{ source: 'fax' }, 'source'],
      [{ goods_id: -1 }, 'goods_id'],
      [{ goods_id: 'x' }, 'goods_id'],
      [{ start_date: '2024-02-30' }, 'start_date'],
      [{ start_date: '2024-03-02', end_date: '2024-03-01' }, 'end_date'],
      [{ order_no: '12345' }, 'order_no'],
      [{ phone: '1234' }, 'phone'],
      [{ phone: '139123456789' }, 'phone'],
      [{ id_number: '11010119900101004' }, 'id_number'],
      [{ flag: 7 }, 'flag'],
      [{ flag: -2 }, 'flag'],
      [{ sub_merchant_id: 1.5 }, 'sub_merchant_id'],
      [{ page: 0 }, 'page'],
      [{ page_size: 101 }, 'page_size'],
    ];
    for (const [payload, field] of cases) {
      const res = await list(token, payload, 'en-US');
      expect(res.code, JSON.stringify(payload)).toBe(Code.validation);
      expect(res.msg, JSON.stringify(payload)).toContain(field);
    }
    const zh = await list(token, { phone: '1234' });
    expect(zh.msg).toContain('手机号格式不正确');
  });

  it('needs a session and the order route', async () => {
    expect((await t.call(ENDPOINTS.orderList, {})).code).toBe(Code.sessionExpired);
    const { m, token } = await merchantWithToken();
    await t.ctx.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.merchantId, m.id), eq(rolePermissions.permissionId, 'order')));
    expect((await list(token)).code).toBe(Code.forbidden);
    expect((await t.call(ENDPOINTS.orderDetail, { id: 1 }, { token })).code).toBe(Code.forbidden);
  });
});

describe('POST /api/apply/detail', () => {
  const detail = (token: string, id: number) =>
    t.call(ENDPOINTS.orderDetail, { id }, { token, lang: 'en-US' });

  it('answers one own order with its status history, oldest first', async () => {
    const { m, token } = await merchantWithToken();
    const o = await makeOrder(t.ctx, m.id, { status: 'settled' });
    const res = await detail(token, o.id);
    expect(res.code).toBe(Code.ok);
    expect(OrderDetailResult.parse(res.data)).toEqual(res.data);
    expect(res.data.order).toMatchObject({
      id: o.id,
      status: 'settled',
      editable: true,
      express_company: '顺丰速运',
    });
    expect(res.data.history.map((h) => [h.from, h.to])).toEqual([
      [null, 'pending'],
      ['pending', 'submitted'],
      ['submitted', 'approved'],
      ['approved', 'shipped'],
      ['shipped', 'activated'],
      ['activated', 'settled'],
    ]);
    expect(res.data.history.every((h) => h.source === 'system')).toBe(true);
  });

  it('answers another merchant’s order, a missing one and an agent’s sub-merchant’s as not found', async () => {
    const { token } = await merchantWithToken();
    const other = await makeMerchant(t.ctx);
    const theirs = await makeOrder(t.ctx, other.id);
    expect((await detail(token, theirs.id)).code).toBe(Code.notFound);
    expect((await detail(token, 9_007_199_254_740_991)).code).toBe(Code.notFound);

    const { m: agent, token: agentToken } = await merchantWithToken({ childMerchant: 2 });
    const sub = await makeMerchant(t.ctx, { parentId: agent.id, childMerchant: 1 });
    const viaLink = await makeOrder(t.ctx, sub.id, { agentId: agent.id });
    const subOwn = await makeOrder(t.ctx, sub.id);
    // The agent sees the masked row in its list, and nothing more (decision 046).
    expect((await detail(agentToken, viaLink.id)).code).toBe(Code.notFound);
    expect((await detail(agentToken, subOwn.id)).code).toBe(Code.notFound);
    // Not an agent: a sub-merchant's link order of someone else is not found.
    expect((await detail(token, viaLink.id)).code).toBe(Code.notFound);
  });

  it('names the id of a bad payload', async () => {
    const { token } = await merchantWithToken();
    for (const id of [0, -1, 1.5, 'x', null, 2 ** 60]) {
      // Deliberately wrong ids: untyped on purpose (t.post).
      const res = await t.post(ApiPath.orderDetail, { id }, { token, lang: 'en-US' });
      expect(res.code, String(id)).toBe(Code.validation);
      expect(res.msg).toContain('id');
    }
    // A missing id on purpose: untyped (t.post).
    const missing = await t.post(ApiPath.orderDetail, {}, { token, lang: 'en-US' });
    expect(missing).toMatchObject({ code: Code.validation });
    expect(missing.msg).toContain('id');
  });
});

describe('the makeOrder factory (other tests rely on it)', () => {
  it('reaches every status through the life cycle', async () => {
    const m = await makeMerchant(t.ctx);
    const recharge = await makeGoods(t.ctx, m.partnerId, {
      settlementRule: 'first_recharge',
      settlementMinRecharge: '50.00',
    });
    for (const status of ORDER_STATUSES) {
      const o = await makeOrder(t.ctx, m.id, { status });
      expect(o.status, status).toBe(status);
    }
    const viaRecharge = await makeOrder(t.ctx, m.id, { goodsId: recharge.id, status: 'settled' });
    expect(viaRecharge).toMatchObject({ status: 'settled', firstRechargeAmount: '100.00' });
    const moved = await makeOrder(t.ctx, m.id, { status: 'transferred' });
    const [next] = await t.ctx.db.select().from(orders).where(eq(orders.previousId, moved.id));
    expect(next).toMatchObject({ status: 'pending', chainRootId: moved.id, changeKind: 'reapply' });
  });
});
