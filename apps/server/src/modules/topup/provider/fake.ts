import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TOPUP_FAKE_FAIL_REASON, TOPUP_FAKE_FAIL_SUFFIX } from '@console/contract';
import {
  callbackSign,
  orderSign,
  PROVIDER_CODES,
  PROVIDER_PATH,
  type ProviderCallback,
  type ProviderOrder,
  querySign,
  unixNow,
  wireText,
} from './protocol';

// The top-up provider's fake: the protocol of protocol.ts on loopback. A number ending in
// TOPUP_FAKE_FAIL_SUFFIX fails (TOPUP_FAKE_FAIL_REASON), any other succeeds, `callbackDelayMs`
// after its order; then the fake calls back, signed. Its mode makes it answer slowly, drop its
// callbacks (the order still settles: a status query finds it) or fail every call with a 500.
// The same operations are offered to other processes under `POST /__fake/<name>`.

export const FAKE_MODES = ['normal', 'slow', 'drop_callbacks', 'error'] as const;
export type FakeMode = (typeof FAKE_MODES)[number];

/** Sends a callback; answers the HTTP status (a test delivers through app.inject). */
export type Deliver = (url: string, body: ProviderCallback) => Promise<number>;

export interface TopupFakeOptions {
  appId: string;
  secret: string;
  callbackDelayMs?: number;
  slowMs?: number;
  deliver?: Deliver;
}

export interface TopupFake {
  readonly url: string;
  mode: FakeMode;
  /** Orders placed per order id (a resend of the same id counts, never tops up again). */
  readonly placed: Map<string, number>;
  /** Top-ups made per order id: the tests assert 1 at most. */
  readonly toppedUp: Map<string, number>;
  readonly orders: Map<string, ProviderOrder & { notifyUrl: string; phone: string }>;
  /** Callbacks answered 2xx. */
  delivered: number;
  setDeliver(deliver: Deliver): void;
  /** Settles every processing order now (callbacks sent unless dropped) and waits for them. */
  settleAll(): Promise<void>;
  /** Settles one processing order now (its callback sent unless dropped) and waits for it. */
  settleOrder(orderId: string): Promise<void>;
  close(): Promise<void>;
}

const httpDeliver: Deliver = async (url, body) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
};

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startTopupFake(o: TopupFakeOptions): Promise<TopupFake> {
  const delay = o.callbackDelayMs ?? 2000;
  const timers = new Map<string, NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let deliver = o.deliver ?? httpDeliver;
  let serial = 0;

  async function callBack(order: ProviderOrder & { notifyUrl: string }) {
    if (fake.mode === 'drop_callbacks' || order.state === 'processing') return;
    const fields = {
      app_id: o.appId,
      order_id: order.order_id,
      provider_ref: order.provider_ref,
      state: order.state,
      timestamp: unixNow(),
    };
    const body: ProviderCallback = { ...fields, reason: order.reason, sign: callbackSign(o.secret, fields) };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        const status = await deliver(order.notifyUrl, body);
        if (status < 500) {
          if (status < 300) fake.delivered += 1;
          return;
        }
      } catch {
        // not reachable: try again
      }
      await pause(200 * (attempt + 1));
    }
  }

  function settle(orderId: string) {
    timers.delete(orderId);
    const order = fake.orders.get(orderId);
    if (!order || order.state !== 'processing') return;
    const fails = order.phone.endsWith(TOPUP_FAKE_FAIL_SUFFIX);
    order.state = fails ? 'failed' : 'success';
    order.reason = fails ? TOPUP_FAKE_FAIL_REASON : '';
    if (!fails) fake.toppedUp.set(orderId, (fake.toppedUp.get(orderId) ?? 0) + 1);
    const p = callBack(order).finally(() => inFlight.delete(p));
    inFlight.add(p);
  }

  const answerOf = ({ order_id, provider_ref, state, reason }: ProviderOrder) => ({
    order_id,
    provider_ref,
    state,
    reason,
  });

  function placeOrder(b: Record<string, unknown>) {
    const f = {
      app_id: wireText(b.app_id),
      order_id: wireText(b.order_id),
      phone: wireText(b.phone),
      face: wireText(b.face),
      timestamp: wireText(b.timestamp),
    };
    if (b.sign !== orderSign(o.secret, f) || f.app_id !== o.appId)
      return { code: PROVIDER_CODES.badSign, msg: 'sign error' };
    if (!/^\d{11}$/.test(f.phone) || !/^\d+$/.test(f.order_id) || typeof b.notify_url !== 'string')
      return { code: PROVIDER_CODES.badParams, msg: 'bad params' };
    fake.placed.set(f.order_id, (fake.placed.get(f.order_id) ?? 0) + 1);
    const known = fake.orders.get(f.order_id);
    if (known) return { code: PROVIDER_CODES.ok, data: answerOf(known) };
    serial += 1;
    const order = {
      order_id: f.order_id,
      provider_ref: `FP${Date.now()}${String(serial).padStart(6, '0')}`,
      state: 'processing' as const,
      reason: '',
      notifyUrl: b.notify_url,
      phone: f.phone,
    };
    fake.orders.set(f.order_id, order);
    timers.set(
      f.order_id,
      setTimeout(() => settle(f.order_id), delay),
    );
    return { code: PROVIDER_CODES.ok, data: answerOf(order) };
  }

  function queryOrder(b: Record<string, unknown>) {
    const f = {
      app_id: wireText(b.app_id),
      order_id: wireText(b.order_id),
      timestamp: wireText(b.timestamp),
    };
    if (b.sign !== querySign(o.secret, f)) return { code: PROVIDER_CODES.badSign, msg: 'sign error' };
    const order = fake.orders.get(f.order_id);
    return order
      ? { code: PROVIDER_CODES.ok, data: answerOf(order) }
      : { code: PROVIDER_CODES.notFound, msg: 'no such order' };
  }

  async function control(name: string, b: Record<string, unknown>) {
    if (name === 'mode' && FAKE_MODES.includes(b.mode as FakeMode)) fake.mode = b.mode as FakeMode;
    else if (name === 'settle') await fake.settleAll();
    else if (name !== 'stats') return undefined;
    return {
      mode: fake.mode,
      orders: fake.orders.size,
      placed: [...fake.placed.values()].reduce((a, n) => a + n, 0),
      topped_up: [...fake.toppedUp.values()].reduce((a, n) => a + n, 0),
      delivered: fake.delivered,
    };
  }

  const server = createServer((req, res) => {
    void (async () => {
      try {
        const body = await readJson(req);
        const path = new URL(req.url ?? '/', 'http://fake').pathname;
        if (path.startsWith('/__fake/')) {
          const answer = await control(path.slice('/__fake/'.length), body);
          return answer ? send(res, 200, answer) : send(res, 404, { error: 'unknown control route' });
        }
        if (fake.mode === 'error') return send(res, 500, { code: PROVIDER_CODES.internal, msg: 'error' });
        if (fake.mode === 'slow') await pause(o.slowMs ?? 3000);
        if (path === PROVIDER_PATH.order) return send(res, 200, placeOrder(body));
        if (path === PROVIDER_PATH.query) return send(res, 200, queryOrder(body));
        send(res, 404, { code: PROVIDER_CODES.badParams, msg: 'no such call' });
      } catch (error) {
        if (!res.headersSent) send(res, 500, { code: PROVIDER_CODES.internal, msg: String(error) });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: TopupFake = {
    url: `http://127.0.0.1:${port}`,
    mode: 'normal',
    placed: new Map(),
    toppedUp: new Map(),
    orders: new Map(),
    delivered: 0,
    setDeliver: (d) => {
      deliver = d;
    },
    async settleAll() {
      for (const [id, timer] of [...timers]) {
        clearTimeout(timer);
        settle(id);
      }
      await Promise.all([...inFlight]);
    },
    async settleOrder(orderId) {
      const timer = timers.get(orderId);
      if (!timer) return;
      clearTimeout(timer);
      settle(orderId);
      await Promise.all([...inFlight]);
    },
    async close() {
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  return fake;
}
