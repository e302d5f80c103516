import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readPlatformJson } from '../platform-json';
import { createDoudianClient } from './client';
import { type DoudianFake, startDoudianFake } from './fake';
import { canonicalJson, doudianSign, parseDoudianPush, verifyDoudianPush } from './sign';
import { doudianOrderInputs } from './test-support';

// The fake as another process drives it (its /__fake/ routes) and as the engine hears it (pushes),
// and its checks of a call, in the platform's envelope.

const SHOP = { shopId: '12345', appKey: '7000000000000000001', secret: 'test-secret' };
const T0 = new Date('2024-03-01T08:00:00Z');
const open: DoudianFake[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((f) => f.close()));
});

async function started(pushTo?: string) {
  const fake = await startDoudianFake({ now: () => T0, pushTo });
  open.push(fake);
  fake.addShop(SHOP);
  return fake;
}

describe('startDoudianFake', () => {
  it('checks a signed call as the platform does, and answers in its envelope without err_no', async () => {
    const fake = await started();
    const paramJson = canonicalJson({ grant_type: 'authorization_self', code: '', shop_id: SHOP.shopId });
    const timestamp = String(Math.floor(T0.getTime() / 1000));
    const sign = doudianSign({ ...SHOP, method: 'token.create', paramJson, timestamp });
    const query = (signature: string) =>
      new URLSearchParams({
        app_key: SHOP.appKey,
        method: 'token.create',
        timestamp,
        v: '2',
        sign_method: 'hmac-sha256',
        sign: signature,
      });
    const post = (signature: string, body = paramJson) =>
      fetch(`${fake.url}/token/create?${query(signature).toString()}`, { method: 'POST', body }).then(
        async (r) => readPlatformJson(await r.text()) as Record<string, unknown>,
      );
    const good = await post(sign);
    expect(Object.keys(good)).toEqual(['code', 'msg', 'sub_code', 'sub_msg', 'data', 'log_id']);
    expect(good).toMatchObject({ code: 10000, msg: 'success', data: { shop_id: 12345, expires_in: 604800 } });
    expect(await post(sign.replace(/^./, (c) => (c === '0' ? '1' : '0')))).toMatchObject({
      code: 40003,
      msg: '非法的参数',
      sub_code: 'isv.signature-invalid',
      sub_msg: '签名校验失败',
    });
    // The same object with its keys in another order is the same param_json once re-serialised.
    const unsorted = JSON.stringify({ shop_id: SHOP.shopId, grant_type: 'authorization_self', code: '' });
    expect(await post(sign, unsorted)).toMatchObject({ code: 10000 });
  });

  it('takes orders over /__fake/ and pushes new orders and cancellations signed', async () => {
    const received: { body: string; sign: string; appId: string }[] = [];
    const sink = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const headers = req.headers;
        received.push({
          body: Buffer.concat(chunks).toString(),
          sign: String(headers['event-sign']),
          appId: String(headers['app-id']),
        });
        res.end('{"code":0,"msg":"success"}');
      });
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    try {
      const fake = await started(`http://127.0.0.1:${(sink.address() as AddressInfo).port}/push`);
      fake.addProduct(SHOP.shopId, { productId: '3600000000000000001', title: '大王卡' });
      const [input] = doudianOrderInputs({
        shopId: SHOP.shopId,
        products: [{ productId: '3600000000000000001' }],
        count: 1,
        start: new Date(T0.getTime() - 60_000),
      });
      const control = (route: string, body: unknown) =>
        fetch(`${fake.url}/__fake/${route}`, { method: 'POST', body: JSON.stringify(body) }).then(
          (r) => r.json() as Promise<{ ids?: string[] }>,
        );
      const { ids } = await control('orders', [{ ...input, at: input!.at!.toISOString() }]);
      await control('cancel', { platformOrderId: ids![0], at: new Date(T0.getTime() - 1000).toISOString() });
      const client = createDoudianClient({ baseUrl: fake.url, now: () => T0 });
      const shop = { ...SHOP, signSecret: '', authMode: 'self' as const, token: null };
      const seen: unknown[] = [];
      const window = { start: new Date(T0.getTime() - 86_400_000), end: T0 };
      await client.pullOrders(shop, window, async (page) => void seen.push(...page.orders));
      expect(seen).toMatchObject([
        { platformOrderId: ids![0], status: 'cancelled', customer: input!.customer },
      ]);
      await fake.close();
      // Pushes are sent at once, without waiting for each other: they may arrive in any order.
      const events = received.flatMap((r) => parseDoudianPush(r.body)?.events ?? []);
      expect(events.map((e) => [e.tag, e.orderId, e.shopId]).sort()).toEqual([
        ['101', ids![0], SHOP.shopId],
        ['106', ids![0], SHOP.shopId],
      ]);
      for (const r of received) {
        expect(r.appId).toBe(SHOP.appKey);
        expect(verifyDoudianPush(SHOP.appKey, r.body, SHOP.secret, r.sign)).toBe(true);
      }
    } finally {
      await new Promise((resolve) => sink.close(resolve));
    }
  });
});
