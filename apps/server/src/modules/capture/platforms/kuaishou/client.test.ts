import { beforeEach, describe, expect, it } from 'vitest';
import { clientTestBed, DAY } from '../client-test-support';
import type { MarketApp, PlatformClient } from '../platform';
import { createKuaishouClient } from './client';
import { startKuaishouFake } from './fake';
import { kuaishouSign } from './sign';

// The client against the fake over real HTTP on loopback: nothing of either is mocked. The shop
// is authorized as on the platform: its owner agrees on the page (grantCode), the code is
// exchanged; the app signs with its sign secret, apart from its app secret.

const SHOP = { shopId: '2001', appKey: 'ks123', secret: 'app-secret', signSecret: 'sign-secret' };
const CALLBACK = 'https://console.example/api/capture/oauth/kuaishou/callback';
const APP: MarketApp = { appKey: SHOP.appKey, secret: SHOP.secret, signSecret: SHOP.signSecret };

const bed = clientTestBed(startKuaishouFake, createKuaishouClient, {
  shop: SHOP,
  product: { productId: '7788', title: '5G 流量卡', skuId: '778801', skuTitle: '5G 流量卡 39元' },
  seed: 11,
});
const { client, orders, pull, countOf } = bed;

beforeEach(() => {
  bed.shop.signSecret = SHOP.signSecret;
  bed.fake.addApp({ ...APP, redirectUri: CALLBACK, name: '控制台' });
});

/** The owner agrees on the page; the code exchanged gives the shop its token. */
async function authorized(c: PlatformClient = client()) {
  const { shopId, token } = await c.exchangeCode!(
    APP,
    bed.fake.grantCode(SHOP.shopId, SHOP.appKey),
    CALLBACK,
  );
  expect(shopId).toBe(SHOP.shopId);
  bed.shop.token = token;
  return token;
}

describe('authorization on the platform page', () => {
  it('shows the page, sends the code back with the state, and the code opens the shop for 48 hours', async () => {
    const address = client().authorizationUrl!({ app: APP, state: 'st-1', redirectUri: CALLBACK });
    const url = new URL(address);
    url.host = new URL(bed.fake.url).host;
    url.protocol = 'http:';
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('控制台');
    const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), fake_shop_id: SHOP.shopId });
    const back = await fetch(url.origin + url.pathname, { method: 'POST', body: form, redirect: 'manual' });
    const location = new URL(back.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(CALLBACK);
    expect(location.searchParams.get('state')).toBe('st-1');
    const { shopId, token } = await client().exchangeCode!(APP, location.searchParams.get('code')!, CALLBACK);
    expect(shopId).toBe(SHOP.shopId);
    expect(token.expiresAt.getTime()).toBe(bed.clock.getTime() + 2 * DAY);
    // A code is good once.
    await expect(
      client().exchangeCode!(APP, location.searchParams.get('code')!, CALLBACK),
    ).rejects.toMatchObject({ kind: 'revoked', platformCode: '100200105' });
  });

  it('refuses a callback that is not the app’s own, or an unknown app ("Invalid url")', async () => {
    for (const query of [
      { app_id: SHOP.appKey, redirect_uri: 'https://elsewhere.example/cb' },
      { app_id: 'nobody', redirect_uri: CALLBACK },
    ]) {
      const q = new URLSearchParams({ ...query, scope: 'merchant_order', response_type: 'code', state: 's' });
      const page = await fetch(`${bed.fake.url}/oauth/authorize?${q.toString()}`);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('Invalid url');
    }
  });

  it('makes no token of its own: without one, the shop is to be authorized on the page', async () => {
    await expect(client().authorize(bed.shop)).rejects.toMatchObject({ kind: 'revoked' });
    await expect(pull()).rejects.toMatchObject({ kind: 'revoked' });
    expect(countOf('/oauth2/access_token')).toBe(0);
  });

  it('expires a code after 2 minutes', async () => {
    const code = bed.fake.grantCode(SHOP.shopId, SHOP.appKey);
    bed.clock = new Date(bed.clock.getTime() + 121_000);
    await expect(client().exchangeCode!(APP, code, CALLBACK)).rejects.toMatchObject({ kind: 'revoked' });
  });
});

describe('Kuaishou client and fake', () => {
  it('proves the connection and lists items with their SKUs', async () => {
    await authorized();
    const c = client();
    await c.testConnection(bed.shop);
    expect(await c.listProducts(bed.shop)).toEqual([
      { productId: '7788', skuId: '', title: '5G 流量卡' },
      { productId: '7788', skuId: '778801', title: '5G 流量卡 39元' },
    ]);
  });

  it('walks the cursor 50 orders a page, oldest update first, each customer as put in, ids to the digit', async () => {
    await authorized();
    const inputs = orders(120, new Date(bed.clock.getTime() - 3_600_000), 1000);
    const ids = bed.fake.addOrders(inputs);
    const { pages, all, malformed } = await pull();
    expect(pages.map((p) => p.orders.length)).toEqual([50, 50, 20]);
    expect(countOf('open.order.cursor.list')).toBe(3);
    expect(malformed).toEqual([]);
    expect(ids[0]).toMatch(/^\d{19}$/);
    expect(all.map((o) => o.platformOrderId)).toEqual(ids);
    expect(all.map((o) => o.customer)).toEqual(inputs.map((i) => i.customer));
    expect(all[0]).toMatchObject({
      status: 'active',
      productId: '7788',
      skuId: '778801',
      title: '5G 流量卡',
    });
    expect(countOf('open.order.decrypt.batch')).toBe(3);
    expect(countOf('open.industry.virtual.order.decrypt')).toBe(120);
  });

  it('splits a window longer than 7 days and starts no earlier than 90 days back', async () => {
    await authorized();
    const ids = bed.fake.addOrders(orders(5, new Date(bed.clock.getTime() - 9 * DAY), 2 * DAY));
    const { all } = await pull(client(), new Date(bed.clock.getTime() - 10 * DAY));
    expect(all.map((o) => o.platformOrderId)).toEqual(ids);
    expect(countOf('open.order.cursor.list')).toBe(2);
    expect((await pull(client(), new Date(bed.clock.getTime() - 200 * DAY))).all).toHaveLength(5);
  });

  it('sees a closed (refunded) order as cancelled, and decrypts nothing of it', async () => {
    await authorized();
    const [id] = bed.fake.addOrders(orders(1, new Date(bed.clock.getTime() - 60_000), 0));
    bed.fake.cancelOrder(id!, bed.clock);
    expect((await pull()).all).toMatchObject([
      { platformOrderId: id, status: 'cancelled', updatedAt: bed.clock },
    ]);
    expect(countOf('open.order.decrypt.batch') + countOf('open.industry.virtual.order.detail')).toBe(0);
  });

  it('renews a refused token once, hands the new one over first, and shares one renewal', async () => {
    bed.fake.addOrders(orders(3, new Date(bed.clock.getTime() - 60_000), 1000));
    const first = await authorized();
    const c = client();
    bed.fake.setFault({ kind: 'expire_tokens' });
    const [a, b] = await Promise.all([pull(c), pull(c)]);
    expect([a.all.length, b.all.length]).toEqual([3, 3]);
    expect(countOf('/oauth2/refresh_token')).toBe(1);
    expect(bed.tokens).toHaveLength(1);
    expect(bed.tokens[0]!.accessToken).not.toBe(first.accessToken);
    expect(bed.shop.token).toBe(bed.tokens[0]);
    // 48 hours on, the token is renewed before it is used.
    bed.clock = new Date(bed.clock.getTime() + 2 * DAY - 60_000);
    await c.testConnection(bed.shop);
    expect(bed.tokens).toHaveLength(2);
  });

  it('gives the authorization up when the refresh token is dead', async () => {
    const token = await authorized();
    await client().authorize({ ...bed.shop, token: { ...token, expiresAt: bed.clock } });
    bed.shop.token = { ...token, expiresAt: bed.clock };
    await expect(client().testConnection(bed.shop)).rejects.toMatchObject({
      kind: 'revoked',
      platformCode: '100200102',
      platformText: 'refreshToken.discarded · access_denied',
    });
  });

  it('waits out rate limits and server errors, then gives up with the right kind and words', async () => {
    bed.fake.addOrders(orders(2, new Date(bed.clock.getTime() - 60_000), 1000));
    await authorized();
    bed.fake.setFault({ kind: 'rate_limit', times: 2 });
    expect((await pull()).all).toHaveLength(2);
    bed.fake.setFault({ kind: 'server_error', times: 2 });
    expect((await pull()).all).toHaveLength(2);
    bed.fake.setFault({ kind: 'rate_limit' });
    const limited = pull();
    await expect(limited).rejects.toMatchObject({ kind: 'rate_limited' });
    await expect(limited).rejects.toHaveProperty('platformText', expect.stringContaining('Exceed qps limit'));
    bed.fake.clearFaults();
    bed.fake.setFault({ kind: 'server_error' });
    await expect(pull()).rejects.toMatchObject({ kind: 'unavailable', platformCode: '502' });
  });

  it('times out a slow answer, retries it, and gives up when every answer is late', async () => {
    bed.fake.addOrders(orders(2, new Date(bed.clock.getTime() - 60_000), 1000));
    await authorized();
    bed.fake.setFault({ kind: 'slow', ms: 300, times: 1 });
    expect((await pull(client({ timeoutMs: 100 }))).all).toHaveLength(2);
    bed.fake.setFault({ kind: 'slow', ms: 300, times: 3 });
    await expect(pull(client({ timeoutMs: 100 }))).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('passes a repeated row once and sorts a page answered out of order', async () => {
    await authorized();
    const ids = bed.fake.addOrders(orders(120, new Date(bed.clock.getTime() - 3_600_000), 1000));
    bed.fake.setFault({ kind: 'repeat_rows' });
    bed.fake.setFault({ kind: 'out_of_order', times: 1 });
    expect((await pull()).all.map((o) => o.platformOrderId)).toEqual(ids);
  });

  it('puts a row without its item aside with the reason and keeps the others', async () => {
    await authorized();
    const ids = bed.fake.addOrders(orders(5, new Date(bed.clock.getTime() - 60_000), 1000));
    bed.fake.setFault({ kind: 'malformed_order', times: 1 });
    const { all, malformed } = await pull();
    expect(malformed).toEqual([
      { platformOrderId: ids[0], updatedAt: expect.any(Date) as Date, reason: 'no orderItemInfo.itemId' },
    ]);
    expect(all.map((o) => o.platformOrderId)).toEqual(ids.slice(1));
  });

  it('signs with the sign secret, not the app secret; a wrong app secret fails at the refresh', async () => {
    const token = await authorized();
    bed.shop.signSecret = SHOP.secret;
    await expect(client().testConnection(bed.shop)).rejects.toMatchObject({
      kind: 'auth',
      platformText: '签名校验失败',
    });
    bed.shop.signSecret = SHOP.signSecret;
    bed.shop.token = { ...token, expiresAt: bed.clock };
    await expect(client({ secret: 'nope' }).authorize(bed.shop)).rejects.toMatchObject({
      kind: 'auth',
      platformCode: '100200101',
    });
  });

  it('shows a refusal it has no meaning for with the platform’s own words', async () => {
    await authorized();
    bed.shop.appKey = 'ks-unknown';
    await expect(client().testConnection(bed.shop)).rejects.toMatchObject({
      kind: 'refused',
      platformCode: '21',
      platformText: 'appkey 不存在',
    });
  });

  it('checks the signature the published way, whoever computes it', async () => {
    const q = {
      appkey: SHOP.appKey,
      access_token: 'made-up',
      version: '1',
      signMethod: 'MD5',
      timestamp: '1714608000000',
      method: 'open.user.seller.get',
      param: '{}',
    };
    const send = (sign: string) =>
      fetch(`${bed.fake.url}/open/user/seller/get?${new URLSearchParams({ ...q, sign }).toString()}`).then(
        (r) => r.json(),
      );
    expect(await send(kuaishouSign(SHOP.signSecret, q))).toEqual({ result: 24, error_msg: '鉴权失败' });
    expect(await send(kuaishouSign(SHOP.secret, q))).toEqual({ result: 21, error_msg: '签名校验失败' });
  });

  it('is driven from another process through its control routes', async () => {
    await authorized();
    const post = (route: string, body: unknown) =>
      fetch(`${bed.fake.url}/__fake/${route}`, { method: 'POST', body: JSON.stringify(body) }).then((r) =>
        r.json(),
      );
    const customer = bed.customer();
    const { ids } = (await post('orders', {
      shopId: SHOP.shopId,
      productId: '7788',
      customer,
      at: '2024-05-01T11:00:00Z',
    })) as { ids: string[] };
    await post('cancel', { platformOrderId: ids[0], at: '2024-05-01T11:30:00Z' });
    await post('faults', [{ kind: 'server_error', times: 1 }]);
    expect((await pull()).all).toMatchObject([{ platformOrderId: ids[0], status: 'cancelled' }]);
    expect(countOf('open.order.cursor.list')).toBe(2);
  });
});
