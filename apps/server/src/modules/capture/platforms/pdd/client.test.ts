import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoCustomer, prng } from '../../../orders/demo/customers';
import type { FakeOrderInput, FakePlatform } from '../fake';
import { type OrderPage, PlatformError, type PlatformToken, type ShopCredentials } from '../platform';
import { createPddClient } from './client';
import { startPddFake } from './fake';
import { pddSign } from './sign';

// The client against the fake over real HTTP on loopback: nothing of either is mocked.

describe('pddSign', () => {
  it('matches a vector computed outside the code', () => {
    // printf '%s' 'secretaccess_tokentokclient_idcid123data_typeJSONpage1timestamp1700000000typepdd.order.list.getsecret' \
    //   | md5sum | tr a-f A-F
    const params = {
      type: 'pdd.order.list.get',
      client_id: 'cid123',
      timestamp: '1700000000',
      data_type: 'JSON',
      access_token: 'tok',
      page: '1',
    };
    expect(pddSign('secret', params)).toBe('78D65641E0098FE64992CB189D519759');
    expect(pddSign('secret', { ...params, sign: 'ignored' })).toBe('78D65641E0098FE64992CB189D519759');
  });
});

const DAY = 86_400_000;
let clock: Date;
let fake: FakePlatform;
let shop: ShopCredentials;
let tokens: PlatformToken[];
const people = prng(7);

const client = (over: { secret?: string; timeoutMs?: number } = {}) => {
  if (over.secret) shop.secret = over.secret;
  return createPddClient({
    baseUrl: fake.url,
    timeoutMs: over.timeoutMs ?? 1000,
    attempts: 3,
    backoffMs: 5,
    now: () => clock,
    onToken: (_shop, token) => void tokens.push(token),
  });
};

const orders = (n: number, from: Date, stepMs: number): FakeOrderInput[] =>
  Array.from({ length: n }, (_, i) => ({
    shopId: '1001',
    productId: 'G1',
    skuId: 'S1',
    customer: demoCustomer(people, clock),
    at: new Date(from.getTime() + i * stepMs),
  }));

async function pull(c = client(), start = new Date(clock.getTime() - DAY), end = clock) {
  const pages: OrderPage[] = [];
  await c.pullOrders(shop, { start, end }, async (page) => void pages.push(page));
  return { pages, all: pages.flatMap((p) => p.orders), malformed: pages.flatMap((p) => p.malformed) };
}

const countOf = (type: string) => fake.calls.filter((c) => c === type).length;

beforeEach(async () => {
  clock = new Date('2024-05-01T12:00:00Z');
  fake = await startPddFake({ now: () => clock });
  fake.addShop({ shopId: '1001', appKey: 'cid123', secret: 's3cret' });
  fake.addProduct('1001', { productId: 'G1', title: '流量卡' });
  fake.addProduct('1001', { productId: 'G1', skuId: 'S1', title: '流量卡 29元套餐' });
  shop = { shopId: '1001', appKey: 'cid123', secret: 's3cret', token: null };
  tokens = [];
});
afterEach(() => fake.close());

describe('PDD client and fake', () => {
  it('authorizes once, proves the connection and lists goods with their SKUs', async () => {
    const c = client();
    const token = await c.authorize(shop);
    expect(tokens).toEqual([token]);
    expect(shop.token).toBe(token);
    expect(token.expiresAt.getTime()).toBe(clock.getTime() + DAY);
    await c.testConnection(shop);
    expect(await c.authorize(shop)).toBe(token);
    expect(await c.listProducts(shop)).toEqual([
      { productId: 'G1', skuId: '', title: '流量卡' },
      { productId: 'G1', skuId: 'S1', title: '流量卡 29元套餐' },
    ]);
    expect(countOf('pdd.pop.auth.token.create')).toBe(1);
  });

  it('pulls 250 orders in three pages with their customers decrypted as they were put in', async () => {
    const inputs = orders(250, new Date(clock.getTime() - 3_600_000), 1000);
    const ids = fake.addOrders(inputs);
    const { pages, all, malformed } = await pull();
    expect(pages.map((p) => p.orders.length)).toEqual([100, 100, 50]);
    expect(countOf('pdd.order.list.get')).toBe(3);
    expect(malformed).toEqual([]);
    expect(all.map((o) => o.platformOrderId)).toEqual(ids);
    expect(all.map((o) => o.customer)).toEqual(inputs.map((i) => i.customer));
    expect(all[0]).toMatchObject({
      status: 'active',
      productId: 'G1',
      skuId: 'S1',
      title: '流量卡',
      updatedAt: inputs[0]!.at,
    });
  });

  it('splits a window longer than 24 hours (the fake refuses longer ones)', async () => {
    const ids = fake.addOrders(orders(6, new Date(clock.getTime() - 2.5 * DAY), 10 * 3_600_000));
    const { all } = await pull(client(), new Date(clock.getTime() - 3 * DAY));
    expect(all.map((o) => o.platformOrderId)).toEqual(ids);
    // 72 hours in pieces of at most 24 hours (both ends' seconds included): three calls.
    expect(countOf('pdd.order.list.get')).toBe(3);
  });

  it('sees a cancellation as a refunded order with a later update time', async () => {
    const [id] = fake.addOrders(orders(1, new Date(clock.getTime() - 60_000), 0));
    fake.cancelOrder(id!, clock);
    const { all } = await pull();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ platformOrderId: id, status: 'cancelled', updatedAt: clock });
  });

  it('refreshes an expired token once and hands it over before using it', async () => {
    fake.addOrders(orders(3, new Date(clock.getTime() - 60_000), 1000));
    const c = client();
    const first = await c.authorize(shop);
    fake.setFault({ kind: 'expire_tokens' });
    const { all } = await pull(c);
    expect(all).toHaveLength(3);
    expect(tokens).toHaveLength(2);
    expect(tokens[1]!.accessToken).not.toBe(first.accessToken);
    expect(shop.token).toBe(tokens[1]);
    expect(countOf('pdd.pop.auth.token.refresh')).toBe(1);
  });

  it('renews a token about to run out before using it', async () => {
    const c = client();
    await c.authorize(shop);
    clock = new Date(clock.getTime() + DAY - 60_000);
    await c.testConnection(shop);
    expect(tokens).toHaveLength(2);
  });

  it('waits out rate limits and server errors, then gives up with the right kind', async () => {
    fake.addOrders(orders(2, new Date(clock.getTime() - 60_000), 1000));
    await client().authorize(shop);
    fake.setFault({ kind: 'rate_limit', times: 2 });
    expect((await pull()).all).toHaveLength(2);
    fake.setFault({ kind: 'server_error', times: 2 });
    expect((await pull()).all).toHaveLength(2);
    fake.setFault({ kind: 'rate_limit' });
    await expect(pull()).rejects.toMatchObject({ kind: 'rate_limited', platformCode: '52101' });
    fake.clearFaults();
    fake.setFault({ kind: 'server_error' });
    await expect(pull()).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('times out a slow answer, retries it, and gives up when every answer is late', async () => {
    fake.addOrders(orders(2, new Date(clock.getTime() - 60_000), 1000));
    await client().authorize(shop);
    fake.setFault({ kind: 'slow', ms: 300, times: 1 });
    expect((await pull(client({ timeoutMs: 100 }))).all).toHaveLength(2);
    fake.setFault({ kind: 'slow', ms: 300, times: 3 });
    await expect(pull(client({ timeoutMs: 100 }))).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('passes a repeated row once and sorts a page answered out of order', async () => {
    const ids = fake.addOrders(orders(250, new Date(clock.getTime() - 3_600_000), 1000));
    fake.setFault({ kind: 'repeat_rows' });
    fake.setFault({ kind: 'out_of_order', times: 1 });
    const { all } = await pull();
    expect(all.map((o) => o.platformOrderId)).toEqual(ids);
  });

  it('puts a row without its item aside with the reason and keeps the others', async () => {
    const ids = fake.addOrders(orders(5, new Date(clock.getTime() - 60_000), 1000));
    fake.setFault({ kind: 'malformed_order', times: 1 });
    const { all, malformed } = await pull();
    expect(malformed).toEqual([
      { platformOrderId: ids[0], updatedAt: expect.any(Date) as Date, reason: 'no item_list[0].goods_id' },
    ]);
    expect(all.map((o) => o.platformOrderId)).toEqual(ids.slice(1));
  });

  it('refuses a wrong secret or an unknown client as auth errors, without retrying', async () => {
    const wrong = client({ secret: 'nope' });
    await expect(wrong.authorize(shop)).rejects.toMatchObject({ kind: 'auth', platformCode: '20004' });
    expect(countOf('pdd.pop.auth.token.create')).toBe(1);
    shop.appKey = 'other';
    await expect(client({ secret: 's3cret' }).testConnection(shop)).rejects.toBeInstanceOf(PlatformError);
  });

  it('checks the signature the published way, whoever computes it', async () => {
    // The vector above, sent by hand: the sign is accepted, the made-up token is not.
    fake.addShop({ shopId: '9', appKey: 'cid123', secret: 'secret' });
    const params = {
      type: 'pdd.order.list.get',
      client_id: 'cid123',
      timestamp: '1700000000',
      data_type: 'JSON',
      access_token: 'tok',
      page: '1',
    };
    const send = (sign: string) =>
      fetch(`${fake.url}/api/router`, {
        method: 'POST',
        body: new URLSearchParams({ ...params, sign }),
      }).then((r) => r.json());
    expect(await send('78D65641E0098FE64992CB189D519759')).toMatchObject({
      error_response: { error_code: 20032 },
    });
    expect(await send('78D65641E0098FE64992CB189D519750')).toMatchObject({
      error_response: { error_code: 20004 },
    });
  });

  it('is driven from another process through its control routes', async () => {
    const post = (route: string, body: unknown) =>
      fetch(`${fake.url}/__fake/${route}`, { method: 'POST', body: JSON.stringify(body) }).then((r) =>
        r.json(),
      );
    await client().authorize(shop);
    const customer = demoCustomer(people, clock);
    const { ids } = (await post('orders', [
      { shopId: '1001', productId: 'G1', customer, at: '2024-05-01T11:00:00Z' },
    ])) as { ids: string[] };
    await post('cancel', { platformOrderId: ids[0], at: '2024-05-01T11:30:00Z' });
    await post('faults', { kind: 'rate_limit', times: 1 });
    const { all } = await pull();
    expect(all).toMatchObject([{ platformOrderId: ids[0], status: 'cancelled', customer }]);
    expect(countOf('pdd.order.list.get')).toBe(2);
  });
});
