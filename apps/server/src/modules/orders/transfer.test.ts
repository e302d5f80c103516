import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code, type RejectReasonCode } from '@console/contract';
import { goods } from '../goods/tables';
import { orders } from './tables';
import { transferConfigs, transferSwitches } from '../transfer/tables';
import { makeGoods } from '../goods/test-support';
import { makeMerchant } from '../../test/factories';
import { makeOrder } from './test-support';
import { makeTransferConfig } from '../transfer/test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventId, historyOf, readOrder, sendOrderEvent } from './webhook-test-support';

let t: TestApp;
const PARTNER = 7;
let merchantId: number;
let source: number;
let target: number;
let offSale: number;
let foreign: number;
let second: number;
let configId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await makeMerchant(t.ctx, { partnerId: PARTNER })).id;
  source = (await makeGoods(t.ctx, PARTNER, { name: '广东校园卡', reward: '45.00' })).id;
  target = (await makeGoods(t.ctx, PARTNER, { name: '花卡', reward: '80.00' })).id;
  offSale = (await makeGoods(t.ctx, PARTNER, { onSale: false })).id;
  second = (await makeGoods(t.ctx, PARTNER, { name: '星卡', reward: '50.00' })).id;
  // A goods of another partner: the merchant cannot order it, so no entry may send an order there.
  foreign = (await makeGoods(t.ctx, PARTNER + 1)).id;
  const config = await makeTransferConfig(t.ctx, PARTNER, source, [
    { reasonCode: 'age_mismatch', targetGoodsId: target, successRate: '72.5' },
    { reasonCode: 'area_unsupported', targetGoodsId: offSale, successRate: '80.0' },
    { reasonCode: 'blacklisted', targetGoodsId: foreign, successRate: '10.0' },
  ]);
  configId = config.id;
  // The target's own configuration: a transferred order rejected again moves on, in one chain.
  await makeTransferConfig(t.ctx, PARTNER, target, [
    { reasonCode: 'multi_card', targetGoodsId: second, successRate: '60.0' },
  ]);
});
afterAll(() => t.close());

const setSwitch = async (merchant: number, config: number, isOpen: boolean) => {
  await t.ctx.db
    .insert(transferSwitches)
    .values({ merchantId: merchant, configId: config, isOpen })
    .onConflictDoUpdate({
      target: [transferSwitches.merchantId, transferSwitches.configId],
      set: { isOpen },
    });
};

const reject = (orderNo: string, reason_code: RejectReasonCode) =>
  sendOrderEvent(t, {
    event_id: eventId('rej'),
    order_no: orderNo,
    status: 'rejected',
    reason_code,
    reason: '上游驳回',
  });

describe('the transfer engine', () => {
  it('moves a rejection its merchant switched on to the target goods, and records the chain', async () => {
    await setSwitch(merchantId, configId, true);
    const o = await makeOrder(t.ctx, merchantId, {
      goodsId: source,
      status: 'submitted',
      remark: '客户周末方便收货',
      agentId: 4242,
      source: 'douyin',
    });
    const res = await reject(o.orderNo, 'age_mismatch');
    expect(res).toMatchObject({ code: Code.ok, data: { changed: true, status: 'transferred' } });
    const newNo = res.data!.transferred_to!;
    const [made] = await t.ctx.db.select().from(orders).where(eq(orders.orderNo, newNo));
    const old = await readOrder(t, o.id);

    expect(old).toMatchObject({
      status: 'transferred',
      failReasonCode: 'age_mismatch',
      failReason: '上游驳回',
      chainRootId: o.id,
    });
    // Same customer (sealed columns copied as they are), same merchant, agent, source and remark;
    // the target's goods and reward; pending, at the end of the chain.
    expect(made).toMatchObject({
      merchantId,
      agentId: 4242,
      source: 'douyin',
      goodsId: target,
      status: 'pending',
      commission: '80.00',
      remark: '客户周末方便收货',
      previousId: o.id,
      chainRootId: o.id,
      changeKind: 'transfer',
      nameEnc: o.nameEnc,
      phoneEnc: o.phoneEnc,
      phoneHash: o.phoneHash,
      idNoEnc: o.idNoEnc,
      idNoHash: o.idNoHash,
      addressEnc: o.addressEnc,
      province: o.province,
    });
    expect((await historyOf(t, o.id)).slice(-2)).toMatchObject([
      { fromStatus: 'submitted', toStatus: 'rejected', source: 'webhook', reason: '上游驳回' },
      { fromStatus: 'rejected', toStatus: 'transferred', source: 'transfer', reason: newNo },
    ]);
    expect(await historyOf(t, made!.id)).toMatchObject([
      { fromStatus: null, toStatus: 'pending', source: 'transfer', reason: o.orderNo },
    ]);

    // The new order rejected in turn for a reason of its goods' configuration: the chain grows,
    // rooted at the first order.
    await setSwitch(merchantId, (await configOf(target))!, true);
    await sendOrderEvent(t, { event_id: eventId(), order_no: newNo, status: 'submitted' });
    const again = await reject(newNo, 'multi_card');
    const third = (
      await t.ctx.db.select().from(orders).where(eq(orders.orderNo, again.data!.transferred_to!))
    )[0]!;
    expect(third).toMatchObject({
      goodsId: second,
      previousId: made!.id,
      chainRootId: o.id,
      changeKind: 'transfer',
    });
    const chain = await t.ctx.db.select().from(orders).where(eq(orders.chainRootId, o.id)).orderBy(orders.id);
    expect(chain.map((c) => [c.id, c.status])).toEqual([
      [o.id, 'transferred'],
      [made!.id, 'transferred'],
      [third.id, 'pending'],
    ]);
  });

  it('leaves the order rejected when the switch is off, the reason is not listed, or the target cannot be ordered', async () => {
    const cases: [string, RejectReasonCode, () => Promise<void>][] = [
      ['switch off', 'age_mismatch', () => setSwitch(merchantId, configId, false)],
      [
        'no switch row',
        'age_mismatch',
        async () => {
          await t.ctx.db.delete(transferSwitches).where(eq(transferSwitches.merchantId, merchantId));
        },
      ],
      ['reason not listed', 'multi_card', () => setSwitch(merchantId, configId, true)],
      ['reason other', 'other', () => setSwitch(merchantId, configId, true)],
      ['target off sale', 'area_unsupported', () => setSwitch(merchantId, configId, true)],
      ['target of another partner', 'blacklisted', () => setSwitch(merchantId, configId, true)],
    ];
    for (const [label, reason, arrange] of cases) {
      await arrange();
      const o = await makeOrder(t.ctx, merchantId, { goodsId: source, status: 'submitted' });
      const res = await reject(o.orderNo, reason);
      expect(res, label).toMatchObject({ code: Code.ok, data: { changed: true, status: 'rejected' } });
      expect(res.data!.transferred_to, label).toBeUndefined();
      const after = await readOrder(t, o.id);
      expect(after, label).toMatchObject({ status: 'rejected', chainRootId: null, failReasonCode: reason });
      const following = await t.ctx.db.select().from(orders).where(eq(orders.previousId, o.id));
      expect(following, label).toEqual([]);
    }
  });

  it("another merchant's switch does not open it for this one, and a target taken off sale stops it", async () => {
    const other = await makeMerchant(t.ctx, { partnerId: PARTNER });
    await setSwitch(other.id, configId, true);
    await setSwitch(merchantId, configId, false);
    const o = await makeOrder(t.ctx, merchantId, { goodsId: source, status: 'submitted' });
    expect((await reject(o.orderNo, 'age_mismatch')).data).toMatchObject({ status: 'rejected' });

    const theirs = await makeOrder(t.ctx, other.id, { goodsId: source, status: 'submitted' });
    await t.ctx.db.update(goods).set({ onSale: false }).where(eq(goods.id, target));
    try {
      expect((await reject(theirs.orderNo, 'age_mismatch')).data).toMatchObject({ status: 'rejected' });
    } finally {
      await t.ctx.db.update(goods).set({ onSale: true }).where(eq(goods.id, target));
    }
    const theirs2 = await makeOrder(t.ctx, other.id, { goodsId: source, status: 'submitted' });
    expect((await reject(theirs2.orderNo, 'age_mismatch')).data).toMatchObject({ status: 'transferred' });
  });
});

async function configOf(goodsId: number) {
  const [c] = await t.ctx.db.select().from(transferConfigs).where(eq(transferConfigs.goodsId, goodsId));
  return c?.id;
}
