import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Deliver, FAKE_MODES, type FakeMode, type FakeOptions, type TopupFake } from '../provider';
import { createOrderBook, type JuheForm } from './fake-book';
import { CALLBACK_TAKEN, JUHE_PATH, type JuheCredentials } from './protocol';

// The fake Juhe on loopback (TopupFake's behaviour, provider.ts), speaking API 85 as published:
// the order and the query at Juhe's paths, taken as GET parameters or a POST form ("http
// get/post"), answered in JSON; the callback POSTed as a form to the account's callback address,
// tried again up to 3 times about 3 s apart while it gets no answer or an empty one, and taken
// when the answer is `success` (cnblogs annie00/p/5844632). The order book is fake-book.ts.

const httpDeliver: Deliver = async (url, callback) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': callback.contentType },
    body: callback.body,
  });
  return { status: res.status, body: await res.text() };
};

/** The call's fields: its query string and, for a POST, its form body. */
async function formOf(req: IncomingMessage, url: URL): Promise<JuheForm> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  const body = Buffer.concat(chunks).toString('utf8');
  const fields = Object.fromEntries(url.searchParams);
  if (req.method === 'POST' && body) Object.assign(fields, Object.fromEntries(new URLSearchParams(body)));
  return fields;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startJuheFake(o: FakeOptions<JuheCredentials>): Promise<TopupFake> {
  const delay = o.callbackDelayMs ?? 2000;
  const retryMs = o.callbackRetryMs ?? 3000;
  const book = createOrderBook(o.credentials);
  const timers = new Map<string, NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let deliver = o.deliver ?? httpDeliver;

  async function callBack(body: string) {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      if (attempt > 0) await pause(retryMs);
      try {
        const answer = await deliver(o.callbackUrl, {
          contentType: 'application/x-www-form-urlencoded',
          body,
        });
        if (answer.body.trim() === CALLBACK_TAKEN) fake.delivered += 1;
        // Juhe tries again only while it gets no answer, or an empty one.
        if (answer.body.trim() !== '') return;
      } catch {
        // no answer: try again
      }
    }
  }

  function settle(orderid: string) {
    timers.delete(orderid);
    const form = book.settle(orderid);
    if (!form || fake.mode === 'drop_callbacks') return;
    const p = callBack(form).finally(() => inFlight.delete(p));
    inFlight.add(p);
  }

  function place(form: JuheForm) {
    const reply = book.place(form);
    if (reply.error_code === 0) {
      const orderid = form.orderid!;
      timers.set(
        orderid,
        setTimeout(() => settle(orderid), delay),
      );
    }
    return reply;
  }

  async function control(name: string, form: JuheForm) {
    if (name === 'mode' && FAKE_MODES.includes(form.mode as FakeMode)) fake.mode = form.mode as FakeMode;
    else if (name === 'settle') await fake.settleAll();
    else if (name !== 'stats') return undefined;
    const sum = (m: Map<string, number>) => [...m.values()].reduce((a, n) => a + n, 0);
    return {
      mode: fake.mode,
      orders: book.orders.size,
      placed: sum(book.placed),
      topped_up: sum(book.toppedUp),
      delivered: fake.delivered,
    };
  }

  /** The control routes take JSON (as before this fake spoke Juhe), the API routes Juhe's fields. */
  async function controlForm(req: IncomingMessage): Promise<JuheForm> {
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as JuheForm;
    } catch {
      return {};
    }
  }

  const server = createServer((req, res) => {
    void (async () => {
      try {
        const url = new URL(req.url ?? '/', 'http://fake');
        if (url.pathname.startsWith('/__fake/')) {
          const answer = await control(url.pathname.slice('/__fake/'.length), await controlForm(req));
          return answer ? send(res, 200, answer) : send(res, 404, { error: 'unknown control route' });
        }
        const form = await formOf(req, url);
        if (fake.mode === 'error') return send(res, 500, { error: 'fake in error mode' });
        if (fake.mode === 'slow') await pause(o.slowMs ?? 3000);
        if (url.pathname === JUHE_PATH.order) return send(res, 200, place(form));
        if (url.pathname === JUHE_PATH.query) return send(res, 200, book.query(form));
        send(res, 404, { error: 'no such call' });
      } catch (error) {
        if (!res.headersSent) send(res, 500, { error: String(error) });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: TopupFake = {
    url: `http://127.0.0.1:${port}`,
    mode: 'normal',
    placed: book.placed,
    toppedUp: book.toppedUp,
    orders: book.orders,
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
