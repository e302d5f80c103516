import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakePlatform } from '../fake';
import { serveFake } from '../fake-kit';
import { type FakeAnswer, refusal, sendAnswer } from './fake-answers';
import { answerCall } from './fake-api';
import { authorizeRoute, isAuthorizePath } from './fake-authorize';
import { createFakeState, type FakeOrder } from './fake-state';
import { DD_PUSH_TAG } from './protocol';
import { doudianPushSign } from './sign';

// A local Doudian open platform: one HTTP server on loopback speaking the platform's protocol
// (fake-api.ts), its service market's authorization page (fake-authorize.ts), its data
// (fake-state.ts), its switchable faults, and the control routes under /__fake/ that every fake
// shares (fake-kit.ts) so that another process (the bench, the browser tests) drives it too.

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
  const pushes = new Set<Promise<void>>();
  let msgSeq = 0;
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
      return served.url;
    },
    addShop: (shop) => state.addShop(shop),
    addApp: (app) => state.addApp(app),
    grantCode(shopId, appKey) {
      if (!state.shops.has(shopId)) throw new Error(`unknown shop ${shopId}`);
      if (!state.apps.get(appKey)) throw new Error(`unknown app ${appKey}`);
      return state.codes.issue(appKey, shopId);
    },
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
    // Expired tokens are no fault the board plays out call by call: they run out at once.
    setFault: (fault) =>
      fault.kind === 'expire_tokens' ? state.tokens.expireAll() : state.faults.set(fault),
    clearFaults: () => state.faults.clear(),
    calls: state.calls,
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([...pushes]);
      await served.close();
    },
  };

  async function api(path: string, query: URLSearchParams, rawBody: string): Promise<FakeAnswer> {
    state.calls.push(query.get('method') ?? path);
    // The platform's way of saying both: its envelope, HTTP 200 for the rate limit, 500 otherwise.
    const strike = await state.faults.preflight();
    if (strike === 'rate_limit') return refusal('rateLimited');
    if (strike === 'server_error') return refusal('serviceError', 500);
    return answerCall(state, path, query, rawBody);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, rawBody: string) {
    const target = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (isAuthorizePath(target.pathname)) return authorizeRoute(state, req, res, rawBody);
    // The SDKs POST every call; anything else is no API of the platform.
    const answer =
      req.method === 'POST'
        ? await api(target.pathname, target.searchParams, rawBody)
        : refusal('apiOff', 405);
    sendAnswer(res, answer);
  }

  const served = await serveFake(options.port ?? 0, () => fake, handle);
  return fake;
}
