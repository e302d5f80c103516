import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakePlatform } from '../fake';
import { sendJson, serveFake } from '../fake-kit';
import { answerCall, type FakeAnswer, refuse } from './fake-api';
import { createFakeState, type FakeOrder } from './fake-state';
import { DD_CODE, DD_PUSH_TAG, DD_SUB } from './protocol';
import { doudianPushSign } from './sign';

// A local Doudian open platform: one HTTP server on loopback speaking the platform's protocol
// (fake-api.ts), with its data (fake-state.ts), its switchable faults, and the control routes
// under /__fake/ that every fake shares (fake-kit.ts: shops, products, orders, cancel, faults,
// clear-faults, calls) so that another process (the bench, the browser tests) drives it too.

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

export async function startDoudianFake(options: DoudianFakeOptions = {}): Promise<DoudianFake> {
  const now = options.now ?? (() => new Date());
  const state = createFakeState(now);
  const calls: string[] = [];
  const pushes = new Set<Promise<void>>();
  let msgSeq = 0;
  let url = '';
  let closed = false;

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
    addShop: (shop) => state.addShop(shop),
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
    setFault: (fault) => (fault.kind === 'expire_tokens' ? state.expireTokens() : state.faults.set(fault)),
    clearFaults: () => state.faults.clear(),
    calls,
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([...pushes]);
      await served.close();
    },
  };

  async function api(path: string, query: URLSearchParams, rawBody: string): Promise<FakeAnswer> {
    calls.push(query.get('method') ?? path);
    // The platform's way of saying both: its envelope, HTTP 200 for the rate limit, 500 otherwise.
    const strike = await state.faults.preflight();
    if (strike === 'rate_limit')
      return refuse(DD_CODE.rateLimited, '触发限流，请稍后重试', 'isv.access-limit', '接口调用频率超限');
    if (strike === 'server_error')
      return refuse(DD_CODE.unavailable, '服务不可用', DD_SUB.serviceError, '内部错误', 500);
    return answerCall(state, path, query, rawBody);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, rawBody: string) {
    const target = new URL(req.url ?? '/', 'http://127.0.0.1');
    const answer =
      req.method === 'POST'
        ? await api(target.pathname, target.searchParams, rawBody)
        : refuse(70000, '接口服务已下线', 'isp.api-service-off', 'POST only', 405);
    sendJson(res, answer.status, answer.body);
  }

  const served = await serveFake(options.port ?? 0, () => fake, handle);
  url = served.url;
  return fake;
}
