import { describe, expect, it } from 'vitest';
import { clientTestBed, DAY } from '../client-test-support';
import type { MarketApp, PlatformError } from '../platform';
import { createPddClient } from './client';
import { startPddFake } from './fake';
import { PDD_CALL } from './protocol';
import { pddParams, pddSign } from './sign';

// The client against the fake over real HTTP on loopback: nothing of either is mocked. The fake
// is written from the platform's publication (decision 037); golden.test.ts holds the documented
// examples.

// A call signed outside the code with the secret 'secret':
// printf '%s' 'secretaccess_tokentokclient_idcid123data_typeJSONpage1timestamp1700000000typepdd.order.list.getsecret' \
//   | md5sum | tr a-f A-F
const signedCall = {
  type: 'pdd.order.list.get',
  client_id: 'cid123',
  timestamp: '1700000000',
  data_type: 'JSON',
  access_token: 'tok',
  page: '1',
};
const VECTOR = '78D65641E0098FE64992CB189D519759';

describe('pddSign', () => {
  it('matches a vector computed outside the code', () => {
    expect(pddSign('secret', signedCall)).toBe(VECTOR);
    expect(pddSign('secret', { ...signedCall, sign: 'ignored' })).toBe(VECTOR);
  });

  it('leaves empty values out of the sign and out of the request, as the SDK does', () => {
    expect(pddSign('secret', { ...signedCall, trade_type: '' })).toBe(VECTOR);
    expect(
      pddParams({ page: 1, trade_type: '', outer_id: null, goods_name: undefined, use_has_next: true }),
    ).toEqual({ page: '1', use_has_next: 'true' });
  });
});

const CALLBACK = 'https://console.example/api/capture/oauth/pdd/callback';
/** Past 2^53: JSON.parse would round them (…013 → …000). */
const GOODS_ID = '3626385938471239013';
const SKU_ID = '9007199254740993';

const bed = clientTestBed(startPddFake, createPddClient, {
  shop: { shopId: '1001', appKey: 'cid123', secret: 's3cret' },
  product: { productId: GOODS_ID, title: '流量卡', skuId: SKU_ID, skuTitle: '流量卡 29元套餐' },
  seed: 7,
});
const { client, orders, pull, countOf } = bed;
const ownApp: MarketApp = { appKey: 'cid123', secret: 's3cret', signSecret: '' };

/** The shop's owner agrees on the platform's page; the client exchanges the code and keeps the token. */
async function authorized(c = client()) {
  const granted = await c.exchangeCode(ownApp, bed.fake.grantCode('1001', 'cid123'), CALLBACK);
  bed.shop.token = granted.token;
  return granted;
}

describe('PDD client and fake: authorization', () => {
  it('refuses a shop without a token as revoked: no token without the authorization page', async () => {
    await expect(client().authorize(bed.shop)).rejects.toMatchObject({ kind: 'revoked' });
    expect(countOf(PDD_CALL.tokenCreate)).toBe(0);
  });

  it('exchanges the page code for the shop it opens, once', async () => {
    const code = bed.fake.grantCode('1001', 'cid123');
    const granted = await client().exchangeCode(ownApp, code, CALLBACK);
    expect(granted.shopId).toBe('1001');
    expect(granted.token.expiresAt.getTime()).toBe(bed.clock.getTime() + DAY);
    await expect(client().exchangeCode(ownApp, code, CALLBACK)).rejects.toMatchObject({
      kind: 'refused',
      platformCode: '10000',
    });
  });

  it('serves the authorization page at the published path and sends the code to the callback', async () => {
    bed.fake.addApp({ appKey: 'cid123', secret: 's3cret', redirectUri: CALLBACK, name: '号卡助手' });
    const c = createPddClient({ baseUrl: bed.fake.url, authUrl: bed.fake.url, now: () => bed.clock });
    const url = new URL(c.authorizationUrl({ app: ownApp, state: 'st-1', redirectUri: CALLBACK }));
    expect(url.pathname).toBe('/service-market/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'cid123',
      redirect_uri: CALLBACK,
      state: 'st-1',
    });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('号卡助手');
    const elsewhere = new URL(url);
    elsewhere.searchParams.set('redirect_uri', 'https://evil.example/cb');
    expect((await fetch(elsewhere)).status).toBe(400);
    elsewhere.searchParams.set('client_id', 'nobody');
    expect((await fetch(elsewhere)).status).toBe(400);

    const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), fake_shop_id: '1001' });
    const agreed = await fetch(url.origin + url.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(agreed.status).toBe(302);
    const back = new URL(agreed.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(CALLBACK);
    expect(back.searchParams.get('state')).toBe('st-1');
    const granted = await c.exchangeCode(ownApp, back.searchParams.get('code')!, CALLBACK);
    expect(granted.shopId).toBe('1001');
  });

  it('accepts a token only with the signature of the app it was issued to', async () => {
    const market: MarketApp = { appKey: 'market-app', secret: 'market-secret', signSecret: '' };
    bed.fake.addApp({ appKey: market.appKey, secret: market.secret, redirectUri: CALLBACK });
    const granted = await client().exchangeCode(market, bed.fake.grantCode('1001', market.appKey), CALLBACK);
    bed.shop.token = granted.token;
    await expect(client().testConnection(bed.shop)).rejects.toMatchObject({
      kind: 'revoked',
      platformCode: '20032',
    });
    await client().testConnection({ ...bed.shop, appKey: market.appKey, secret: market.secret });
  });

  it('refreshes an expired token once and hands it over before using it', async () => {
    bed.fake.addOrders(orders(3, new Date(bed.clock.getTime() - 60_000), 1000));
    const first = (await authorized()).token;
    bed.fake.setFault({ kind: 'expire_tokens' });
    const { all } = await pull();
    expect(all).toHaveLength(3);
    expect(bed.tokens).toHaveLength(1);
    expect(bed.tokens[0]!.accessToken).not.toBe(first.accessToken);
    expect(bed.shop.token).toBe(bed.tokens[0]);
    expect(countOf(PDD_CALL.tokenRefresh)).toBe(1);
  });

  it('renews a token about to run out, and asks for the page again when the refresh token is dead', async () => {
    await authorized();
    bed.clock = new Date(bed.clock.getTime() + DAY - 60_000);
    await client().testConnection(bed.shop);
    expect(bed.tokens).toHaveLength(1);
    bed.shop.token = { ...bed.shop.token!, refreshToken: 'dead', expiresAt: bed.clock };
    const refused = await client()
      .testConnection(bed.shop)
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: 'revoked', platformCode: '10000' });
    expect((refused as PlatformError).platformText).toContain('refresh_token');
  });

  it('refuses a wrong secret or an unknown client as auth errors, without retrying', async () => {
    await authorized();
    await expect(client({ secret: 'nope' }).testConnection(bed.shop)).rejects.toMatchObject({
      kind: 'auth',
      platformCode: '20004',
    });
    expect(countOf(PDD_CALL.mallInfo)).toBe(1);
    bed.shop.appKey = 'other';
    await expect(client({ secret: 's3cret' }).testConnection(bed.shop)).rejects.toMatchObject({
      kind: 'auth',
      platformCode: '10016',
    });
  });
});

describe('PDD client and fake: goods and orders', () => {
  it('proves the connection and lists goods with their 64-bit ids intact', async () => {
    await authorized();
    await client().testConnection(bed.shop);
    expect(await client().listProducts(bed.shop)).toEqual([
      { productId: GOODS_ID, skuId: '', title: '流量卡' },
      { productId: GOODS_ID, skuId: SKU_ID, title: '流量卡 29元套餐' },
    ]);
  });

  it('pulls 250 orders from the last page back, with holders and customers decrypted', async () => {
    await authorized();
    const inputs = orders(250, new Date(bed.clock.getTime() - 20 * 60_000), 1000);
    const ids = bed.fake.addOrders(inputs);
    const { pages, all, malformed } = await pull(client(), new Date(bed.clock.getTime() - 30 * 60_000));
    // One call for the total, then pages 3, 2, 1: the answer is newest first, so oldest first here.
    expect(countOf(PDD_CALL.orderIncrement)).toBe(4);
    expect(pages.map((p) => p.orders.length)).toEqual([50, 100, 100]);
    expect(malformed).toEqual([]);
    expect(all.map((o) => o.platformOrderId)).toEqual(ids);
    expect(all.map((o) => o.customer)).toEqual(inputs.map((i) => i.customer));
    expect(countOf(PDD_CALL.virtualInfo)).toBe(250);
    expect(all[0]).toMatchObject({
      status: 'active',
      productId: GOODS_ID,
      skuId: SKU_ID,
      updatedAt: inputs[0]!.at,
    });
  });

  it('splits a window into pieces of 30 minutes (the fake refuses longer ones)', async () => {
    await authorized();
    const ids = bed.fake.addOrders(orders(6, new Date(bed.clock.getTime() - 2.5 * 3_600_000), 25 * 60_000));
    const { all } = await pull(client(), new Date(bed.clock.getTime() - 3 * 3_600_000));
    expect(all.map((o) => o.platformOrderId)).toEqual(ids);
    // 3 hours in pieces of at most 30 minutes (both ends' seconds included): six calls.
    expect(countOf(PDD_CALL.orderIncrement)).toBe(6);
  });

  it('passes a refund on as cancelled although the platform hides its receiver by then', async () => {
    await authorized();
    const [id] = bed.fake.addOrders(orders(1, new Date(bed.clock.getTime() - 60_000), 0));
    expect((await pull()).all).toMatchObject([{ platformOrderId: id, status: 'active' }]);
    bed.fake.cancelOrder(id!, bed.clock);
    const { all, malformed } = await pull();
    expect(malformed).toEqual([]);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ platformOrderId: id, status: 'cancelled', updatedAt: bed.clock });
    expect(all[0]!.customer).toMatchObject({ name: '', phone: '', idNumber: '', address: '' });
  });

  it('waits out rate limits and server errors, then gives up with the right kind', async () => {
    bed.fake.addOrders(orders(2, new Date(bed.clock.getTime() - 60_000), 1000));
    await authorized();
    bed.fake.setFault({ kind: 'rate_limit', times: 2 });
    expect((await pull()).all).toHaveLength(2);
    bed.fake.setFault({ kind: 'server_error', times: 2 });
    expect((await pull()).all).toHaveLength(2);
    bed.fake.setFault({ kind: 'rate_limit' });
    await expect(pull()).rejects.toMatchObject({ kind: 'rate_limited', platformCode: '52101' });
    bed.fake.clearFaults();
    bed.fake.setFault({ kind: 'server_error' });
    await expect(pull()).rejects.toMatchObject({ kind: 'unavailable', platformCode: '52103' });
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
    const ids = bed.fake.addOrders(orders(250, new Date(bed.clock.getTime() - 20 * 60_000), 1000));
    bed.fake.setFault({ kind: 'repeat_rows' });
    bed.fake.setFault({ kind: 'out_of_order', times: 1 });
    const { all } = await pull(client(), new Date(bed.clock.getTime() - 30 * 60_000));
    expect(all.map((o) => o.platformOrderId)).toEqual(ids);
  });

  it('puts a row without its item aside with the reason and keeps the others', async () => {
    await authorized();
    const ids = bed.fake.addOrders(orders(5, new Date(bed.clock.getTime() - 60_000), 1000));
    bed.fake.setFault({ kind: 'malformed_order', times: 1 });
    const { all, malformed } = await pull();
    // Newest first on the wire: the broken row is the newest order.
    expect(malformed).toEqual([
      { platformOrderId: ids[4], updatedAt: expect.any(Date) as Date, reason: 'no item_list[0].goods_id' },
    ]);
    expect(all.map((o) => o.platformOrderId)).toEqual(ids.slice(0, 4));
  });

  it('checks the signature the published way, whoever computes it', async () => {
    // The vector above, sent by hand: the sign is accepted, the made-up token is not.
    bed.fake.addApp({ appKey: 'cid123', secret: 'secret' });
    const send = (sign: string) =>
      fetch(`${bed.fake.url}/api/router`, {
        method: 'POST',
        body: new URLSearchParams({ ...signedCall, sign }),
      }).then((r) => r.json());
    expect(await send(VECTOR)).toMatchObject({ error_response: { error_code: 20032 } });
    expect(await send(`${VECTOR.slice(0, -1)}0`)).toMatchObject({ error_response: { error_code: 20004 } });
  });

  it('is driven from another process through its control routes', async () => {
    const post = (route: string, body: unknown) =>
      fetch(`${bed.fake.url}/__fake/${route}`, { method: 'POST', body: JSON.stringify(body) }).then((r) =>
        r.json(),
      );
    const { code } = (await post('grant', { shopId: '1001', appKey: 'cid123' })) as { code: string };
    bed.shop.token = (await client().exchangeCode(ownApp, code, CALLBACK)).token;
    const customer = bed.customer();
    const { ids } = (await post('orders', [
      { shopId: '1001', productId: GOODS_ID, customer, at: '2024-05-01T11:40:00Z' },
    ])) as { ids: string[] };
    await post('cancel', { platformOrderId: ids[0], at: '2024-05-01T11:50:00Z' });
    await post('faults', { kind: 'rate_limit', times: 1 });
    const { all } = await pull();
    expect(all).toMatchObject([{ platformOrderId: ids[0], status: 'cancelled' }]);
    expect(all[0]!.customer.province).toBe(customer.province);
  });
});
