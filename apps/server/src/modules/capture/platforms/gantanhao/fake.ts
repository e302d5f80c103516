import { randomUUID } from 'node:crypto';
import type { FakeOrderInput, FakePlatform, FakeShop } from '../fake';
import { FakeOrderBook, type FakeOrderRecord, FaultBoard, sendJson, serveFake } from '../fake-kit';
import {
  type GantanhaoEventType,
  GANTANHAO_SIGNATURE_HEADER,
  GANTANHAO_TIMESTAMP_HEADER,
  signGantanhaoPush,
} from './push';

// The Gantanhao fake: it has no API to call; addOrders and cancelOrder push signed events to
// `pushTo` (the console's webhook), one at a time in order, retrying a delivery that is not
// answered 2xx or 409 ("already have it"). Faults that make sense for a pusher:
// - server_error: each event is delivered twice (the same event id: a replay to refuse);
// - out_of_order: a batch of new orders goes out last first, and a cancellation is followed by
//   a stale `order.updated` (a new event id, the order's earlier state and update time);
// - malformed_order: the pushed order lacks its customer's ID number;
// - slow: each delivery waits `ms` first.
// rate_limit, repeat_rows and expire_tokens have no meaning without pulls or tokens: no-ops.

export interface GantanhaoFakeOptions {
  /** The console's webhook URL the events are POSTed to. */
  pushTo: string;
  port?: number;
  now?: () => Date;
  /** Deliveries of one event before giving up (default 4). */
  attempts?: number;
  /** The wait before the first retry, doubled each time (default 200 ms). */
  retryDelayMs?: number;
}

export interface GantanhaoDelivery {
  eventId: string;
  type: GantanhaoEventType;
  orderId: string;
  /** The receiver's HTTP status, or 0 when it could not be reached. */
  status: number;
  attempt: number;
}

export interface GantanhaoFake extends FakePlatform {
  /** Every delivery attempt, in order. */
  readonly deliveries: readonly GantanhaoDelivery[];
  /** Resolves when every event queued so far has been delivered or given up. */
  idle(): Promise<void>;
}

/** Beijing time with its offset: `2024-05-01T20:00:00+08:00`. */
const iso8 = (at: Date) => `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

export async function startGantanhaoFake(options: GantanhaoFakeOptions): Promise<GantanhaoFake> {
  const now = options.now ?? (() => new Date());
  const attempts = options.attempts ?? 4;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const shops = new Map<string, FakeShop>();
  const titles = new Map<string, string>();
  const orders = new FakeOrderBook(
    (at, seq) => `GTH${iso8(at).slice(0, 10).replace(/-/g, '')}${String(seq).padStart(6, '0')}`,
  );
  const faults = new FaultBoard();
  const calls: string[] = [];
  const deliveries: GantanhaoDelivery[] = [];
  let queue = Promise.resolve();

  function orderBody(
    o: FakeOrderRecord,
    state: { cancelled: boolean; updatedAt: Date },
    input: FakeOrderInput,
  ) {
    const c = input.customer;
    return {
      order_id: o.id,
      status: state.cancelled ? 'cancelled' : 'paid',
      created_at: iso8(o.createdAt),
      updated_at: iso8(state.updatedAt),
      product_id: input.productId,
      sku_id: input.skuId ?? '',
      title: titles.get(`${input.shopId}\u0000${input.productId}\u0000${input.skuId ?? ''}`) ?? '',
      customer: {
        name: c.name,
        phone: c.phone,
        id_number: c.idNumber,
        province: c.province,
        city: c.city,
        district: c.district,
        address: c.address,
      },
    };
  }

  async function deliver(
    shop: FakeShop,
    rawBody: string,
    meta: Omit<GantanhaoDelivery, 'status' | 'attempt'>,
  ) {
    const slow = faults.take('slow');
    if (slow) await new Promise((resolve) => setTimeout(resolve, slow.ms));
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      // Each attempt is signed afresh: a retry minutes later must not arrive stale.
      const timestamp = String(Math.floor(now().getTime() / 1000));
      let status: number;
      try {
        const res = await fetch(options.pushTo, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [GANTANHAO_TIMESTAMP_HEADER]: timestamp,
            [GANTANHAO_SIGNATURE_HEADER]: signGantanhaoPush(shop.secret, timestamp, rawBody),
          },
          body: rawBody,
          signal: AbortSignal.timeout(10_000),
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = 0; // unreachable, refused or timed out: retried like a 5xx
      }
      deliveries.push({ ...meta, status, attempt });
      calls.push(`${meta.type} ${status}`);
      if ((status >= 200 && status < 300) || status === 409) return;
      if (attempt < attempts)
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 1)));
    }
  }

  /** Queues the event's delivery behind those before it; under `server_error`, twice (same id, same body). */
  function push(type: GantanhaoEventType, shop: FakeShop, order: Record<string, unknown>) {
    const body = faults.take('malformed_order') ? withoutIdNumber(order) : order;
    const eventId = randomUUID();
    const rawBody = JSON.stringify({
      event_id: eventId,
      shop_id: shop.shopId,
      app_key: shop.appKey,
      type,
      order: body,
    });
    const meta = { eventId, type, orderId: String(order.order_id) };
    const times = faults.take('server_error') ? 2 : 1;
    for (let i = 0; i < times; i += 1) queue = queue.then(() => deliver(shop, rawBody, meta));
  }

  const server = await serveFake(
    options.port ?? 0,
    () => fake,
    async (_req, res) => {
      sendJson(res, 404, { error: 'Gantanhao pushes; it has no API to call' });
    },
  );

  const fake: GantanhaoFake = {
    platform: 'gantanhao',
    url: server.url,
    calls,
    deliveries,
    idle: () => queue,
    addShop: (shop) => void shops.set(shop.shopId, { ...shop }),
    // Gantanhao pushes with the shop's own secret: it has no app market and no authorization page.
    addApp: () => undefined,
    grantCode: () => {
      throw new Error('Gantanhao has no authorization page');
    },
    addProduct: (shopId, p) =>
      void titles.set(`${shopId}\u0000${p.productId}\u0000${p.skuId ?? ''}`, p.title),
    addOrders(inputs) {
      const made = inputs.map((input) => {
        const shop = shops.get(input.shopId);
        if (!shop) throw new Error(`unknown shop ${input.shopId}`);
        return { shop, order: orders.add(input, now()) };
      });
      const sent = faults.take('out_of_order') ? [...made].reverse() : made;
      for (const { shop, order } of sent) push('order.created', shop, orderBody(order, order, order.input));
      return made.map(({ order }) => order.id);
    },
    cancelOrder(id, at) {
      const before = orders.get(id);
      if (!before) throw new Error(`unknown order ${id}`);
      const earlier = { cancelled: before.cancelled, updatedAt: before.updatedAt };
      const order = orders.cancel(id, at ?? now());
      const shop = shops.get(order.input.shopId)!;
      push('order.cancelled', shop, orderBody(order, order, order.input));
      if (faults.take('out_of_order')) push('order.updated', shop, orderBody(order, earlier, order.input));
    },
    setFault: (fault) => (fault.kind === 'expire_tokens' ? undefined : faults.set(fault)),
    clearFaults: () => faults.clear(),
    close: async () => {
      await queue;
      await server.close();
    },
  };
  return fake;
}

function withoutIdNumber(order: Record<string, unknown>): Record<string, unknown> {
  const { id_number: _gone, ...customer } = order.customer as Record<string, unknown>;
  return { ...order, customer };
}
