import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeFault, FakeOrderInput, FakePlatform, FakeShop } from '../fake';
import { answerCall, type FakeAnswer, refuse } from './fake-api';
import { createFakeState, type FakeOrder } from './fake-state';
import { DD_CODE, DD_PUSH_TAG, DD_SUB } from './protocol';
import { doudianPushSign } from './sign';

// A local Doudian open platform: one HTTP server on loopback speaking the platform's protocol
// (fake-api.ts), with its data (fake-state.ts), its switchable faults, and control routes under
// /__fake/ so that another process (the bench, the browser tests) drives it as this one does.

export interface DoudianFakeOptions {
  /** 0 (the default): a free port. */
  port?: number;
  /** The platform's clock: token expiry, update times, the timestamp check. */
  now?: () => Date;
  /** Where new orders and cancellations are pushed (signed `event-sign`), best effort. */
  pushTo?: string;
}

/** The fake with what only Doudian has: a refund (the order keeps its status, its SKU is refunded). */
export interface DoudianFake extends FakePlatform {
  refundOrder(platformOrderId: string, at?: Date): void;
}

type OrderBody = Omit<FakeOrderInput, 'at'> & { at?: string };

export async function startDoudianFake(options: DoudianFakeOptions = {}): Promise<DoudianFake> {
  const now = options.now ?? (() => new Date());
  const state = createFakeState(now);
  const calls: string[] = [];
  const pushes = new Set<Promise<void>>();
  let msgSeq = 0;
  let url = '';

  /** One push of the platform's message service: a JSON array of events, `data` a JSON string. */
  function push(tag: string, order: FakeOrder) {
    const shop = state.shops.get(order.shopId);
    if (!options.pushTo || !shop) return;
    // Ids as the platform writes them: bare numbers (19 digits: a reader must not JSON.parse them).
    const num = (v: string) => (/^\d+$/.test(v) ? v : JSON.stringify(v));
    const data = `{"order_status":${order.status},"p_id":${num(order.orderId)},"s_ids":[${num(order.orderId)}],"shop_id":${num(order.shopId)},"update_time":${order.updateTime}}`;
    msgSeq += 1;
    const body = JSON.stringify([{ tag, msg_id: `${order.orderId}${tag}${msgSeq}`, data }]);
    const sent = fetch(options.pushTo, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'app-id': shop.appKey,
        'event-sign': doudianPushSign(shop.appKey, body, shop.secret),
      },
      body,
      signal: AbortSignal.timeout(5000),
    })
      .then((res) => res.body?.cancel())
      .catch(() => undefined)
      .finally(() => pushes.delete(sent));
    pushes.add(sent);
  }

  const fake: DoudianFake = {
    platform: 'doudian',
    get url() {
      return url;
    },
    addShop: (shop: FakeShop) => state.addShop(shop),
    addProduct: (shopId, product) => state.addProduct(shopId, product),
    addOrders(inputs) {
      const made = state.addOrders(inputs);
      for (const o of made) push(DD_PUSH_TAG.paid, o);
      return made.map((o) => o.orderId);
    },
    cancelOrder(id, at) {
      push(DD_PUSH_TAG.cancelled, state.endOrder(id, 'cancel', at));
    },
    refundOrder(id, at) {
      push(DD_PUSH_TAG.refundSucceeded, state.endOrder(id, 'refund', at));
    },
    setFault: (fault) => state.setFault(fault),
    clearFaults: () => state.clearFaults(),
    calls,
    async close() {
      await Promise.allSettled([...pushes]);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };

  /** The control routes: the same operations as the methods above, for another process. */
  function control(route: string, body: unknown): unknown {
    const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : [v as T]);
    const b = (body ?? {}) as Record<string, unknown>;
    const at = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? new Date(v) : undefined);
    switch (route) {
      case 'shops':
        for (const s of list<FakeShop>(body)) fake.addShop(s);
        return { ok: true };
      case 'products':
        for (const p of list<{ shopId: string; productId: string; skuId?: string; title: string }>(body)) {
          fake.addProduct(p.shopId, p);
        }
        return { ok: true };
      case 'orders':
        return { ids: fake.addOrders(list<OrderBody>(body).map((o) => ({ ...o, at: at(o.at) }))) };
      case 'cancel':
        fake.cancelOrder(String(b.platformOrderId), at(b.at));
        return { ok: true };
      case 'refund':
        fake.refundOrder(String(b.platformOrderId), at(b.at));
        return { ok: true };
      case 'faults':
        for (const f of list<FakeFault>(body)) fake.setFault(f);
        return { ok: true };
      case 'clear-faults':
        fake.clearFaults();
        return { ok: true };
      case 'calls':
        return { calls };
      default:
        return null;
    }
  }

  async function api(path: string, query: URLSearchParams, rawBody: string): Promise<FakeAnswer> {
    calls.push(query.get('method') ?? path);
    const slow = state.takeFault('slow');
    if (slow) await new Promise((resolve) => setTimeout(resolve, slow.ms));
    if (state.takeFault('rate_limit')) return refuse(DD_CODE.rateLimited, '触发限流，请稍后重试', 'isv.access-limit', '接口调用频率超限');
    if (state.takeFault('server_error')) return refuse(DD_CODE.unavailable, '服务不可用', DD_SUB.serviceError, '内部错误', 500);
    return answerCall(state, path, query, rawBody);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname.startsWith('/__fake/')) {
      try {
        const answer = control(url.pathname.slice('/__fake/'.length), rawBody ? JSON.parse(rawBody) : {});
        send(answer === null ? 404 : 200, answer ?? { error: 'unknown control route' });
      } catch (error) {
        send(400, { error: (error as Error).message });
      }
      return;
    }
    if (req.method !== 'POST') {
      send(405, refuse(70000, '接口服务已下线', 'isp.api-service-off', 'POST only').body);
      return;
    }
    const answer = await api(url.pathname, url.searchParams, rawBody);
    send(answer.status, answer.body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(refuse(DD_CODE.unavailable, '服务不可用', DD_SUB.serviceError, String(error)).body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
