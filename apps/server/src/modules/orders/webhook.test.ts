import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ApiPath, Code } from '@console/contract';
import { webhookCalls } from '../../db/tables';
import { signWebhook } from '../../lib/signed-webhook';
import { makeGoods } from '../goods/test-support';
import { makeMerchant } from '../../test/factories';
import { makeOrder } from './test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ORDER_WEBHOOK } from './webhook';
import { eventId, lastOrderCall, nowSeconds, readOrder, sendOrderEvent } from './webhook-test-support';

let t: TestApp;
let goodsId: number;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  const m = await makeMerchant(t.ctx);
  merchantId = m.id;
  goodsId = (await makeGoods(t.ctx, m.partnerId)).id;
});
afterAll(() => t.close());

const outcomesOf = async (id: string) =>
  (
    await t.ctx.db
      .select({ outcome: webhookCalls.outcome })
      .from(webhookCalls)
      .where(and(eq(webhookCalls.endpoint, ORDER_WEBHOOK), eq(webhookCalls.eventId, id)))
  )
    .map((r) => r.outcome)
    .sort();

describe('the fulfilment webhook', () => {
  it('needs no session: the signature is the credential, and the caller is recorded', async () => {
    const o = await makeOrder(t.ctx, merchantId, { goodsId });
    const res = await sendOrderEvent(t, { event_id: eventId(), order_no: o.orderNo, status: 'submitted' });
    expect(res).toMatchObject({ status: 200, code: Code.ok, data: { changed: true, status: 'submitted' } });
    expect(await lastOrderCall(t)).toMatchObject({
      outcome: 'accepted',
      ip: '127.0.0.1',
      detail: `${o.orderNo} submitted`,
    });
  });

  it('refuses and records a wrong, missing or tampered signature and a stale, future or missing timestamp', async () => {
    const o = await makeOrder(t.ctx, merchantId, { goodsId });
    const body = { event_id: eventId('sig'), order_no: o.orderNo, status: 'cancelled' as const };

    const forged = await sendOrderEvent(t, body, { secret: 'another-secret-another-secret-another-secret' });
    expect(forged).toMatchObject({ status: 401, code: Code.webhookSignature });
    expect(await lastOrderCall(t)).toMatchObject({ outcome: 'bad_signature', eventId: body.event_id });
    expect((await sendOrderEvent(t, body, { signature: '' })).code).toBe(Code.webhookSignature);
    // Signed for one body, sent with another.
    const sig = signWebhook(t.ctx.secrets.webhookSecret, nowSeconds(), JSON.stringify(body));
    const tampered = await sendOrderEvent(t, { ...body, status: 'submitted' }, { signature: sig });
    expect(tampered.code).toBe(Code.webhookSignature);
    // The signature covers the timestamp: a fresh timestamp on an old signature fails too.
    const old = String(Number(nowSeconds()) - 600);
    const oldSig = signWebhook(t.ctx.secrets.webhookSecret, old, JSON.stringify(body));
    expect((await sendOrderEvent(t, body, { signature: oldSig })).code).toBe(Code.webhookSignature);

    const stale = await sendOrderEvent(t, body, { timestamp: String(Number(nowSeconds()) - 320) });
    expect(stale).toMatchObject({ status: 401, code: Code.webhookStale });
    expect(await lastOrderCall(t)).toMatchObject({ outcome: 'stale' });
    expect((await sendOrderEvent(t, body, { timestamp: String(Number(nowSeconds()) + 320) })).code).toBe(
      Code.webhookStale,
    );
    expect((await sendOrderEvent(t, body, { timestamp: '' })).code).toBe(Code.webhookStale);
    expect((await sendOrderEvent(t, body, { timestamp: '1e9' })).code).toBe(Code.webhookStale);

    // None of these changed the order.
    expect((await readOrder(t, o.id)).status).toBe('pending');
    expect(await sendOrderEvent(t, body)).toMatchObject({ code: Code.ok, data: { status: 'cancelled' } });
    expect(await outcomesOf(body.event_id)).toEqual(
      [
        'accepted',
        'bad_signature',
        'bad_signature',
        'bad_signature',
        'bad_signature',
        'stale',
        'stale',
        'stale',
        'stale',
      ].sort(),
    );
  });

  it('applies an event once: a replay is refused and recorded, in turn or at once', async () => {
    const o = await makeOrder(t.ctx, merchantId, { goodsId });
    const body = { event_id: eventId('replay'), order_no: o.orderNo, status: 'submitted' as const };
    expect((await sendOrderEvent(t, body)).code).toBe(Code.ok);
    // Replayed after the order moved on: refused as a replay, not applied again.
    await sendOrderEvent(t, { event_id: eventId(), order_no: o.orderNo, status: 'approved' });
    const replay = await sendOrderEvent(t, body);
    expect(replay).toMatchObject({ status: 409, code: Code.webhookReplay });
    expect(await lastOrderCall(t)).toMatchObject({ outcome: 'replay', eventId: body.event_id });
    expect((await readOrder(t, o.id)).status).toBe('approved');

    const o2 = await makeOrder(t.ctx, merchantId, { goodsId });
    const twice = { event_id: eventId('race'), order_no: o2.orderNo, status: 'submitted' as const };
    const answers = await Promise.all([1, 2, 3].map(() => sendOrderEvent(t, twice)));
    expect(answers.filter((a) => a.code === Code.ok)).toHaveLength(1);
    expect(answers.filter((a) => a.code === Code.webhookReplay)).toHaveLength(2);
    expect(await outcomesOf(twice.event_id)).toEqual(['accepted', 'replay', 'replay']);

    // Event ids are per endpoint: the withdrawal webhook's ids do not make this one a replay.
    const o3 = await makeOrder(t.ctx, merchantId, { goodsId });
    await t.ctx.db
      .insert(webhookCalls)
      .values({ endpoint: 'withdraw', eventId: 'shared-id-1', outcome: 'accepted' });
    const shared = await sendOrderEvent(t, {
      event_id: 'shared-id-1',
      order_no: o3.orderNo,
      status: 'submitted',
    });
    expect(shared.code).toBe(Code.ok);
  });

  it('refuses and records an invalid body, naming the fields', async () => {
    const o = await makeOrder(t.ctx, merchantId, { goodsId });
    const cases: [Record<string, unknown> | string, string][] = [
      [{ event_id: 'inv-1', order_no: o.orderNo, status: 'lost' }, 'status'],
      [{ event_id: 'inv-2', order_no: 'NOT-A-NUMBER', status: 'submitted' }, 'order_no'],
      [
        { event_id: 'inv-3', order_no: o.orderNo, status: 'rejected', reason_code: 'bad_luck' },
        'reason_code',
      ],
      [
        { event_id: 'inv-4', order_no: o.orderNo, status: 'recharged', recharge_amount: '1e3' },
        'recharge_amount',
      ],
      [
        { event_id: 'inv-5', order_no: o.orderNo, status: 'recharged', recharge_amount: 50 },
        'recharge_amount',
      ],
      [
        { event_id: 'inv-6', order_no: o.orderNo, status: 'shipped', tracking_no: 'x'.repeat(41) },
        'tracking_no',
      ],
      [{ event_id: '', order_no: o.orderNo, status: 'submitted' }, 'event_id'],
      [{ order_no: o.orderNo, status: 'submitted' }, 'event_id'],
      ['[]', ''],
      ['null', ''],
    ];
    for (const [body, fields] of cases) {
      const res = await sendOrderEvent(t, body);
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, code: Code.validation });
      expect(await lastOrderCall(t), JSON.stringify(body)).toMatchObject({
        outcome: 'invalid',
        detail: fields,
      });
    }
    // Not JSON at all: the transport refuses it before anything is read (400), nothing applied.
    const broken = await t.inject({
      method: 'POST',
      url: `/api${ApiPath.orderWebhook}`,
      payload: '{"event_id":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect((await readOrder(t, o.id)).status).toBe('pending');
  });

  it('records an unknown order as unknown and a refused change as conflict', async () => {
    const unknown = await sendOrderEvent(t, {
      event_id: eventId('unk'),
      order_no: '202601010099999999',
      status: 'submitted',
    });
    expect(unknown).toMatchObject({ code: Code.notFound });
    expect(await lastOrderCall(t)).toMatchObject({ outcome: 'unknown', detail: '202601010099999999' });

    const o = await makeOrder(t.ctx, merchantId, { goodsId });
    const early = await sendOrderEvent(t, {
      event_id: eventId('early'),
      order_no: o.orderNo,
      status: 'shipped',
    });
    expect(early.code).toBe(Code.orderTransition);
    expect(await lastOrderCall(t)).toMatchObject({ outcome: 'conflict', detail: `${o.orderNo} → shipped` });
    // A refused event was not accepted: the same id may come again once the order can take it.
    await sendOrderEvent(t, { event_id: eventId(), order_no: o.orderNo, status: 'submitted' });
    await sendOrderEvent(t, { event_id: eventId(), order_no: o.orderNo, status: 'approved' });
    const retried = await sendOrderEvent(t, {
      event_id: (await lastConflictId())!,
      order_no: o.orderNo,
      status: 'shipped',
    });
    expect(retried.code).toBe(Code.ok);
  });

  it('answers refusals in the caller’s language', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `/api${ApiPath.orderWebhook}`,
      payload: '{}',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    });
    expect(res.json()).toMatchObject({ code: Code.webhookSignature, msg: 'Invalid signature' });
  });
});

async function lastConflictId() {
  const [row] = await t.ctx.db
    .select({ eventId: webhookCalls.eventId })
    .from(webhookCalls)
    .where(and(eq(webhookCalls.endpoint, ORDER_WEBHOOK), eq(webhookCalls.outcome, 'conflict')))
    .orderBy(webhookCalls.id);
  return row?.eventId;
}
