import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  Code,
  OrderChainResult,
  ReapplyResult,
  ResubmitResult,
  ENDPOINTS,
  type PayloadIn,
  ApiPath,
} from '@console/contract';
import { orders, orderStatusHistory } from './tables';
import { rolePermissions } from '../auth/tables';
import { transferSwitches } from '../transfer/tables';
import { createTestApp, type TestApp, type TestCallArgs, type TestEndpoint } from '../../test/test-app';
import { makeGoods } from '../goods/test-support';
import { makeMerchant, signIn } from '../../test/factories';
import { makeOrder, orderEnv } from './test-support';
import { makeTransferConfig } from '../transfer/test-support';
import { changeStatus } from './lifecycle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function merchantWithToken(overrides: Parameters<typeof makeMerchant>[1] = {}) {
  const m = await makeMerchant(t.ctx, overrides);
  return { m, token: await signIn(t.ctx, m.id) };
}
const call = <E extends TestEndpoint>(endpoint: E, payload: PayloadIn<E>, token: string, lang = 'en-US') =>
  t.call(endpoint, ...([payload, { token, lang }] as TestCallArgs<E>));
/** For the payloads the contract refuses on purpose (wrong types, missing fields): untyped (t.post). */
const postWrong = (path: string, body: unknown, token: string, lang = 'en-US') =>
  t.post(path, body, { token, lang });
const row = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** An agent, its sub-merchant, and an order that came through the agent's link. */
async function agentAndSubOrder(status: 'pending' | 'rejected' = 'pending') {
  const { m: agent, token } = await merchantWithToken({ childMerchant: 2 });
  const sub = await makeMerchant(t.ctx, { parentId: agent.id, childMerchant: 1 });
  const order = await makeOrder(t.ctx, sub.id, { agentId: agent.id, status });
  return { agent, sub, token, order };
}

async function withoutAction(merchantId: number, action: string) {
  const [perm] = await t.ctx.db
    .select()
    .from(rolePermissions)
    .where(and(eq(rolePermissions.merchantId, merchantId), eq(rolePermissions.permissionId, 'order')));
  await t.ctx.db
    .update(rolePermissions)
    .set({ actions: perm!.actions.filter((a) => a !== action) })
    .where(and(eq(rolePermissions.merchantId, merchantId), eq(rolePermissions.permissionId, 'order')));
}

describe('POST /api/apply/flag', () => {
  it('flags the caller’s own orders among the ids and counts them; another’s are left alone', async () => {
    const { m, token } = await merchantWithToken();
    const a = await makeOrder(t.ctx, m.id);
    const b = await makeOrder(t.ctx, m.id);
    const theirs = await makeOrder(t.ctx, (await makeMerchant(t.ctx)).id);
    const res = await call(ENDPOINTS.orderFlag, { ids: [a.id, b.id, theirs.id], flag: 4 }, token);
    expect(res).toMatchObject({ code: Code.ok, data: { updated: 2 } });
    expect((await row(a.id)).flag).toBe(4);
    expect((await row(b.id)).flag).toBe(4);
    expect((await row(theirs.id)).flag).toBe(0);
    // The status time is the life cycle's: a flag does not move it.
    expect((await row(a.id)).updatedAt).toEqual(a.updatedAt);
    const cleared = await call(ENDPOINTS.orderFlag, { ids: [a.id], flag: 0 }, token);
    expect(cleared).toMatchObject({ code: Code.ok, data: { updated: 1 } });
    expect((await row(a.id)).flag).toBe(0);
  });

  it('answers not found when none is the caller’s, and an agent cannot flag its sub-merchant’s order', async () => {
    const { token } = await merchantWithToken();
    const theirs = await makeOrder(t.ctx, (await makeMerchant(t.ctx)).id);
    expect((await call(ENDPOINTS.orderFlag, { ids: [theirs.id], flag: 1 }, token)).code).toBe(Code.notFound);
    expect((await call(ENDPOINTS.orderFlag, { ids: [2 ** 40], flag: 1 }, token)).code).toBe(Code.notFound);
    const s = await agentAndSubOrder();
    expect((await call(ENDPOINTS.orderFlag, { ids: [s.order.id], flag: 1 }, s.token)).code).toBe(
      Code.notFound,
    );
    expect((await row(s.order.id)).flag).toBe(0);
  });

  it('names the wrong field and needs the edit action', async () => {
    const { m, token } = await merchantWithToken();
    const o = await makeOrder(t.ctx, m.id);
    const cases: [unknown, string][] = [
      [{ ids: [], flag: 1 }, 'ids'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), flag: 1 }, 'ids'],
      [{ ids: [0], flag: 1 }, 'ids'],
      [{ ids: 'x', flag: 1 }, 'ids'],
      [{ ids: [o.id], flag: 7 }, 'flag'],
      [{ ids: [o.id], flag: '1' }, 'flag'],
      [{ ids: [o.id] }, 'flag'],
    ];
    for (const [body, field] of cases) {
      const res = await postWrong(ApiPath.orderFlag, body, token);
      expect(res.code, JSON.stringify(body)).toBe(Code.validation);
      expect(res.msg).toContain(field);
    }
    await withoutAction(m.id, 'edit');
    expect((await call(ENDPOINTS.orderFlag, { ids: [o.id], flag: 1 }, token)).code).toBe(Code.forbidden);
    expect((await call(ENDPOINTS.orderUpdate, { id: o.id, remark: 'x' }, token)).code).toBe(Code.forbidden);
    expect((await call(ENDPOINTS.orderResubmit, { ids: [o.id] }, token)).code).toBe(Code.forbidden);
    expect((await call(ENDPOINTS.orderReapply, { id: o.id, goods_id: 1 }, token)).code).toBe(Code.forbidden);
    // Reading needs no action.
    expect((await call(ENDPOINTS.orderDetail, { id: o.id }, token)).code).toBe(Code.ok);
  });
});

describe('POST /api/apply/updateApplyRecord', () => {
  it('sets the remark of an own order (trimmed), and refuses another’s or a sub-merchant’s', async () => {
    const { m, token } = await merchantWithToken();
    const o = await makeOrder(t.ctx, m.id);
    const res = await call(ENDPOINTS.orderUpdate, { id: o.id, remark: '  已电话回访  ' }, token);
    expect(res).toMatchObject({ code: Code.ok, data: { id: o.id, remark: '已电话回访' } });
    const detail = await call(ENDPOINTS.orderDetail, { id: o.id }, token);
    expect(detail.data.order.remark).toBe('已电话回访');
    expect((await call(ENDPOINTS.orderUpdate, { id: o.id, remark: '' }, token)).code).toBe(Code.ok);
    expect((await row(o.id)).remark).toBe('');

    const theirs = await makeOrder(t.ctx, (await makeMerchant(t.ctx)).id, { remark: 'theirs' });
    expect((await call(ENDPOINTS.orderUpdate, { id: theirs.id, remark: 'x' }, token)).code).toBe(
      Code.notFound,
    );
    expect((await row(theirs.id)).remark).toBe('theirs');
    const s = await agentAndSubOrder();
    expect((await call(ENDPOINTS.orderUpdate, { id: s.order.id, remark: 'x' }, s.token)).code).toBe(
      Code.notFound,
    );
  });

  it('names the wrong field', async () => {
    const { m, token } = await merchantWithToken();
    const o = await makeOrder(t.ctx, m.id);
    const cases: [unknown, string][] = [
      [{ id: o.id, remark: 'x'.repeat(201) }, 'remark'],
      [{ id: o.id, remark: 5 }, 'remark'],
      [{ id: o.id }, 'remark'],
      [{ remark: 'x' }, 'id'],
      [{ id: 'abc', remark: 'x' }, 'id'],
    ];
    for (const [body, field] of cases) {
      const res = await postWrong(ApiPath.orderUpdate, body, token);
      expect(res.code, JSON.stringify(body)).toBe(Code.validation);
      expect(res.msg).toContain(field);
    }
    expect((await call(ENDPOINTS.orderUpdate, { id: o.id, remark: '备'.repeat(200) }, token)).code).toBe(
      Code.ok,
    );
  });
});

describe('POST /api/apply/changeGoodsReapplyRecord', () => {
  it('makes a new order on another goods for the same customer; the rejected one becomes transferred', async () => {
    const { m, token } = await merchantWithToken();
    const a = await makeGoods(t.ctx, m.partnerId, { name: '甲卡' });
    const b = await makeGoods(t.ctx, m.partnerId, { name: '乙卡', reward: '66.60' });
    const old = await makeOrder(t.ctx, m.id, { goodsId: a.id, status: 'rejected', remark: '老客户' });
    const res = await call(ENDPOINTS.orderReapply, { id: old.id, goods_id: b.id }, token);
    expect(res.code).toBe(Code.ok);
    expect(ReapplyResult.parse(res.data)).toEqual(res.data);
    const created = await row(res.data.id);
    expect(created).toMatchObject({
      orderNo: res.data.order_no,
      merchantId: m.id,
      goodsId: b.id,
      status: 'pending',
      commission: '66.60',
      remark: '老客户',
      previousId: old.id,
      chainRootId: old.id,
      changeKind: 'reapply',
      phoneHash: old.phoneHash,
      nameEnc: old.nameEnc,
    });
    expect(await row(old.id)).toMatchObject({ status: 'transferred', chainRootId: old.id });
    const history = await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, old.id))
      .orderBy(asc(orderStatusHistory.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'rejected',
      toStatus: 'transferred',
      source: 'merchant',
      reason: res.data.order_no,
    });
  });

  it('refuses an order that is not rejected, the same goods, and goods the merchant cannot order', async () => {
    const { m, token } = await merchantWithToken({ partnerId: 77 });
    const a = await makeGoods(t.ctx, 77);
    const offSale = await makeGoods(t.ctx, 77, { onSale: false });
    const foreign = await makeGoods(t.ctx, 78);
    const pending = await makeOrder(t.ctx, m.id, { goodsId: a.id });
    const other = await makeGoods(t.ctx, 77);
    const refused = await call(ENDPOINTS.orderReapply, { id: pending.id, goods_id: other.id }, token);
    expect(refused.code).toBe(Code.orderTransition);
    const rejected = await makeOrder(t.ctx, m.id, { goodsId: a.id, status: 'rejected' });
    for (const goodsId of [a.id, offSale.id, foreign.id, 2_000_000_000]) {
      const res = await call(ENDPOINTS.orderReapply, { id: rejected.id, goods_id: goodsId }, token);
      expect(res.code, String(goodsId)).toBe(Code.goodsUnavailable);
    }
    // Nothing changed: still rejected, no new order in its chain.
    expect(await row(rejected.id)).toMatchObject({ status: 'rejected', chainRootId: null });
    const chain = await t.ctx.db.select().from(orders).where(eq(orders.previousId, rejected.id));
    expect(chain).toEqual([]);
  });

  it('answers another merchant’s order and an agent’s sub-merchant order as not found; names bad fields', async () => {
    const { m, token } = await merchantWithToken();
    const g = await makeGoods(t.ctx, m.partnerId);
    const theirs = await makeOrder(t.ctx, (await makeMerchant(t.ctx)).id, { status: 'rejected' });
    expect((await call(ENDPOINTS.orderReapply, { id: theirs.id, goods_id: g.id }, token)).code).toBe(
      Code.notFound,
    );
    const s = await agentAndSubOrder('rejected');
    const sg = await makeGoods(t.ctx, s.agent.partnerId);
    expect((await call(ENDPOINTS.orderReapply, { id: s.order.id, goods_id: sg.id }, s.token)).code).toBe(
      Code.notFound,
    );
    expect((await row(s.order.id)).status).toBe('rejected');
    for (const [body, field] of [
      [{ id: theirs.id }, 'goods_id'],
      [{ id: theirs.id, goods_id: 0 }, 'goods_id'],
      [{ goods_id: g.id }, 'id'],
    ] as const) {
      const res = await postWrong(ApiPath.orderReapply, body, token);
      expect(res.code).toBe(Code.validation);
      expect(res.msg).toContain(field);
    }
  });
});

describe('POST /api/apply/oneClickDoApply', () => {
  it('submits the own rejected orders again in one go and lists the others as skipped', async () => {
    const { m, token } = await merchantWithToken();
    const r1 = await makeOrder(t.ctx, m.id, { status: 'rejected' });
    const r2 = await makeOrder(t.ctx, m.id, { status: 'rejected', reasonCode: 'other', reason: '资料不全' });
    const approved = await makeOrder(t.ctx, m.id, { status: 'approved' });
    const theirs = await makeOrder(t.ctx, (await makeMerchant(t.ctx)).id, { status: 'rejected' });
    const res = await call(ENDPOINTS.orderResubmit, { ids: [r2.id, theirs.id, approved.id, r1.id] }, token);
    expect(res.code).toBe(Code.ok);
    expect(ResubmitResult.parse(res.data)).toEqual(res.data);
    expect(res.data).toEqual({
      resubmitted: 2,
      skipped: [{ id: approved.id, order_no: approved.orderNo, status: 'approved' }],
    });
    for (const id of [r1.id, r2.id]) {
      expect(await row(id)).toMatchObject({ status: 'submitted', failReasonCode: null, failReason: '' });
      const [last] = await t.ctx.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, id))
        .orderBy(asc(orderStatusHistory.id))
        .then((h) => h.slice(-1));
      expect(last).toMatchObject({ fromStatus: 'rejected', toStatus: 'submitted', source: 'merchant' });
    }
    expect((await row(theirs.id)).status).toBe('rejected');
    // Again: nothing is rejected any more, everything is skipped.
    const again = await call(ENDPOINTS.orderResubmit, { ids: [r1.id] }, token);
    expect(again.data).toEqual({
      resubmitted: 0,
      skipped: [{ id: r1.id, order_no: r1.orderNo, status: 'submitted' }],
    });
  });

  it('answers not found when none is the caller’s (an agent’s sub-merchant orders included); names bad ids', async () => {
    const { token } = await merchantWithToken();
    const theirs = await makeOrder(t.ctx, (await makeMerchant(t.ctx)).id, { status: 'rejected' });
    expect((await call(ENDPOINTS.orderResubmit, { ids: [theirs.id] }, token)).code).toBe(Code.notFound);
    const s = await agentAndSubOrder('rejected');
    expect((await call(ENDPOINTS.orderResubmit, { ids: [s.order.id] }, s.token)).code).toBe(Code.notFound);
    expect((await row(s.order.id)).status).toBe('rejected');
    for (const body of [
      {},
      { ids: [] },
      { ids: [-3] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    ]) {
      const res = await postWrong(ApiPath.orderResubmit, body, token);
      expect(res.code).toBe(Code.validation);
      expect(res.msg).toContain('ids');
    }
  });
});

describe('POST /api/apply/getApplyChangeRecord', () => {
  it('answers the chain of re-applies oldest first, with how and why each link came', async () => {
    const { m, token } = await merchantWithToken();
    const [a, b, c] = [
      await makeGoods(t.ctx, m.partnerId, { name: '甲卡' }),
      await makeGoods(t.ctx, m.partnerId, { name: '乙卡' }),
      await makeGoods(t.ctx, m.partnerId, { name: '丙卡' }),
    ];
    const first = await makeOrder(t.ctx, m.id, { goodsId: a.id, status: 'rejected' });
    const second = await call(ENDPOINTS.orderReapply, { id: first.id, goods_id: b.id }, token);
    const middle = await row(second.data.id);
    // The upstream reviews the new order and rejects it too (through the life cycle).
    await t.ctx.db.transaction(async (tx) => {
      const submitted = await changeStatus(tx, orderEnv(t.ctx), middle, {
        to: 'submitted',
        source: 'webhook',
      });
      await changeStatus(tx, orderEnv(t.ctx), submitted.order, {
        to: 'rejected',
        source: 'webhook',
        reasonCode: 'blacklisted',
        reason: '黑名单用户',
      });
    });
    const third = await call(ENDPOINTS.orderReapply, { id: middle.id, goods_id: c.id }, token);
    expect(third.code).toBe(Code.ok);

    for (const id of [first.id, middle.id, third.data.id]) {
      const res = await call(ENDPOINTS.orderChain, { id }, token, 'zh-CN');
      expect(res.code).toBe(Code.ok);
      expect(OrderChainResult.parse(res.data)).toEqual(res.data);
      expect(res.data.list.map((l) => [l.id, l.goods_name, l.status, l.kind, l.reason])).toEqual([
        [first.id, '甲卡', 'transferred', null, ''],
        [middle.id, '乙卡', 'transferred', 'reapply', '年龄不符：年龄不符合办理要求'],
        [third.data.id, '丙卡', 'pending', 'reapply', '风险用户：黑名单用户'],
      ]);
    }
    const en = await call(ENDPOINTS.orderChain, { id: first.id }, token, 'en-US');
    expect(en.data.list[2]!.reason).toBe('Risk-listed customer: 黑名单用户');
  });

  it('shows a transfer made by the engine, and a lone order as a chain of one', async () => {
    const { m, token } = await merchantWithToken({ partnerId: 91 });
    const from = await makeGoods(t.ctx, 91, { name: '原卡' });
    const to = await makeGoods(t.ctx, 91, { name: '转单卡' });
    const config = await makeTransferConfig(t.ctx, 91, from.id, [
      { reasonCode: 'multi_card', targetGoodsId: to.id, successRate: '80.00' },
    ]);
    await t.ctx.db.insert(transferSwitches).values({ merchantId: m.id, configId: config.id, isOpen: true });
    const moved = await makeOrder(t.ctx, m.id, {
      goodsId: from.id,
      status: 'rejected',
      reasonCode: 'multi_card',
      reason: '',
    });
    expect(moved.status).toBe('transferred');
    const res = await call(ENDPOINTS.orderChain, { id: moved.id }, token, 'zh-CN');
    expect(res.data.list.map((l) => [l.goods_name, l.kind, l.reason])).toEqual([
      ['原卡', null, ''],
      ['转单卡', 'transfer', '一证多卡'],
    ]);

    const lone = await makeOrder(t.ctx, m.id, { goodsId: from.id });
    const one = await call(ENDPOINTS.orderChain, { id: lone.id }, token);
    expect(one.data.list).toEqual([expect.objectContaining({ id: lone.id, kind: null, reason: '' })]);
  });

  it('answers another merchant’s order and an agent’s sub-merchant’s as not found', async () => {
    const { token } = await merchantWithToken();
    const theirs = await makeOrder(t.ctx, (await makeMerchant(t.ctx)).id);
    expect((await call(ENDPOINTS.orderChain, { id: theirs.id }, token)).code).toBe(Code.notFound);
    const s = await agentAndSubOrder();
    // The agent sees the masked row in its list, and nothing more (decision 046).
    expect((await call(ENDPOINTS.orderChain, { id: s.order.id }, s.token)).code).toBe(Code.notFound);
    const bad = await postWrong(ApiPath.orderChain, { id: 'one' }, token);
    expect(bad.code).toBe(Code.validation);
    expect(bad.msg).toContain('id');
  });
});
