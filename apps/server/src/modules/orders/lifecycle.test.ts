import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  Code,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  type OrderWebhookPayload,
} from '@console/contract';
import { balances, ledgerEntries } from '../money/tables';
import { goods } from '../goods/tables';
import { makeGoods } from '../goods/test-support';
import { makeMerchant } from '../../test/factories';
import { makeOrder, makeOrders, orderEnv } from './test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AppError } from '../../lib/app-error';
import { verifyLedger } from '../money/verify';
import { changeStatus, lockOrder } from './lifecycle';
import { replaceOrder } from './transfer-engine';
import { eventId, historyOf, lastOrderCall, readOrder, sendOrderEvent } from './webhook-test-support';

let t: TestApp;
let merchantId: number;
let activationGoods: number;
let rechargeGoods: number;
beforeAll(async () => {
  t = await createTestApp();
  const m = await makeMerchant(t.ctx);
  merchantId = m.id;
  activationGoods = (await makeGoods(t.ctx, m.partnerId, { reward: '80.00' })).id;
  rechargeGoods = (
    await makeGoods(t.ctx, m.partnerId, {
      reward: '110.00',
      settlementRule: 'first_recharge',
      settlementMinRecharge: '50.00',
    })
  ).id;
});
afterAll(() => t.close());

/** What the partner sends to move an order to `to` (a reason, shipping, a recharge). */
function eventTo(orderNo: string, to: OrderStatus): OrderWebhookPayload {
  const body: OrderWebhookPayload = { event_id: eventId(to), order_no: orderNo, status: to };
  if (to === 'rejected') Object.assign(body, { reason_code: 'review_failed', reason: '资料审核未通过' });
  if (to === 'shipped') Object.assign(body, { express_company: '顺丰速运', tracking_no: 'SF1234567890' });
  if (to === 'recharged') body.recharge_amount = '100.00';
  return body;
}

const balanceOf = async (id: number) =>
  (await t.ctx.db.select().from(balances).where(eq(balances.merchantId, id)))[0]!.balance;

const commissionEntries = (orderNo: string) =>
  t.ctx.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.type, 'commission'), eq(ledgerEntries.reference, orderNo)));

describe('the life cycle, through the fulfilment webhook', () => {
  // Every pair (from, to) with from ≠ to: allowed by ORDER_TRANSITIONS → applied and recorded in
  // the history; anything else → refused, recorded as a conflict, the order untouched.
  // `transferred` is the one allowed change the partner cannot make: it needs the replacing order
  // (the transfer engine, a re-apply), see the next test.
  for (const from of ORDER_STATUSES) {
    it(`from ${from}: every other status allowed or refused as the table says`, async () => {
      const targets = ORDER_STATUSES.filter((s) => s !== from);
      const made = await makeOrders(t.ctx, merchantId, targets.length, {
        goodsId: activationGoods,
        status: from,
      });
      for (const [i, to] of targets.entries()) {
        const order = made[i]!;
        expect(order.status).toBe(from);
        const before = await historyOf(t, order.id);
        const res = await sendOrderEvent(t, eventTo(order.orderNo, to));
        const allowed = ORDER_TRANSITIONS[from].includes(to) && to !== 'transferred';
        const after = await readOrder(t, order.id);
        const history = await historyOf(t, order.id);
        if (allowed) {
          expect(res, `${from} → ${to}`).toMatchObject({
            code: Code.ok,
            data: { changed: true, status: to },
          });
          expect(after.status).toBe(to);
          expect(history.slice(before.length)).toMatchObject([
            { fromStatus: from, toStatus: to, source: 'webhook' },
          ]);
          expect(await lastOrderCall(t)).toMatchObject({ outcome: 'accepted' });
        } else {
          expect(res, `${from} → ${to}`).toMatchObject({ status: 200, code: Code.orderTransition });
          expect(after).toEqual(order);
          expect(history).toEqual(before);
          expect(await lastOrderCall(t)).toMatchObject({
            outcome: 'conflict',
            detail: `${order.orderNo} → ${to}`,
          });
        }
      }
    });
  }

  it('fills what each step brings: upstream number, reason, shipping, activation, recharge', async () => {
    const o = await makeOrder(t.ctx, merchantId, { goodsId: rechargeGoods });
    const send = (to: OrderStatus, extra: Partial<OrderWebhookPayload> = {}) =>
      sendOrderEvent(t, { event_id: eventId(), order_no: o.orderNo, status: to, ...extra });
    expect((await send('submitted', { upstream_no: 'UP-778899' })).code).toBe(Code.ok);
    expect((await send('approved')).code).toBe(Code.ok);
    await send('shipped', { express_company: '京东物流', tracking_no: 'JD0012345678901' });
    await send('activated');
    await send('recharged', { recharge_amount: '88.50' });
    const r = await readOrder(t, o.id);
    expect(r).toMatchObject({
      status: 'recharged',
      upstreamNo: 'UP-778899',
      expressCompany: '京东物流',
      trackingNo: 'JD0012345678901',
      firstRechargeAmount: '88.50',
    });
    expect(r.activatedAt).toBeInstanceOf(Date);
    expect(r.firstRechargedAt!.getTime()).toBeGreaterThanOrEqual(r.activatedAt!.getTime());
    expect((await historyOf(t, o.id)).map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'pending'],
      ['pending', 'submitted'],
      ['submitted', 'approved'],
      ['approved', 'shipped'],
      ['shipped', 'activated'],
      ['activated', 'recharged'],
    ]);

    const rejected = await makeOrder(t.ctx, merchantId, { goodsId: activationGoods, status: 'submitted' });
    await sendOrderEvent(t, {
      event_id: eventId(),
      order_no: rejected.orderNo,
      status: 'rejected',
      reason_code: 'multi_card',
      reason: '一证多卡超限',
    });
    expect(await readOrder(t, rejected.id)).toMatchObject({
      status: 'rejected',
      failReasonCode: 'multi_card',
      failReason: '一证多卡超限',
    });
    // A resubmission clears the reason.
    await sendOrderEvent(t, { event_id: eventId(), order_no: rejected.orderNo, status: 'submitted' });
    expect(await readOrder(t, rejected.id)).toMatchObject({ failReasonCode: null, failReason: '' });
    // A rejection without a code is `other`.
    await sendOrderEvent(t, { event_id: eventId(), order_no: rejected.orderNo, status: 'rejected' });
    expect((await readOrder(t, rejected.id)).failReasonCode).toBe('other');
  });

  it('the same status again changes nothing and is not a conflict', async () => {
    const o = await makeOrder(t.ctx, merchantId, { goodsId: activationGoods, status: 'shipped' });
    const before = await historyOf(t, o.id);
    const res = await sendOrderEvent(t, eventTo(o.orderNo, 'shipped'));
    expect(res).toMatchObject({ code: Code.ok, data: { changed: false, status: 'shipped' } });
    expect(await historyOf(t, o.id)).toEqual(before);
    expect(await lastOrderCall(t)).toMatchObject({
      outcome: 'accepted',
      detail: `${o.orderNo} shipped (already)`,
    });
  });

  it('rejected → transferred only with the replacing order (re-apply), never as a bare change', async () => {
    const o = await makeOrder(t.ctx, merchantId, { goodsId: activationGoods, status: 'rejected' });
    const bare = t.ctx.db.transaction(async (tx) =>
      changeStatus(tx, orderEnv(t.ctx), (await lockOrder(tx, { id: o.id }))!, {
        to: 'transferred',
        source: 'system',
      }),
    );
    await expect(bare).rejects.toSatisfy((e) => e instanceof AppError && e.code === Code.orderTransition);
    const made = await t.ctx.db.transaction(async (tx) =>
      replaceOrder(tx, orderEnv(t.ctx), (await lockOrder(tx, { id: o.id }))!, {
        goodsId: rechargeGoods,
        kind: 'reapply',
        source: 'merchant',
      }),
    );
    expect(await readOrder(t, o.id)).toMatchObject({ status: 'transferred', chainRootId: o.id });
    expect(await readOrder(t, made.id)).toMatchObject({
      status: 'pending',
      goodsId: rechargeGoods,
      previousId: o.id,
      chainRootId: o.id,
      changeKind: 'reapply',
      commission: '110.00',
      phoneHash: o.phoneHash,
      nameEnc: o.nameEnc,
    });
    expect((await historyOf(t, o.id)).at(-1)).toMatchObject({
      fromStatus: 'rejected',
      toStatus: 'transferred',
      source: 'merchant',
      reason: made.orderNo,
    });
  });
});

describe('settlement', () => {
  it('activation goods settle an activated order and credit the commission of when it was made', async () => {
    const o = await makeOrder(t.ctx, merchantId, { goodsId: activationGoods, status: 'activated' });
    // The goods' reward changes later: the order keeps its own commission.
    const other = await makeGoods(t.ctx, 1, { reward: '80.00' });
    const o2 = await makeOrder(t.ctx, merchantId, { goodsId: other.id, status: 'activated' });
    await t.ctx.db.update(goods).set({ reward: '99.00' }).where(eq(goods.id, other.id));

    const before = await balanceOf(merchantId);
    expect((await sendOrderEvent(t, eventTo(o.orderNo, 'settled'))).data).toMatchObject({ changed: true });
    expect((await sendOrderEvent(t, eventTo(o2.orderNo, 'settled'))).code).toBe(Code.ok);
    expect(await balanceOf(merchantId)).toBe((Number(before) + 160).toFixed(2));
    expect(await commissionEntries(o2.orderNo)).toMatchObject([{ amount: '80.00', merchantId }]);
    expect((await readOrder(t, o.id)).settledAt).toBeInstanceOf(Date);
    // A first recharge reported for activation goods does not stop their settlement.
    const r = await makeOrder(t.ctx, merchantId, { goodsId: activationGoods, status: 'recharged' });
    expect((await sendOrderEvent(t, eventTo(r.orderNo, 'settled'))).code).toBe(Code.ok);
  });

  it('first-recharge goods settle only a recharge that reaches the minimum', async () => {
    const activated = await makeOrder(t.ctx, merchantId, { goodsId: rechargeGoods, status: 'activated' });
    expect((await sendOrderEvent(t, eventTo(activated.orderNo, 'settled'))).code).toBe(Code.orderTransition);
    expect(await lastOrderCall(t)).toMatchObject({ outcome: 'conflict' });

    // `recharged` without an amount is refused.
    const noAmount = await sendOrderEvent(t, {
      event_id: eventId(),
      order_no: activated.orderNo,
      status: 'recharged',
    });
    expect(noAmount.code).toBe(Code.orderTransition);

    const low = await makeOrder(t.ctx, merchantId, {
      goodsId: rechargeGoods,
      status: 'recharged',
      rechargeAmount: '49.99',
    });
    expect((await sendOrderEvent(t, eventTo(low.orderNo, 'settled'))).code).toBe(Code.orderTransition);
    expect(await commissionEntries(low.orderNo)).toEqual([]);

    const enough = await makeOrder(t.ctx, merchantId, {
      goodsId: rechargeGoods,
      status: 'recharged',
      rechargeAmount: '50.00',
    });
    const before = await balanceOf(merchantId);
    expect((await sendOrderEvent(t, eventTo(enough.orderNo, 'settled'))).code).toBe(Code.ok);
    expect(await balanceOf(merchantId)).toBe((Number(before) + 110).toFixed(2));
    expect(await commissionEntries(enough.orderNo)).toMatchObject([{ amount: '110.00' }]);
  });

  it('credits once when the partner repeats the settlement, in turn or at once', async () => {
    const m = await makeMerchant(t.ctx);
    const g = await makeGoods(t.ctx, m.partnerId, { reward: '66.00' });
    const [a, b] = await makeOrders(t.ctx, m.id, 2, { goodsId: g.id, status: 'activated' });

    // In turn: a new event id saying the same is accepted and changes nothing; the same id is a replay.
    const first = eventTo(a!.orderNo, 'settled');
    expect((await sendOrderEvent(t, first)).data).toMatchObject({ changed: true });
    expect((await sendOrderEvent(t, eventTo(a!.orderNo, 'settled'))).data).toMatchObject({ changed: false });
    expect(await sendOrderEvent(t, first)).toMatchObject({ status: 409, code: Code.webhookReplay });
    expect(await balanceOf(m.id)).toBe('66.00');

    // At once: several events, and one event several times.
    const distinct = await Promise.all(
      Array.from({ length: 6 }, () => sendOrderEvent(t, eventTo(b!.orderNo, 'settled'))),
    );
    expect(distinct.every((r) => r.code === Code.ok)).toBe(true);
    expect(distinct.filter((r) => r.data?.changed)).toHaveLength(1);
    const same = eventTo(b!.orderNo, 'settled');
    const replays = await Promise.all(Array.from({ length: 4 }, () => sendOrderEvent(t, same)));
    expect(replays.filter((r) => r.code === Code.ok)).toHaveLength(1);
    expect(replays.filter((r) => r.code === Code.webhookReplay)).toHaveLength(3);

    expect(await balanceOf(m.id)).toBe('132.00');
    expect(await commissionEntries(a!.orderNo)).toHaveLength(1);
    expect(await commissionEntries(b!.orderNo)).toHaveLength(1);
    expect((await historyOf(t, b!.id)).filter((h) => h.toStatus === 'settled').map((h) => h.source)).toEqual([
      'webhook',
    ]);
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });
});
