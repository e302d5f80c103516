import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ClientOptions,
  type MalformedOrder,
  PlatformError,
  type PlatformOrder,
  type PlatformToken,
  type ShopCredentials,
} from '../platform';
import { createDoudianClient } from './client';
import { type DoudianFake, startDoudianFake } from './fake';
import {
  canonicalJson,
  doudianPushSign,
  doudianSign,
  methodPath,
  parseDoudianPush,
  verifyDoudianPush,
} from './sign';
import { doudianOrderInputs } from './test-support';

// The client against the fake over real HTTP on a free port: nothing of either side is mocked.

const SHOP = { shopId: '12345', appKey: '7000000000000000001', secret: 'test-secret' };
const T0 = new Date('2024-03-01T08:00:00Z');
const DAY = 86_400_000;

const open: DoudianFake[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((f) => f.close()));
});

async function setup(options: Partial<ClientOptions> = {}, pushTo?: string) {
  let clock = T0;
  const now = () => clock;
  const fake = await startDoudianFake({ now, pushTo });
  open.push(fake);
  fake.addShop(SHOP);
  fake.addProduct(SHOP.shopId, { productId: '3600000000000000001', title: '大王卡' });
  fake.addProduct(SHOP.shopId, {
    productId: '3600000000000000001',
    skuId: '1760000000000001',
    title: '大王卡 19元',
  });
  /** Each new token with the calls the fake had seen when the engine was told of it. */
  const told: { token: PlatformToken; callsBefore: string[] }[] = [];
  const client = createDoudianClient({
    baseUrl: fake.url,
    // Generous but for the timeout tests: a loaded machine must not turn a call into a retry.
    timeoutMs: 2000,
    attempts: 3,
    backoffMs: 2,
    now,
    onToken: (_shop, token) => {
      told.push({ token, callsBefore: [...fake.calls] });
    },
    ...options,
  });
  const shop: ShopCredentials = { ...SHOP, token: null };
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  return { fake, client, shop, told, advance };
}

type Setup = Awaited<ReturnType<typeof setup>>;

function seed(s: Setup, count: number, start = T0) {
  const inputs = doudianOrderInputs({
    shopId: SHOP.shopId,
    products: [{ productId: '3600000000000000001', skuId: '1760000000000001' }],
    count,
    start: new Date(start.getTime() - count * 1000 - 60_000),
  });
  return { inputs, ids: s.fake.addOrders(inputs) };
}

async function pull(s: Setup, window = { start: new Date(T0.getTime() - DAY), end: T0 }) {
  const orders: PlatformOrder[] = [];
  const malformed: MalformedOrder[] = [];
  let pages = 0;
  await s.client.pullOrders(s.shop, window, async (page) => {
    pages += 1;
    orders.push(...page.orders);
    malformed.push(...page.malformed);
  });
  return { orders, malformed, pages };
}

const count = (s: Setup, method: string) => s.fake.calls.filter((c) => c === method).length;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe('Doudian signing rules', () => {
  it('signs a request as the platform does (known vectors)', () => {
    // printf '%s' "test-secretapp_key7000000000000000001methodorder.searchListparam_json${PJ}timestamp1700000000v2test-secret" \
    //   | openssl dgst -sha256 -hmac test-secret      (PJ: the param_json below; python hmac gives the same)
    const paramJson = canonicalJson({
      update_time_start: 1700000000,
      update_time_end: 1700003600,
      size: 100,
      page: 0,
      order_by: 'update_time',
      order_asc: true,
    });
    expect(paramJson).toBe(
      '{"order_asc":true,"order_by":"update_time","page":0,"size":100,"update_time_end":1700003600,"update_time_start":1700000000}',
    );
    const input = {
      appKey: SHOP.appKey,
      secret: 'test-secret',
      method: 'order.searchList',
      paramJson,
      timestamp: '1700000000',
    };
    expect(doudianSign(input)).toBe('e213e7efa1059833d945de4daec044a3b43183778a012384ec93e8392ba9bf83');
    // python3: hmac.new(b'test-secret', ('test-secret' + 'app_key7000000000000000001methodsku.listparam_json'
    //   + json.dumps(p, sort_keys=True, separators=(',',':'), ensure_ascii=False) + 'timestamp1700000000v2test-secret')
    //   .encode('utf-8'), sha256).hexdigest(), p = {'title': '大王卡', 'product_id': '3600000000000000001'}
    const cjk = canonicalJson({ title: '大王卡', product_id: '3600000000000000001' });
    expect(cjk).toBe('{"product_id":"3600000000000000001","title":"大王卡"}');
    expect(doudianSign({ ...input, method: 'sku.list', paramJson: cjk })).toBe(
      'cd52d7576337048243b2ac31df16fa86913c7fcd445ec121b7d2bcac5a874419',
    );
    expect(canonicalJson({ b: [{ z: 1, a: null }], a: { d: 1, c: undefined, b: '' } })).toBe(
      '{"a":{"b":"","d":1},"b":[{"a":null,"z":1}]}',
    );
    expect(methodPath('order.searchList')).toBe('/order/searchList');
  });

  it('signs and verifies a push, and reads its 19-digit ids without rounding them', () => {
    const body =
      '[{"tag":"101","msg_id":"m1","data":"{\\"p_id\\":6912345678901234567,\\"shop_id\\":12345}"}]';
    // printf '%s' "7000000000000000001${body}test-secret" | md5sum
    expect(doudianPushSign(SHOP.appKey, body, 'test-secret')).toBe('d908da35f88752bff2ac3fb6419bd6c5');
    expect(verifyDoudianPush(SHOP.appKey, body, 'test-secret', 'D908DA35F88752BFF2AC3FB6419BD6C5')).toBe(
      true,
    );
    expect(
      verifyDoudianPush(SHOP.appKey, `${body} `, 'test-secret', 'd908da35f88752bff2ac3fb6419bd6c5'),
    ).toBe(false);
    expect(verifyDoudianPush(SHOP.appKey, body, 'other', 'd908da35f88752bff2ac3fb6419bd6c5')).toBe(false);
    expect(verifyDoudianPush(SHOP.appKey, body, 'test-secret', undefined)).toBe(false);
    expect(parseDoudianPush(body)).toEqual({
      events: [{ tag: '101', msgId: 'm1', shopId: '12345', orderId: '6912345678901234567' }],
      shopIds: ['12345'],
      orderIds: ['6912345678901234567'],
    });
    expect(parseDoudianPush('{"tag":"0"}')).toBeNull();
    expect(parseDoudianPush('not json')).toBeNull();
  });
});

describe('the fake checks calls as the platform does', () => {
  it('answers a correctly signed call and refuses a tampered one with the platform envelope', async () => {
    const s = await setup();
    const paramJson = canonicalJson({ grant_type: 'authorization_self', code: '', shop_id: SHOP.shopId });
    const timestamp = String(Math.floor(T0.getTime() / 1000));
    const sign = doudianSign({ ...SHOP, method: 'token.create', paramJson, timestamp });
    const post = (signature: string, body = paramJson) =>
      fetch(
        `${s.fake.url}/token/create?${new URLSearchParams({ app_key: SHOP.appKey, method: 'token.create', timestamp, v: '2', sign_method: 'hmac-sha256', sign: signature }).toString()}`,
        {
          method: 'POST',
          body,
        },
      ).then(
        (r) =>
          r.json() as Promise<{
            code: number;
            err_no: number;
            sub_code: string;
            data: { access_token?: string };
          }>,
      );
    const good = await post(sign);
    expect(good).toMatchObject({ code: 10000, err_no: 0 });
    expect(good.data.access_token).toMatch(/^act\./);
    expect(await post(sign.replace(/^./, (c) => (c === '0' ? '1' : '0')))).toMatchObject({
      code: 40003,
      sub_code: 'isv.signature-invalid',
    });
    // The same object with its keys unsorted is re-serialised by the platform: the sign still holds.
    expect(
      await post(sign, JSON.stringify({ shop_id: SHOP.shopId, grant_type: 'authorization_self', code: '' })),
    ).toMatchObject({ err_no: 0 });
  });
});

describe('createDoudianClient: tokens', () => {
  it('creates a token once, tells the engine before using it, and reuses it', async () => {
    const s = await setup();
    await s.client.testConnection(s.shop);
    await s.client.testConnection(s.shop);
    expect(s.told).toHaveLength(1);
    expect(s.told[0]!.callsBefore).toEqual(['token.create']);
    expect(s.fake.calls).toEqual(['token.create', 'product.listV2', 'product.listV2']);
    expect(s.shop.token).toEqual(s.told[0]!.token);
    expect(s.told[0]!.token.expiresAt).toEqual(new Date(T0.getTime() + 7 * DAY));
  });

  it('refreshes a token about to run out, and creates one when the refresh token is dead', async () => {
    const s = await setup();
    const first = await s.client.authorize(s.shop);
    s.advance(7 * DAY - 10 * 60_000);
    const second = await s.client.authorize(s.shop);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(s.fake.calls).toEqual(['token.create', 'token.refresh']);
    s.advance(15 * DAY);
    const third = await s.client.authorize(s.shop);
    expect(s.fake.calls).toEqual(['token.create', 'token.refresh', 'token.refresh', 'token.create']);
    expect(s.told.map((t) => t.token)).toEqual([first, second, third]);
  });

  it('refreshes once and retries when the platform says the token expired early', async () => {
    const s = await setup();
    seed(s, 3);
    await s.client.authorize(s.shop);
    s.fake.setFault({ kind: 'expire_tokens' });
    const { orders } = await pull(s);
    expect(orders).toHaveLength(3);
    expect(s.fake.calls.slice(0, 4)).toEqual([
      'token.create',
      'order.searchList',
      'token.refresh',
      'order.searchList',
    ]);
  });

  it('refuses a wrong secret as an auth error, without retrying', async () => {
    const s = await setup();
    const error = await refusal(s.client.testConnection({ ...s.shop, secret: 'wrong' }));
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'auth', platformCode: '40003/isv.signature-invalid' });
    expect(s.fake.calls).toEqual(['token.create']);
  });
});

describe('createDoudianClient: products and orders', () => {
  it('lists products with their SKUs', async () => {
    const s = await setup();
    s.fake.addProduct(SHOP.shopId, { productId: '3600000000000000002', title: '流量卡' });
    expect(await s.client.listProducts(s.shop)).toEqual([
      { productId: '3600000000000000001', skuId: '', title: '大王卡' },
      { productId: '3600000000000000001', skuId: '1760000000000001', title: '大王卡 19元' },
      { productId: '3600000000000000002', skuId: '', title: '流量卡' },
    ]);
  });

  it('pulls 250 orders over three pages, decrypted in batches, customers as they were put in', async () => {
    const s = await setup();
    const { inputs, ids } = seed(s, 250);
    const { orders, malformed, pages } = await pull(s);
    expect(malformed).toEqual([]);
    expect(pages).toBe(3);
    expect(count(s, 'order.searchList')).toBe(3);
    // 4 cipher texts an order (ID name, ID number, phone, street address), 50 a call, per page.
    // The pages bring 100, 99 and 51 new orders (each next page starts at the last one's second,
    // so one row is seen twice and dropped): 8 + 8 + 5 calls.
    expect(count(s, 'order.batchDecrypt')).toBe(21);
    expect(orders.map((o) => o.platformOrderId).sort()).toEqual([...ids].sort());
    const byId = new Map(orders.map((o) => [o.platformOrderId, o]));
    inputs.forEach((input, i) => {
      const second = new Date(Math.floor(input.at!.getTime() / 1000) * 1000);
      expect(byId.get(ids[i]!)).toEqual({
        platformOrderId: ids[i],
        status: 'active',
        updatedAt: second,
        placedAt: second,
        // pay_amount in fen, as the fake sells at 29.00 by default.
        payment: { amountCents: 2_900, paidAt: second, refund: 'none' },
        productId: '3600000000000000001',
        skuId: '1760000000000001',
        title: '大王卡',
        customer: input.customer,
        roomId: input.roomId ?? '',
        authorId: input.authorId ?? '',
        videoId: input.videoId ?? '',
      });
    });
  });

  it('reads cancellations and refunds as cancelled, and skips no row when an order moves mid-pull', async () => {
    const s = await setup();
    const { ids } = seed(s, 250);
    s.fake.cancelOrder(ids[3]!, new Date(T0.getTime() - 1000));
    s.fake.refundOrder(ids[4]!, new Date(T0.getTime() - 1000));
    const seen: PlatformOrder[] = [];
    await s.client.pullOrders(s.shop, { start: new Date(T0.getTime() - DAY), end: T0 }, async (page) => {
      // A cancellation after the window's end: the order leaves the window while it is walked.
      if (seen.length === 0) s.fake.cancelOrder(ids[10]!, new Date(T0.getTime() + 60_000));
      seen.push(...page.orders);
    });
    const status = new Map(seen.map((o) => [o.platformOrderId, o.status]));
    expect(status.size).toBe(250);
    expect([status.get(ids[3]!), status.get(ids[4]!), status.get(ids[5]!)]).toEqual([
      'cancelled',
      'cancelled',
      'active',
    ]);
    // The refund is told as such (a cancellation is not a refund).
    const refund = new Map(seen.map((o) => [o.platformOrderId, o.payment?.refund]));
    expect([refund.get(ids[3]!), refund.get(ids[4]!), refund.get(ids[5]!)]).toEqual([
      'none',
      'refunded',
      'none',
    ]);
  });

  it.each([
    ['a page repeating rows of the one before', { kind: 'repeat_rows', times: 2 }],
    ['pages out of update order', { kind: 'out_of_order' }],
    ['rate limits', { kind: 'rate_limit', times: 2 }],
    ['a 5xx answer', { kind: 'server_error', times: 2 }],
    ['a call slower than the timeout', { kind: 'slow', ms: 600, times: 1 }],
  ] as const)('survives %s: every order once', async (_name, fault) => {
    const s = await setup(fault.kind === 'slow' ? { timeoutMs: 250 } : {});
    const { ids } = seed(s, 250);
    await s.client.authorize(s.shop);
    s.fake.setFault(fault);
    const { orders, malformed } = await pull(s);
    expect(malformed).toEqual([]);
    expect(orders.map((o) => o.platformOrderId).sort()).toEqual([...ids].sort());
  });

  it('puts a malformed order aside with the reason and reads the rest', async () => {
    const s = await setup();
    const { ids } = seed(s, 5);
    s.fake.setFault({ kind: 'malformed_order', times: 1 });
    const { orders, malformed } = await pull(s);
    expect(orders).toHaveLength(4);
    expect(malformed).toEqual([
      { platformOrderId: ids[0], updatedAt: expect.any(Date) as Date, reason: 'missing encrypt_post_tel' },
    ]);
  });

  it("stops at the caller's abort with the abort itself, not a platform error", async () => {
    const s = await setup();
    seed(s, 250);
    const stop = new AbortController();
    const pages: number[] = [];
    const error = await refusal(
      s.client.pullOrders(
        s.shop,
        { start: new Date(T0.getTime() - DAY), end: T0 },
        async (page) => {
          pages.push(page.orders.length);
          stop.abort();
        },
        stop.signal,
      ),
    );
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(pages).toEqual([100]);
  });

  it.each([
    ['rate limit', { kind: 'rate_limit' }, 'rate_limited'],
    ['5xx', { kind: 'server_error' }, 'unavailable'],
    ['timeout', { kind: 'slow', ms: 600 }, 'timeout'],
  ] as const)('gives up on a lasting %s after `attempts` tries', async (_name, fault, kind) => {
    const s = await setup(fault.kind === 'slow' ? { timeoutMs: 250 } : {});
    seed(s, 1);
    await s.client.authorize(s.shop);
    s.fake.setFault(fault);
    expect(await refusal(pull(s))).toMatchObject({ name: 'PlatformError', kind });
    expect(count(s, 'order.searchList')).toBe(3);
  });
});

describe('startDoudianFake: driven from another process, pushing to the engine', () => {
  it('takes orders over /__fake/ and pushes new orders and cancellations signed', async () => {
    const received: { body: string; sign: string; appId: string }[] = [];
    const sink = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString(),
          sign: String(req.headers['event-sign']),
          appId: String(req.headers['app-id']),
        });
        res.end('{"code":0,"msg":"success"}');
      });
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    try {
      const s = await setup({}, `http://127.0.0.1:${(sink.address() as AddressInfo).port}/push`);
      const [input] = doudianOrderInputs({
        shopId: SHOP.shopId,
        products: [{ productId: '3600000000000000001' }],
        count: 1,
        start: new Date(T0.getTime() - 60_000),
      });
      const control = (route: string, body: unknown) =>
        fetch(`${s.fake.url}/__fake/${route}`, { method: 'POST', body: JSON.stringify(body) }).then(
          (r) => r.json() as Promise<{ ids?: string[] }>,
        );
      const { ids } = await control('orders', [{ ...input, at: input!.at!.toISOString() }]);
      await control('cancel', { platformOrderId: ids![0], at: new Date(T0.getTime() - 1000).toISOString() });
      const { orders } = await pull(s);
      expect(orders).toMatchObject([
        { platformOrderId: ids![0], status: 'cancelled', customer: input!.customer },
      ]);
      await s.fake.close();
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
