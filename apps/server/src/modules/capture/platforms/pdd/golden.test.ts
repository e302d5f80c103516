import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderPage, ShopCredentials } from '../platform';
import { createPddClient } from './client';
import {
  GOLDEN_AUTHORIZATION_URL,
  GOLDEN_ERROR,
  GOLDEN_GOODS_LIST,
  GOLDEN_INCREMENT_PARAMS,
  GOLDEN_ORDER_ROW,
} from './golden-fixtures';
import { PDD_CALL } from './protocol';

// The client against what Pinduoduo publishes: a recording server answers each call with the
// documented example (golden-fixtures.ts) and keeps what the client sent. Where a test changes a
// documented example (a 64-bit id, a hidden receiver), it says so: such a variation is no golden
// fixture, only the shape is.

type Params = Record<string, string>;
const seen: Params[] = [];
let answers: Record<string, string | ((p: Params) => string)> = {};
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      seen.push(params);
      const answer = answers[params.type ?? ''];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(typeof answer === 'function' ? answer(params) : (answer ?? GOLDEN_ERROR));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  answers = {};
});

const NOW = new Date('2024-05-01T12:00:00Z');
const client = () => createPddClient({ baseUrl, attempts: 1, now: () => NOW });
const shop = (): ShopCredentials => ({
  shopId: '1001',
  appKey: 'cid123',
  secret: 's3cret',
  signSecret: '',
  authMode: 'market',
  token: { accessToken: 'tok', refreshToken: 'ref', expiresAt: new Date(NOW.getTime() + 86_400_000) },
});

/** The increment call answering these rows (the documented envelope of its class). */
const increment = (rows: unknown[]) =>
  JSON.stringify({
    order_sn_increment_get_response: { order_sn_list: rows, total_count: rows.length, has_next: false },
  });

async function pulled(minutes = 10) {
  const pages: OrderPage[] = [];
  const start = new Date(NOW.getTime() - minutes * 60_000);
  await client().pullOrders(shop(), { start, end: NOW }, async (page) => void pages.push(page));
  return { orders: pages.flatMap((p) => p.orders), malformed: pages.flatMap((p) => p.malformed) };
}

describe('PDD client against the published examples', () => {
  it('reads the documented error envelope as a refusal in the platform’s own words', async () => {
    await expect(client().testConnection(shop())).rejects.toMatchObject({
      kind: 'refused',
      platformCode: '10001',
      platformText: '公共参数错误:type',
    });
  });

  it('reads the documented goods list answer', async () => {
    answers[PDD_CALL.goodsList] = GOLDEN_GOODS_LIST;
    expect(await client().listProducts(shop())).toEqual([
      { productId: '0', skuId: '', title: 'str' },
      { productId: '0', skuId: '0', title: 'str str' },
    ]);
  });

  it('keeps every digit of a 64-bit goods id (variation: the documented answer with a real-sized id)', async () => {
    answers[PDD_CALL.goodsList] = GOLDEN_GOODS_LIST.replace(
      '"goods_id": 0',
      '"goods_id": 3626385938471239013',
    );
    const [product] = await client().listProducts(shop());
    expect(product!.productId).toBe('3626385938471239013');
  });

  it('asks the increment call with its request class’s parameters, 30 minutes at most, nothing empty', async () => {
    answers[PDD_CALL.orderIncrement] = increment([]);
    await pulled(45);
    expect(seen.map((p) => p.type)).toEqual([PDD_CALL.orderIncrement, PDD_CALL.orderIncrement]);
    const common = ['type', 'client_id', 'timestamp', 'data_type', 'version', 'access_token', 'sign'];
    for (const p of seen) {
      for (const key of Object.keys(p)) expect([...common, ...GOLDEN_INCREMENT_PARAMS]).toContain(key);
      expect(Object.values(p)).not.toContain('');
      expect(Number(p.end_updated_at) - Number(p.start_updated_at)).toBeLessThanOrEqual(30 * 60);
      expect(p).toMatchObject({
        order_status: '5',
        refund_status: '5',
        is_lucky_flag: '0',
        use_has_next: 'false',
      });
    }
  });

  it('puts the documented placeholder row aside, naming the field it cannot read', async () => {
    answers[PDD_CALL.orderIncrement] = increment([GOLDEN_ORDER_ROW]);
    expect(await pulled()).toEqual({
      orders: [],
      malformed: [{ platformOrderId: '1', updatedAt: null, reason: 'no readable updated_at' }],
    });
  });

  it('passes a refund whose receiver the platform hides as cancelled (variation of the documented row)', async () => {
    const refunded = {
      ...GOLDEN_ORDER_ROW,
      updated_at: '2024-05-01 19:55:00',
      refund_status: 4,
      receiver_name: '',
      receiver_phone: '',
      receiver_address: '',
      address: '',
    };
    answers[PDD_CALL.orderIncrement] = increment([refunded]);
    const { orders, malformed } = await pulled();
    expect(malformed).toEqual([]);
    expect(orders).toMatchObject([
      {
        platformOrderId: '1',
        status: 'cancelled',
        productId: '1',
        updatedAt: new Date('2024-05-01T11:55:00Z'),
      },
    ]);
  });

  it('puts a shipped order whose receiver is hidden aside, naming the fields (variation)', async () => {
    const shipped = {
      ...GOLDEN_ORDER_ROW,
      updated_at: '2024-05-01 19:55:00',
      order_status: 2,
      receiver_phone: '',
      receiver_address: '',
    };
    answers[PDD_CALL.orderIncrement] = increment([shipped]);
    const { orders, malformed } = await pulled();
    expect(orders).toEqual([]);
    expect(malformed[0]!.reason).toBe(
      'receiver_phone and receiver_address empty: the platform hides the receiver (order_status 2, risk_control_status 0)',
    );
  });

  it('builds the authorization address of the platform’s guide', () => {
    const golden = new URL(GOLDEN_AUTHORIZATION_URL);
    const built = new URL(
      client().authorizationUrl({
        app: { appKey: golden.searchParams.get('client_id')!, secret: 's', signSecret: '' },
        state: golden.searchParams.get('state')!,
        redirectUri: golden.searchParams.get('redirect_uri')!,
      }),
    );
    expect(built.origin + built.pathname).toBe(golden.origin + golden.pathname);
    expect(Object.fromEntries(built.searchParams)).toEqual(Object.fromEntries(golden.searchParams));
  });
});
