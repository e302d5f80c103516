import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoCustomer, prng } from '../../../orders/demo/customers';
import { readBody } from '../fake-kit';
import { PlatformError, type PlatformOrder } from '../platform';
import { startGantanhaoFake, type GantanhaoFake } from './fake';
import {
  checkGantanhaoCredentials,
  checkGantanhaoPush,
  GANTANHAO_SIGNATURE_HEADER,
  GANTANHAO_TIMESTAMP_HEADER,
  GantanhaoReplayGuard,
  parseGantanhaoPush,
  signGantanhaoPush,
} from './push';

const BODY = '{"event_id":"e1","shop_id":"g1","app_key":"ak","type":"order.created","order":{}}';
const AT = new Date(1714550400 * 1000);
const people = prng(3);

describe('the Gantanhao push format', () => {
  it('signs with a vector computed outside the code', () => {
    // printf '%s' '1714550400.{"event_id":"e1",...,"order":{}}' | openssl dgst -sha256 -hmac gth-secret
    expect(signGantanhaoPush('gth-secret', '1714550400', BODY)).toBe(
      'ff2639847f365b22685663f00a2599ee1dea53478b43f196c4639b9d568bc26d',
    );
  });

  it('checks the signature, then the ±5 minute window', () => {
    const headers = (sig: string, ts = '1714550400') => ({
      [GANTANHAO_TIMESTAMP_HEADER]: ts,
      [GANTANHAO_SIGNATURE_HEADER]: sig,
    });
    const good = 'FF2639847F365B22685663F00A2599EE1DEA53478B43F196C4639B9D568BC26D';
    expect(checkGantanhaoPush('gth-secret', headers(good), BODY, AT)).toBe('ok');
    expect(checkGantanhaoPush('gth-secret', headers(good), BODY, new Date(AT.getTime() + 300_000))).toBe(
      'ok',
    );
    expect(checkGantanhaoPush('gth-secret', headers(good), BODY, new Date(AT.getTime() + 301_000))).toBe(
      'stale',
    );
    expect(checkGantanhaoPush('gth-secret', headers(good), BODY, new Date(AT.getTime() - 301_000))).toBe(
      'stale',
    );
    expect(checkGantanhaoPush('other', headers(good), BODY, AT)).toBe('bad_signature');
    expect(checkGantanhaoPush('gth-secret', headers(good, '1714550401'), BODY, AT)).toBe('bad_signature');
    expect(checkGantanhaoPush('gth-secret', headers(good), `${BODY} `, AT)).toBe('bad_signature');
    expect(checkGantanhaoPush('gth-secret', {}, BODY, AT)).toBe('bad_signature');
  });

  it('accepts an event id once within two windows', () => {
    const guard = new GantanhaoReplayGuard();
    expect(guard.accept('e1', AT)).toBe(true);
    expect(guard.accept('e1', new Date(AT.getTime() + 599_000))).toBe(false);
    expect(guard.accept('e2', AT)).toBe(true);
    // Forgotten after two windows: by then a replayed body's signed timestamp is stale.
    expect(guard.accept('e1', new Date(AT.getTime() + 601_000))).toBe(true);
  });

  const customer = demoCustomer(people, AT);
  const push = (type: string, order: Record<string, unknown>) => ({
    event_id: 'e9',
    shop_id: 'g1',
    app_key: 'ak',
    type,
    order,
  });
  const good = {
    order_id: 'GTH1',
    status: 'paid',
    updated_at: '2024-05-01T16:00:00+08:00',
    product_id: 'P1',
    sku_id: 'S1',
    title: '大王卡',
    customer: {
      name: customer.name,
      phone: customer.phone,
      id_number: customer.idNumber,
      province: customer.province,
      city: customer.city,
      district: customer.district,
      address: customer.address,
    },
  };

  it('normalises a good push to a platform order', () => {
    const { event, order } = parseGantanhaoPush(push('order.created', good));
    expect(event).toEqual({ eventId: 'e9', shopId: 'g1', appKey: 'ak', type: 'order.created' });
    expect(order).toEqual({
      platformOrderId: 'GTH1',
      status: 'active',
      updatedAt: AT,
      productId: 'P1',
      skuId: 'S1',
      title: '大王卡',
      customer,
      roomId: '',
      authorId: '',
      videoId: '',
    } satisfies PlatformOrder);
    expect(parseGantanhaoPush(push('order.cancelled', good)).order).toMatchObject({ status: 'cancelled' });
    expect(parseGantanhaoPush(push('order.updated', { ...good, status: 'refunded' })).order).toMatchObject({
      status: 'cancelled',
    });
  });

  it('puts a broken order aside with the reason, and refuses what is not a push', () => {
    const reason = (order: Record<string, unknown>) =>
      (parseGantanhaoPush(push('order.updated', order)).order as { reason?: string }).reason;
    expect(reason({ ...good, order_id: undefined })).toBe('no order.order_id');
    expect(reason({ ...good, updated_at: '2024-05-01 16:00:00' })).toBe('no readable order.updated_at');
    expect(reason({ ...good, status: 'weird' })).toBe('unknown order.status weird');
    expect(reason({ ...good, customer: { ...good.customer, id_number: '' } })).toBe(
      'no order.customer.id_number',
    );
    expect(() => parseGantanhaoPush({ ...push('order.created', good), extra: 1 })).toThrow(PlatformError);
    expect(() => parseGantanhaoPush(push('order.paid', good))).toThrow(/type/);
  });

  it('tests a connection by the stored credentials only', () => {
    expect(() =>
      checkGantanhaoCredentials({
        shopId: 'g1',
        appKey: 'ak',
        secret: 's',
        signSecret: '',
        authMode: 'self',
        token: null,
      }),
    ).not.toThrow();
    expect(() =>
      checkGantanhaoCredentials({
        shopId: 'g1',
        appKey: 'ak',
        secret: '',
        signSecret: '',
        authMode: 'self',
        token: null,
      }),
    ).toThrow(PlatformError);
  });
});

// A real receiver on loopback, checking as the console would: signature, window, replay.
let receiver: Server;
let fake: GantanhaoFake;
let received: { outcome: string; order: PlatformOrder | { reason: string } | null }[];
let failNext = 0;

beforeEach(async () => {
  received = [];
  failNext = 0;
  const guard = new GantanhaoReplayGuard();
  receiver = createServer((req, res) => {
    void readBody(req).then((raw) => {
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(503).end();
        return;
      }
      const check = checkGantanhaoPush('gth-secret', req.headers, raw);
      const { event, order } = parseGantanhaoPush(JSON.parse(raw));
      const outcome = check !== 'ok' ? check : guard.accept(event.eventId) ? 'accepted' : 'replay';
      received.push({ outcome, order: outcome === 'accepted' ? order : null });
      res.writeHead(outcome === 'accepted' ? 200 : outcome === 'replay' ? 409 : 401).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const pushTo = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/gantanhao`;
  fake = await startGantanhaoFake({ pushTo, retryDelayMs: 5 });
  fake.addShop({ shopId: 'g1', appKey: 'ak', secret: 'gth-secret' });
  fake.addProduct('g1', { productId: 'P1', skuId: 'S1', title: '大王卡 19元' });
});
afterEach(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const input = () => ({
  shopId: 'g1',
  productId: 'P1',
  skuId: 'S1',
  customer: demoCustomer(people, new Date()),
});

describe('the Gantanhao fake', () => {
  it('pushes new orders and cancellations, signed, to a real receiver', async () => {
    const inputs = [input(), input()];
    const ids = fake.addOrders(inputs);
    fake.cancelOrder(ids[0]!);
    await fake.idle();
    expect(received.map((r) => r.outcome)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(received.map((r) => r.order)).toMatchObject([
      { platformOrderId: ids[0], status: 'active', title: '大王卡 19元', customer: inputs[0]!.customer },
      { platformOrderId: ids[1], status: 'active', customer: inputs[1]!.customer },
      { platformOrderId: ids[0], status: 'cancelled' },
    ]);
  });

  it('retries a delivery the receiver did not take, with a fresh signature', async () => {
    failNext = 2;
    fake.addOrders([input()]);
    await fake.idle();
    expect(fake.deliveries.map((d) => [d.status, d.attempt])).toEqual([
      [503, 1],
      [503, 2],
      [200, 3],
    ]);
    expect(received.map((r) => r.outcome)).toEqual(['accepted']);
  });

  it('sends a duplicate under server_error: the receiver refuses the replay and the fake stops', async () => {
    fake.setFault({ kind: 'server_error', times: 1 });
    fake.addOrders([input()]);
    await fake.idle();
    expect(received.map((r) => r.outcome)).toEqual(['accepted', 'replay']);
    expect(fake.deliveries.map((d) => d.status)).toEqual([200, 409]);
  });

  it('delivers out of order: a batch last first, and a stale update after a cancellation', async () => {
    fake.setFault({ kind: 'out_of_order', times: 2 });
    const ids = fake.addOrders([input(), input()]);
    fake.cancelOrder(ids[0]!, new Date(Date.now() + 60_000));
    await fake.idle();
    const orders = received.map((r) => r.order as PlatformOrder);
    expect(orders.map((o) => [o.platformOrderId, o.status])).toEqual([
      [ids[1], 'active'],
      [ids[0], 'active'],
      [ids[0], 'cancelled'],
      [ids[0], 'active'],
    ]);
    // The stale update carries its older update time: the engine keeps the newest.
    expect(orders[3]!.updatedAt.getTime()).toBeLessThan(orders[2]!.updatedAt.getTime());
  });

  it('pushes a malformed order under malformed_order', async () => {
    fake.setFault({ kind: 'malformed_order', times: 1 });
    fake.addOrders([input(), input()]);
    await fake.idle();
    expect(received.map((r) => (r.order as { reason?: string }).reason)).toEqual([
      'no order.customer.id_number',
      undefined,
    ]);
  });

  it('is driven from another process through its control routes', async () => {
    const post = (route: string, body: unknown) =>
      fetch(`${fake.url}/__fake/${route}`, { method: 'POST', body: JSON.stringify(body) }).then((r) =>
        r.json(),
      );
    const { ids } = (await post('orders', [input()])) as { ids: string[] };
    await post('cancel', { platformOrderId: ids[0] });
    await fake.idle();
    expect(received.map((r) => (r.order as PlatformOrder).status)).toEqual(['active', 'cancelled']);
    expect(await post('calls', {})).toEqual({ calls: ['order.created 200', 'order.cancelled 200'] });
  });
});
