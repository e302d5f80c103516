import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, Code, type RateListResult } from '@console/contract';
import { createTestApp, type TestApp, type TestCallArgs, type TestEndpoint } from '../../test/test-app';
import { signIn } from '../../test/factories';
import { makeGoods } from '../goods/test-support';
import { makeOrder } from '../orders/test-support';
import { makeAgent, makeChain, makeSub } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = async (merchantId: number) => {
  const token = await signIn(t.ctx, merchantId);
  return <E extends TestEndpoint>(endpoint: E, ...[payload]: TestCallArgs<E>) =>
    t.call(endpoint, ...([payload, { token }] as TestCallArgs<E>));
};
const rowOf = (res: { data: RateListResult }, goodsId: number) =>
  res.data.list.find((r) => r.goods_id === goodsId)!;

describe('the goods price configuration', () => {
  it('sets a default and a sub-merchant’s own, each at most the agent’s own; null removes one', async () => {
    const agent = await makeAgent(t.ctx);
    const sub = await makeSub(t.ctx, agent);
    const goods = await makeGoods(t.ctx, agent.partnerId, { name: '大王卡', reward: '80.00' });
    const call = await as(agent.id);

    const fresh = await call(ENDPOINTS.agentRates, { keyword: '大王' });
    expect(rowOf(fresh, goods.id)).toMatchObject({
      goods_name: '大王卡',
      own_commission: '80.00',
      default_rate: null,
      sub_rate: null,
      effective: '80.00',
    });
    expect(
      (await call(ENDPOINTS.agentRatesSave, { items: [{ goods_id: goods.id, commission: '60' }] })).code,
    ).toBe(Code.ok);
    const own = { sub_merchant_id: sub.id, items: [{ goods_id: goods.id, commission: '70.5' }] };
    expect((await call(ENDPOINTS.agentRatesSave, own)).code).toBe(Code.ok);
    const forSub = await call(ENDPOINTS.agentRates, { sub_merchant_id: sub.id });
    expect(rowOf(forSub, goods.id)).toMatchObject({
      default_rate: { commission: '60.00', capped_from: null },
      sub_rate: { commission: '70.50', capped_from: null },
      effective: '70.50',
    });
    // The sub-merchant sees what it earns in its goods list, not the goods' reward.
    const subGoods = await (await as(sub.id))(ENDPOINTS.goodsList, { page_size: 100 });
    expect(subGoods.data.list.find((g) => g.id === goods.id)!.goods_reward).toBe('70.50');

    await call(ENDPOINTS.agentRatesSave, {
      sub_merchant_id: sub.id,
      items: [{ goods_id: goods.id, commission: null }],
    });
    const back = await call(ENDPOINTS.agentRates, { sub_merchant_id: sub.id });
    expect(rowOf(back, goods.id)).toMatchObject({ sub_rate: null, effective: '60.00' });
  });

  it('refuses a commission above the agent’s own, naming the goods, and saves none of the batch', async () => {
    const agent = await makeAgent(t.ctx);
    const cheap = await makeGoods(t.ctx, agent.partnerId, { name: '小鱼卡', reward: '30.00' });
    const other = await makeGoods(t.ctx, agent.partnerId, { reward: '80.00' });
    const call = await as(agent.id);
    const res = await call(ENDPOINTS.agentRatesSave, {
      items: [
        { goods_id: other.id, commission: '50' },
        { goods_id: cheap.id, commission: '30.01' },
      ],
    });
    expect(res).toMatchObject({ code: Code.rateAboveOwn, msg: '「小鱼卡」的佣金不能高于您自己的佣金 30.00' });
    const list = await call(ENDPOINTS.agentRates, {});
    expect(rowOf(list, other.id).default_rate).toBeNull();
  });

  it('refuses bad input with the field named; another partner’s goods or a stranger are not found', async () => {
    const agent = await makeAgent(t.ctx);
    const goods = await makeGoods(t.ctx, agent.partnerId);
    const foreign = await makeGoods(t.ctx, agent.partnerId + 1000);
    const stranger = await makeSub(t.ctx, await makeAgent(t.ctx, { partnerId: agent.partnerId }));
    const call = await as(agent.id);
    for (const commission of ['-1', '1.234', 'abc']) {
      const res = await call(ENDPOINTS.agentRatesSave, { items: [{ goods_id: goods.id, commission }] });
      expect(res.code).toBe(Code.validation);
      expect(res.msg).toMatch(/^items\.0\.commission[:：]/);
    }
    const twice = [
      { goods_id: goods.id, commission: '1' },
      { goods_id: goods.id, commission: '2' },
    ];
    expect((await call(ENDPOINTS.agentRatesSave, { items: twice })).code).toBe(Code.validation);
    expect((await call(ENDPOINTS.agentRatesSave, { items: [] })).code).toBe(Code.validation);
    const items = [{ goods_id: foreign.id, commission: '1' }];
    expect((await call(ENDPOINTS.agentRatesSave, { items })).code).toBe(Code.notFound);
    const theirs = { sub_merchant_id: stranger.id, items: [{ goods_id: goods.id, commission: '1' }] };
    expect((await call(ENDPOINTS.agentRatesSave, theirs)).code).toBe(Code.notFound);
    expect((await call(ENDPOINTS.agentRates, { sub_merchant_id: stranger.id })).code).toBe(Code.notFound);
  });

  it('caps the rates below when an agent’s own commission drops, and marks them', async () => {
    const [top, mid, seller] = await makeChain(t.ctx, 3);
    const goods = await makeGoods(t.ctx, top!.partnerId, { reward: '80.00' });
    const callMid = await as(mid!.id);
    await callMid(ENDPOINTS.agentRatesSave, { items: [{ goods_id: goods.id, commission: '50' }] });
    await (
      await as(top!.id)
    )(ENDPOINTS.agentRatesSave, { items: [{ goods_id: goods.id, commission: '40' }] });
    const capped = await callMid(ENDPOINTS.agentRates, {});
    expect(rowOf(capped, goods.id)).toMatchObject({
      own_commission: '40.00',
      default_rate: { commission: '40.00', capped_from: '50.00' },
      effective: '40.00',
    });
    const sellerGoods = await (await as(seller!.id))(ENDPOINTS.goodsList, { page_size: 100 });
    expect(sellerGoods.data.list.find((g) => g.id === goods.id)!.goods_reward).toBe('40.00');
  });
});

describe('distribution orders', () => {
  it('lists the orders of every merchant below, masked, with both commissions and totals', async () => {
    const [top, mid, seller] = await makeChain(t.ctx, 3);
    const goods = await makeGoods(t.ctx, top!.partnerId, { name: '分销卡', reward: '80.00' });
    await (
      await as(top!.id)
    )(ENDPOINTS.agentRatesSave, { items: [{ goods_id: goods.id, commission: '60' }] });
    const callMid = await as(mid!.id);
    await callMid(ENDPOINTS.agentRatesSave, { items: [{ goods_id: goods.id, commission: '45.5' }] });
    const settled = await makeOrder(t.ctx, seller!.id, { goodsId: goods.id, status: 'settled' });
    const pending = await makeOrder(t.ctx, seller!.id, { goodsId: goods.id });
    const midOwn = await makeOrder(t.ctx, mid!.id, { goodsId: goods.id });
    // A later price change does not change what existing orders pay.
    await (
      await as(top!.id)
    )(ENDPOINTS.agentRatesSave, { items: [{ goods_id: goods.id, commission: '10' }] });

    const res = await (await as(top!.id))(ENDPOINTS.agentOrderList, {});
    expect(res.code).toBe(Code.ok);
    expect(res.data.total).toBe(3);
    const byNo = new Map(res.data.list.map((r) => [r.order_no, r]));
    expect(byNo.get(settled.orderNo)).toMatchObject({
      goods_name: '分销卡',
      sub_merchant_id: seller!.id,
      sub_commission: '45.50',
      agent_commission: '20.00',
      status: 'settled',
    });
    expect(byNo.get(settled.orderNo)!.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(byNo.get(midOwn.orderNo)).toMatchObject({ sub_commission: '60.00', agent_commission: '20.00' });
    expect(res.data.totals).toEqual({
      sub_commission: '151.00',
      agent_commission: '60.00',
      agent_settled: '20.00',
    });

    const mine = await callMid(ENDPOINTS.agentOrderList, {});
    expect(mine.data.list.map((r) => [r.order_no, r.agent_commission]).sort()).toEqual(
      [
        [settled.orderNo, '14.50'],
        [pending.orderNo, '14.50'],
      ].sort(),
    );
    const filtered = await (
      await as(top!.id)
    )(ENDPOINTS.agentOrderList, {
      sub_merchant_id: seller!.id,
      status: 'settled',
    });
    expect(filtered.data.list.map((r) => r.order_no)).toEqual([settled.orderNo]);
    const stranger = await makeAgent(t.ctx, { partnerId: top!.partnerId });
    const none = await (await as(stranger.id))(ENDPOINTS.agentOrderList, {});
    expect(none.data).toMatchObject({ list: [], total: 0 });
  });

  it('opens a sub-merchant row’s orders: those through it, its own tree’s included (child_id)', async () => {
    const [top, mid, seller] = await makeChain(t.ctx, 3);
    const direct = await makeSub(t.ctx, top!);
    const goods = await makeGoods(t.ctx, top!.partnerId, { name: '分支卡', reward: '80.00' });
    const callTop = await as(top!.id);
    await callTop(ENDPOINTS.agentRatesSave, { items: [{ goods_id: goods.id, commission: '60' }] });
    await makeOrder(t.ctx, seller!.id, { goodsId: goods.id });
    await makeOrder(t.ctx, seller!.id, { goodsId: goods.id });
    await makeOrder(t.ctx, mid!.id, { goodsId: goods.id });
    await makeOrder(t.ctx, direct.id, { goodsId: goods.id });

    const subs = await callTop(ENDPOINTS.agentSubList, {});
    const counted = new Map(subs.data.list.map((r) => [r.id, r.orders]));
    expect([counted.get(mid!.id), counted.get(direct.id)]).toEqual([3, 1]);
    const through = (child_id: number) => callTop(ENDPOINTS.agentOrderList, { child_id, page_size: 50 });
    // The list through a row holds the orders the row counts, the seller below it included.
    expect((await through(mid!.id)).data.total).toBe(3);
    expect((await through(direct.id)).data.total).toBe(1);
    expect((await through(mid!.id)).data.list.map((r) => r.sub_merchant_id).sort()).toEqual(
      [mid!.id, seller!.id, seller!.id].sort(),
    );
    // The seller is not a direct sub-merchant of the top agent: nothing came "through" it.
    expect((await through(seller!.id)).data.total).toBe(0);
    // sub_merchant_id stays the seller alone.
    const own = await callTop(ENDPOINTS.agentOrderList, { sub_merchant_id: mid!.id });
    expect(own.data.total).toBe(1);
  });
});
