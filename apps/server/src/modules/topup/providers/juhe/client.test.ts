import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deliver, TopupFake } from '../provider';
import { ProviderError } from '../provider';
import { createJuheClient } from './client';
import { startJuheFake } from './fake';
import { callbackSign, JUHE_PATH, juheOrderId, itemIdOfOrderId, orderSign } from './protocol';

// The client against the fake Juhe over HTTP (nothing mocked), and the fake's own answers to
// calls our client would never make: they are Juhe's, as published (protocol.ts).
const credentials = { key: 'client-test-appkey-0123456789abcd', openId: 'JHclient0123456789abcdef01234567' };
let fake: TopupFake;
const callbacks: { url: string; body: string; contentType: string }[] = [];
const deliver: Deliver = async (url, c) => {
  callbacks.push({ url, ...c });
  return { status: 200, body: 'success' };
};

beforeAll(async () => {
  fake = await startJuheFake({
    credentials,
    callbackUrl: 'http://console.example/api/topup/notify',
    callbackDelayMs: 3_600_000,
    deliver,
  });
});
afterAll(() => fake.close());

const client = (o: Partial<typeof credentials> = {}) =>
  createJuheClient({ baseUrl: fake.url, credentials: { ...credentials, ...o }, timeoutMs: 2000 });
const call = async (path: string, form: Record<string, string>, method = 'POST') => {
  const query = new URLSearchParams(form).toString();
  const res = await fetch(method === 'GET' ? `${fake.url}${path}?${query}` : `${fake.url}${path}`, {
    method,
    ...(method === 'POST'
      ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: query }
      : {}),
  });
  return (await res.json()) as { reason: string; result: unknown; error_code: number };
};

describe('the Juhe client against the fake', () => {
  it('places an order (processing), finds it, and reads its callback-time end', async () => {
    const c = client();
    const placed = await c.placeOrder({ itemId: 101, phone: '13800138001', face: 50 });
    expect(placed).toMatchObject({ itemId: 101, state: 'processing', reason: '' });
    expect(placed.providerRef).toMatch(/^\d{17,}$/);
    expect(await c.queryOrder(101)).toEqual(placed);
    await fake.settleOrder(juheOrderId(101));
    expect(await c.queryOrder(101)).toEqual({ ...placed, state: 'success' });
    const callback = Object.fromEntries(new URLSearchParams(callbacks.at(-1)!.body));
    expect(callbacks.at(-1)).toMatchObject({
      url: 'http://console.example/api/topup/notify',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(callback).toEqual({
      sporder_id: placed.providerRef,
      orderid: 'TU0000000101',
      sta: '1',
      sign: callbackSign(credentials.key, { sporder_id: placed.providerRef, orderid: 'TU0000000101' }),
    });
  });

  it('answers a resend of the same order id with the order placed first, never a second top-up', async () => {
    const c = client();
    const first = await c.placeOrder({ itemId: 102, phone: '13800138002', face: 20 });
    const again = await c.placeOrder({ itemId: 102, phone: '13800138002', face: 20 });
    expect(again).toEqual(first);
    expect(fake.placed.get('TU0000000102')).toBe(2);
    await fake.settleOrder('TU0000000102');
    expect(fake.toppedUp.get('TU0000000102')).toBe(1);
  });

  it('reads a failure, no such order, a refusal, and the faults that leave the order unknown', async () => {
    const c = client();
    await c.placeOrder({ itemId: 103, phone: '13800138044', face: 30 });
    await fake.settleOrder('TU0000000103');
    expect(await c.queryOrder(103)).toMatchObject({ state: 'failed', reason: '充值失败' });
    expect(await c.queryOrder(104)).toBeNull();
    // 208506 (a face Juhe does not sell): final, the item is refunded.
    await expect(c.placeOrder({ itemId: 105, phone: '13800138005', face: 200 })).rejects.toMatchObject({
      kind: 'refused',
      message: '错误的充值金额 (juhe 208506)',
    });
    // Our key or OpenID wrong at Juhe: ours to fix, not the customer's; the order is tried again later.
    const wrongKey = client({ key: 'not-our-appkey-0000000000000000' });
    await expect(wrongKey.placeOrder({ itemId: 106, phone: '13800138006', face: 10 })).rejects.toMatchObject({
      kind: 'unavailable',
      message: '错误的请求KEY (juhe 10001)',
    });
    const wrongOpenId = client({ openId: 'JHnot0000000000000000000000000000' });
    await expect(
      wrongOpenId.placeOrder({ itemId: 106, phone: '13800138006', face: 10 }),
    ).rejects.toMatchObject({
      kind: 'unavailable',
      message: '校验值sign错误 (juhe 208515)',
    });
    fake.mode = 'error';
    try {
      await expect(c.queryOrder(103)).rejects.toBeInstanceOf(ProviderError);
      await expect(c.queryOrder(103)).rejects.toMatchObject({ kind: 'unavailable', message: 'HTTP 500' });
    } finally {
      fake.mode = 'normal';
    }
    const dead = createJuheClient({ baseUrl: 'http://127.0.0.1:9', credentials, timeoutMs: 500 });
    await expect(dead.queryOrder(103)).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

describe("the fake's answers, as Juhe publishes them", () => {
  it('takes GET parameters as well as a POST form, with the documented envelope and types', async () => {
    const orderid = 'TU0000000201';
    const fields = { phoneno: '18913513535', cardnum: '100', orderid };
    const form = { key: credentials.key, ...fields, sign: orderSign(credentials, fields) };
    const placed = await call(JUHE_PATH.order, form, 'GET');
    expect(placed).toMatchObject({ reason: '订单提交成功，等待充值', error_code: 0 });
    const result = placed.result as Record<string, unknown>;
    expect(Object.keys(result)).toEqual([
      'cardid',
      'cardnum',
      'ordercash',
      'cardname',
      'sporder_id',
      'uorderid',
      'game_userid',
      'game_state',
    ]);
    expect(result).toMatchObject({
      cardnum: '1',
      uorderid: orderid,
      game_userid: '18913513535',
      game_state: '0',
    });
    expect(typeof result.ordercash).toBe('number');
    expect(result.cardname).toBe('电信话费100元直充');
    const queried = await call(JUHE_PATH.query, { key: credentials.key, orderid }, 'GET');
    expect(queried).toEqual({
      reason: '查询成功',
      result: { uordercash: '98.500', sporder_id: result.sporder_id, game_state: '0' },
      error_code: 0,
    });
  });

  it("refuses with Juhe's codes: order id form, number, face, sign, key, duplicate, no such order", async () => {
    const order = (fields: { phoneno: string; cardnum: string; orderid: string }, key = credentials.key) =>
      call(JUHE_PATH.order, { key, ...fields, sign: orderSign(credentials, fields) });
    const good = { phoneno: '13800138301', cardnum: '10', orderid: 'TU0000000301' };
    const codes = [
      (await order({ ...good, orderid: 'TU12345' })).error_code,
      (await order({ ...good, orderid: 'TU-0000000301' })).error_code,
      (await order({ ...good, phoneno: '1380013830' })).error_code,
      (await order({ ...good, cardnum: '500' })).error_code,
      (await call(JUHE_PATH.order, { key: credentials.key, ...good, sign: '0'.repeat(32) })).error_code,
      (await order(good, 'another-key')).error_code,
      (await order(good)).error_code,
      (await order(good)).error_code,
      (await call(JUHE_PATH.query, { key: credentials.key, orderid: 'TU0000009999' })).error_code,
    ];
    expect(codes).toEqual([208514, 208514, 208505, 208506, 208515, 10001, 0, 208516, 208513]);
    const refused = await order({ ...good, orderid: 'TU12345' });
    expect(refused).toEqual({ reason: '不合规范的订单号（8-32位）', result: null, error_code: 208514 });
  });

  it('maps our item ids to order ids of 8–32 letters and digits and back, one spelling each', () => {
    for (const id of [1, 123, 9_999_999_999, 12_345_678_901, Number.MAX_SAFE_INTEGER]) {
      const orderid = juheOrderId(id);
      expect(orderid).toMatch(/^[A-Za-z0-9]{8,32}$/);
      expect(itemIdOfOrderId(orderid)).toBe(id);
    }
    for (const other of ['TU00000000123', 'TU000000012', 'tu0000000123', '2014111111113', 'TU0000000000']) {
      expect(itemIdOfOrderId(other)).toBeNull();
    }
  });
});
