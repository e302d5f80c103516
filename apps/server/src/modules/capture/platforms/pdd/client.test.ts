import { describe, expect, it } from 'vitest';
import { clientTestBed, DAY } from '../client-test-support';
import { PlatformError } from '../platform';
import { createPddClient } from './client';
import { startPddFake } from './fake';
import { pddSign } from './sign';

// The client against the fake over real HTTP on loopback: nothing of either is mocked.

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

describe('pddSign', () => {
  it('matches a vector computed outside the code', () => {
    expect(pddSign('secret', signedCall)).toBe('78D65641E0098FE64992CB189D519759');
    expect(pddSign('secret', { ...signedCall, sign: 'ignored' })).toBe('78D65641E0098FE64992CB189D519759');
  });
});

const bed = clientTestBed(startPddFake, createPddClient, {
  shop: { shopId: '1001', appKey: 'cid123', secret: 's3cret' },
  product: { productId: 'G1', title: '流量卡', skuId: 'S1', skuTitle: '流量卡 29元套餐' },
  seed: 7,
});
const { client, orders, pull, countOf } = bed;

describe('PDD client and fake', () => {
  it('authorizes once, proves the connection and lists goods with their SKUs', async () => {
    const c = client();
    const token = await c.authorize(bed.shop);
    expect(bed.tokens).toEqual([token]);
    expect(bed.shop.token).toBe(token);
    expect(token.expiresAt.getTime()).toBe(bed.clock.getTime() + DAY);
    await c.testConnection(bed.shop);
    expect(await c.authorize(bed.shop)).toBe(token);
    expect(await c.listProducts(bed.shop)).toEqual([
      { productId: 'G1', skuId: '', title: '流量卡' },
      { productId: 'G1', skuId: 'S1', title: '流量卡 29元套餐' },
    ]);
    expect(countOf('pdd.pop.auth.token.create')).toBe(1);
  });

  it('pulls 250 orders in three pages with their customers decrypted as they were put in', async () => {
    const inputs = orders(250, new Date(bed.clock.getTime() - 3_600_000), 1000);
    const ids = bed.fake.addOrders(inputs);
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
    const ids = bed.fake.addOrders(orders(6, new Date(bed.clock.getTime() - 2.5 * DAY), 10 * 3_600_000));
    const { all } = await pull(client(), new Date(bed.clock.getTime() - 3 * DAY));
    expect(all.map((o) => o.platformOrderId)).toEqual(ids);
    // 72 hours in pieces of at most 24 hours (both ends' seconds included): three calls.
    expect(countOf('pdd.order.list.get')).toBe(3);
  });

  it('sees a cancellation as a refunded order with a later update time', async () => {
    const [id] = bed.fake.addOrders(orders(1, new Date(bed.clock.getTime() - 60_000), 0));
    bed.fake.cancelOrder(id!, bed.clock);
    const { all } = await pull();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ platformOrderId: id, status: 'cancelled', updatedAt: bed.clock });
  });

  it('refreshes an expired token once and hands it over before using it', async () => {
    bed.fake.addOrders(orders(3, new Date(bed.clock.getTime() - 60_000), 1000));
    const c = client();
    const first = await c.authorize(bed.shop);
    bed.fake.setFault({ kind: 'expire_tokens' });
    const { all } = await pull(c);
    expect(all).toHaveLength(3);
    expect(bed.tokens).toHaveLength(2);
    expect(bed.tokens[1]!.accessToken).not.toBe(first.accessToken);
    expect(bed.shop.token).toBe(bed.tokens[1]);
    expect(countOf('pdd.pop.auth.token.refresh')).toBe(1);
  });

  it('renews a token about to run out before using it', async () => {
    const c = client();
    await c.authorize(bed.shop);
    bed.clock = new Date(bed.clock.getTime() + DAY - 60_000);
    await c.testConnection(bed.shop);
    expect(bed.tokens).toHaveLength(2);
  });

  it('waits out rate limits and server errors, then gives up with the right kind', async () => {
    bed.fake.addOrders(orders(2, new Date(bed.clock.getTime() - 60_000), 1000));
    await client().authorize(bed.shop);
    bed.fake.setFault({ kind: 'rate_limit', times: 2 });
    expect((await pull()).all).toHaveLength(2);
    bed.fake.setFault({ kind: 'server_error', times: 2 });
    expect((await pull()).all).toHaveLength(2);
    bed.fake.setFault({ kind: 'rate_limit' });
    await expect(pull()).rejects.toMatchObject({ kind: 'rate_limited', platformCode: '52101' });
    bed.fake.clearFaults();
    bed.fake.setFault({ kind: 'server_error' });
    await expect(pull()).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('times out a slow answer, retries it, and gives up when every answer is late', async () => {
    bed.fake.addOrders(orders(2, new Date(bed.clock.getTime() - 60_000), 1000));
    await client().authorize(bed.shop);
    bed.fake.setFault({ kind: 'slow', ms: 300, times: 1 });
    expect((await pull(client({ timeoutMs: 100 }))).all).toHaveLength(2);
    bed.fake.setFault({ kind: 'slow', ms: 300, times: 3 });
    await expect(pull(client({ timeoutMs: 100 }))).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('passes a repeated row once and sorts a page answered out of order', async () => {
    const ids = bed.fake.addOrders(orders(250, new Date(bed.clock.getTime() - 3_600_000), 1000));
    bed.fake.setFault({ kind: 'repeat_rows' });
    bed.fake.setFault({ kind: 'out_of_order', times: 1 });
    const { all } = await pull();
    expect(all.map((o) => o.platformOrderId)).toEqual(ids);
  });

  it('puts a row without its item aside with the reason and keeps the others', async () => {
    const ids = bed.fake.addOrders(orders(5, new Date(bed.clock.getTime() - 60_000), 1000));
    bed.fake.setFault({ kind: 'malformed_order', times: 1 });
    const { all, malformed } = await pull();
    expect(malformed).toEqual([
      { platformOrderId: ids[0], updatedAt: expect.any(Date) as Date, reason: 'no item_list[0].goods_id' },
    ]);
    expect(all.map((o) => o.platformOrderId)).toEqual(ids.slice(1));
  });

  it('refuses a wrong secret or an unknown client as auth errors, without retrying', async () => {
    const wrong = client({ secret: 'nope' });
    await expect(wrong.authorize(bed.shop)).rejects.toMatchObject({ kind: 'auth', platformCode: '20004' });
    expect(countOf('pdd.pop.auth.token.create')).toBe(1);
    bed.shop.appKey = 'other';
    await expect(client({ secret: 's3cret' }).testConnection(bed.shop)).rejects.toBeInstanceOf(PlatformError);
  });

  it('checks the signature the published way, whoever computes it', async () => {
    // The vector above, sent by hand: the sign is accepted, the made-up token is not.
    bed.fake.addShop({ shopId: '9', appKey: 'cid123', secret: 'secret' });
    const send = (sign: string) =>
      fetch(`${bed.fake.url}/api/router`, {
        method: 'POST',
        body: new URLSearchParams({ ...signedCall, sign }),
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
      fetch(`${bed.fake.url}/__fake/${route}`, { method: 'POST', body: JSON.stringify(body) }).then((r) =>
        r.json(),
      );
    await client().authorize(bed.shop);
    const customer = bed.customer();
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
