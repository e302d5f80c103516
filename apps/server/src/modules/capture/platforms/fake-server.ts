import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeApp, FakeFault, FakeOrderInput, FakePlatform, FakeShop } from './fake';

// The fakes' loopback HTTP server: reading a request, answering JSON, and the `/__fake/` control
// routes that every fake shares (part of fake-kit.ts, which re-exports it).

export async function readBody(req: IncomingMessage, limit = 1 << 20): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(text);
}

/** The query string and, for a form-encoded POST, the body's fields (the body wins). */
export function requestParams(req: IncomingMessage, body: string): Record<string, string> {
  const url = new URL(req.url ?? '/', 'http://fake');
  const params = Object.fromEntries(url.searchParams);
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
  }
  return params;
}

const asArray = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);
const asDate = (v: unknown) => (v === undefined || v === null ? undefined : new Date(v as string));

/**
 * The control routes (`POST /__fake/<route>`, JSON): the same operations as the FakePlatform's
 * methods, so that a demo or a benchmark in another process can drive the fake. Dates are ISO
 * strings on the wire.
 */
export async function controlRoute(fake: FakePlatform, route: string, body: unknown): Promise<unknown> {
  switch (route) {
    case 'shops':
      for (const shop of asArray(body as FakeShop | FakeShop[])) fake.addShop(shop);
      return { ok: true };
    case 'apps':
      for (const app of asArray(body as FakeApp | FakeApp[])) fake.addApp(app);
      return { ok: true };
    case 'grant': {
      const { shopId, appKey } = body as { shopId: string; appKey: string };
      return { code: fake.grantCode(shopId, appKey) };
    }
    case 'products':
      for (const p of asArray(body as { shopId: string; productId: string; skuId?: string; title: string })) {
        fake.addProduct(p.shopId, { productId: p.productId, skuId: p.skuId, title: p.title });
      }
      return { ok: true };
    case 'orders': {
      const inputs = asArray(body as FakeOrderInput | FakeOrderInput[]);
      return { ids: fake.addOrders(inputs.map((o) => ({ ...o, at: asDate(o.at) }))) };
    }
    case 'cancel': {
      const { platformOrderId, at } = body as { platformOrderId: string; at?: string };
      fake.cancelOrder(platformOrderId, asDate(at));
      return { ok: true };
    }
    case 'faults':
      for (const fault of asArray(body as FakeFault | FakeFault[])) fake.setFault(fault);
      return { ok: true };
    case 'clear-faults':
      fake.clearFaults();
      return { ok: true };
    case 'calls':
      return { calls: fake.calls };
    default:
      return undefined;
  }
}

export interface FakeServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/**
 * A fake's HTTP server on loopback: `/__fake/*` goes to the control routes of `fake()`, anything
 * else to `handle` with the body read. An error thrown by either answers 500 with its message.
 */
export async function serveFake(
  port: number,
  fake: () => FakePlatform,
  handle: (req: IncomingMessage, res: ServerResponse, body: string) => Promise<void>,
): Promise<FakeServer> {
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const body = await readBody(req);
        const path = new URL(req.url ?? '/', 'http://fake').pathname;
        if (path.startsWith('/__fake/')) {
          const answer = await controlRoute(
            fake(),
            path.slice('/__fake/'.length),
            body ? JSON.parse(body) : {},
          );
          if (answer === undefined) sendJson(res, 404, { error: 'unknown control route' });
          else sendJson(res, 200, answer);
          return;
        }
        await handle(req, res, body);
      } catch (error) {
        if (!res.headersSent) sendJson(res, 500, { error: String(error) });
        else res.end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
