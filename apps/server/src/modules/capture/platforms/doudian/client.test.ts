import { describe, expect, it } from 'vitest';
import { clientTestBed, DAY } from '../client-test-support';
import { PlatformError, type PlatformOrder } from '../platform';
import { createDoudianClient } from './client';
import { type DoudianFake, startDoudianFake } from './fake';

// The client against the fake over real HTTP on loopback: nothing of either is mocked. The fake
// is written from the platform's SDK classes (decision 036); golden.test.ts holds the published
// examples, authorization.test.ts the service market's page.

/** Past 2^53: JSON.parse would round them (…013 → …000) and a mapping would point elsewhere. */
const PRODUCT_ID = '3626385938471239013';
const SKU_ID = '9007199254740993';

const bed = clientTestBed(startDoudianFake, createDoudianClient, {
  shop: { shopId: '4463798', appKey: '7000000000000000001', secret: 'test-secret' },
  product: { productId: PRODUCT_ID, title: '大王卡', skuId: SKU_ID, skuTitle: '大王卡 19元' },
  seed: 11,
});
const { client, orders, pull, countOf } = bed;
const fake = () => bed.fake as DoudianFake;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

/** `n` orders a second apart, ending a minute before the clock. */
const seed = (n: number) => {
  const inputs = orders(n, new Date(bed.clock.getTime() - n * 1000 - 60_000), 1000);
  return { inputs, ids: fake().addOrders(inputs) };
};

describe('Doudian client and fake: tokens of a self-use app', () => {
  it('creates a token once, tells the engine before using it, and reuses it', async () => {
    const c = client();
    await c.testConnection(bed.shop);
    await c.testConnection(bed.shop);
    expect(bed.fake.calls).toEqual(['token.create', 'product.listV2', 'product.listV2']);
    expect(bed.tokens).toHaveLength(1);
    expect(bed.shop.token).toEqual(bed.tokens[0]);
    expect(bed.tokens[0]!.expiresAt).toEqual(new Date(bed.clock.getTime() + 7 * DAY));
  });

  it('refreshes a token about to run out, and creates one when the refresh token is past its 14 days', async () => {
    const c = client();
    const first = await c.authorize(bed.shop);
    bed.clock = new Date(bed.clock.getTime() + 7 * DAY - 5 * 60_000);
    const second = await c.authorize(bed.shop);
    expect(second.accessToken).not.toBe(first.accessToken);
    bed.clock = new Date(bed.clock.getTime() + 15 * DAY);
    const third = await c.authorize(bed.shop);
    expect(bed.fake.calls).toEqual(['token.create', 'token.refresh', 'token.refresh', 'token.create']);
    expect(bed.tokens).toEqual([first, second, third]);
  });

  it('shares one renewal between calls of the shop running at once (a refresh token is good once)', async () => {
    const c = client();
    await c.authorize(bed.shop);
    bed.clock = new Date(bed.clock.getTime() + 7 * DAY - 5 * 60_000);
    const [a, b] = await Promise.all([c.authorize(bed.shop), c.authorize(bed.shop)]);
    expect(a).toEqual(b);
    expect(bed.fake.calls).toEqual(['token.create', 'token.refresh']);
  });

  it('creates a token again when the platform says the refresh token no longer exists (50002)', async () => {
    bed.shop.token = {
      accessToken: 'act.gone',
      refreshToken: 'rft.gone',
      expiresAt: new Date(bed.clock.getTime() - 1),
    };
    const token = await client().authorize(bed.shop);
    expect(token.accessToken).toMatch(/^act\./);
    expect(bed.fake.calls).toEqual(['token.refresh', 'token.create']);
  });

  it('renews once and calls again when the platform says the token expired early', async () => {
    seed(3);
    const c = client();
    await c.authorize(bed.shop);
    bed.fake.setFault({ kind: 'expire_tokens' });
    const { all } = await pull(c);
    expect(all).toHaveLength(3);
    expect(bed.fake.calls.slice(0, 4)).toEqual([
      'token.create',
      'order.searchList',
      'token.refresh',
      'order.searchList',
    ]);
  });

  it('refuses a wrong secret as an auth error in the platform’s words, without retrying', async () => {
    const error = await refusal(client({ secret: 'wrong' }).testConnection(bed.shop));
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({
      kind: 'auth',
      platformCode: '40003/isv.signature-invalid',
      platformText: '非法的参数：签名校验失败',
    });
    expect(bed.fake.calls).toEqual(['token.create']);
  });
});

describe('Doudian client and fake: products and orders', () => {
  it('lists products with their SKUs, the 64-bit ids to the last digit', async () => {
    bed.fake.addProduct(bed.shop.shopId, { productId: '3600000000000000002', title: '流量卡' });
    expect(await client().listProducts(bed.shop)).toEqual([
      { productId: PRODUCT_ID, skuId: '', title: '大王卡' },
      { productId: PRODUCT_ID, skuId: SKU_ID, title: '大王卡 19元' },
      { productId: '3600000000000000002', skuId: '', title: '流量卡' },
    ]);
  });

  it('pulls 250 orders over three pages, decrypted in batches, customers as they were put in', async () => {
    const { inputs, ids } = seed(250);
    const { pages, all, malformed } = await pull();
    expect(malformed).toEqual([]);
    expect(pages).toHaveLength(3);
    expect(countOf('order.searchList')).toBe(3);
    // 4 cipher texts an order, 50 a call, per page: the pages bring 100, 99 and 51 new orders
    // (each next page starts at the last one's second, so one row is seen twice and dropped).
    expect(countOf('order.batchDecrypt')).toBe(21);
    const byId = new Map(all.map((o) => [o.platformOrderId, o]));
    inputs.forEach((input, i) => {
      const second = new Date(Math.floor(input.at!.getTime() / 1000) * 1000);
      expect(byId.get(ids[i]!)).toEqual({
        platformOrderId: ids[i],
        status: 'active',
        updatedAt: second,
        placedAt: second,
        payment: { amountCents: 2_900, paidAt: second, refund: 'none' },
        productId: PRODUCT_ID,
        skuId: SKU_ID,
        title: '大王卡',
        customer: input.customer,
        roomId: '',
        authorId: '',
        videoId: '',
      });
    });
  });

  it('keeps every digit of a live sale’s room, anchor and product (sent as bare 19-digit numbers)', async () => {
    const [input] = orders(1, new Date(bed.clock.getTime() - 60_000), 1000);
    const live = {
      ...input!,
      roomId: '7301000000000000013',
      authorId: '3626385938471239017',
      videoId: 'v0300fg10000',
    };
    const [id] = fake().addOrders([live]);
    const { all } = await pull();
    expect(all).toMatchObject([
      {
        platformOrderId: id,
        productId: PRODUCT_ID,
        skuId: SKU_ID,
        roomId: live.roomId,
        authorId: live.authorId,
        videoId: 'v0300fg10000',
      },
    ]);
  });

  it('reads cancellations and refunds as cancelled, and skips no row when an order moves mid-pull', async () => {
    const { ids } = seed(250);
    fake().cancelOrder(ids[3]!, new Date(bed.clock.getTime() - 1000));
    fake().refundOrder(ids[4]!, new Date(bed.clock.getTime() - 1000));
    const seen: PlatformOrder[] = [];
    const window = { start: new Date(bed.clock.getTime() - DAY), end: bed.clock };
    await client().pullOrders(bed.shop, window, async (page) => {
      // A cancellation after the window's end: the order leaves the window while it is walked.
      if (seen.length === 0) fake().cancelOrder(ids[10]!, new Date(bed.clock.getTime() + 60_000));
      seen.push(...page.orders);
    });
    const byId = new Map(seen.map((o) => [o.platformOrderId, o]));
    expect(byId.size).toBe(250);
    expect([3, 4, 5].map((i) => byId.get(ids[i]!)?.status)).toEqual(['cancelled', 'cancelled', 'active']);
    expect([3, 4, 5].map((i) => byId.get(ids[i]!)?.payment?.refund)).toEqual(['none', 'refunded', 'none']);
  });

  it.each([
    ['a page repeating rows of the one before', { kind: 'repeat_rows', times: 2 }],
    ['pages out of update order', { kind: 'out_of_order' }],
    ['rate limits', { kind: 'rate_limit', times: 2 }],
    ['a 5xx answer', { kind: 'server_error', times: 2 }],
    ['a call slower than the timeout', { kind: 'slow', ms: 600, times: 1 }],
  ] as const)('survives %s: every order once', async (_name, fault) => {
    const { ids } = seed(250);
    const c = client({ timeoutMs: fault.kind === 'slow' ? 250 : 1000 });
    await c.authorize(bed.shop);
    bed.fake.setFault(fault);
    const { all, malformed } = await pull(c);
    expect(malformed).toEqual([]);
    expect(all.map((o) => o.platformOrderId).sort()).toEqual([...ids].sort());
  });

  it('puts a malformed order aside with the reason and reads the rest', async () => {
    const { ids } = seed(5);
    bed.fake.setFault({ kind: 'malformed_order', times: 1 });
    const { all, malformed } = await pull();
    expect(all).toHaveLength(4);
    expect(malformed).toEqual([
      { platformOrderId: ids[0], updatedAt: expect.any(Date) as Date, reason: 'missing encrypt_post_tel' },
    ]);
  });

  it("stops at the caller's abort with the abort itself, not a platform error", async () => {
    seed(250);
    const stop = new AbortController();
    const pages: number[] = [];
    const window = { start: new Date(bed.clock.getTime() - DAY), end: bed.clock };
    const error = await refusal(
      client().pullOrders(
        bed.shop,
        window,
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
    ['rate limit', { kind: 'rate_limit' }, 'rate_limited', '60000/isv.traffic-limited'],
    ['5xx', { kind: 'server_error' }, 'unavailable', '500'],
    ['timeout', { kind: 'slow', ms: 600 }, 'timeout', ''],
  ] as const)('gives up on a lasting %s after `attempts` tries', async (_name, fault, kind, code) => {
    seed(1);
    const c = client({ timeoutMs: fault.kind === 'slow' ? 250 : 1000 });
    await c.authorize(bed.shop);
    bed.fake.setFault(fault);
    expect(await refusal(pull(c))).toMatchObject({ name: 'PlatformError', kind, platformCode: code });
    expect(countOf('order.searchList')).toBe(3);
  });
});
