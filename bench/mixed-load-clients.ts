// The clients of the mixed load (load-mixed.ts, backup-under-load.ts): the 50 benchmark merchants
// of the kept order data signed in, each with an order, funds and a payee, and the autocannon run
// that sends them round after round: five reads, a sign-in every tenth round, a withdrawal every
// 25th.
import autocannon from 'autocannon';
import { inArray, sql } from 'drizzle-orm';
import { merchants } from '../apps/server/src/modules/auth/tables';
import { rawRows } from '../apps/server/src/db/raw-rows';
import { fundMerchant, makePayee } from '../apps/server/src/modules/money/test-support';
import { BULK_MERCHANTS, bulkMerchantMobile } from './bulk-orders';
import { type BenchDatabase, openBulkOrders } from './kept-data';

export interface Client {
  token: string;
  orderId: number;
  accountId: number;
  mobile: string;
}

/** Tops the kept data up, and gives each benchmark merchant a session, an order, funds and a payee. */
export async function prepare(
  env: Record<string, string>,
  kind: BenchDatabase,
  orders: number,
): Promise<Client[]> {
  const { app, seeded } = await openBulkOrders(env, { orders, merchants: BULK_MERCHANTS }, kind);
  await app.ctx.db
    .update(merchants)
    .set({ canRepeatApply: true })
    .where(inArray(merchants.id, seeded.merchantIds));
  const clients: Client[] = [];
  for (const [i, merchantId] of seeded.merchantIds.entries()) {
    const mobile = bulkMerchantMobile(i);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/dologin',
      payload: { account: mobile, password: 'Demo@2026' },
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    const [order] = await rawRows<{ id: number }>(
      app.ctx.db,
      sql`select id from orders where merchant_id = ${merchantId} order by id desc limit 1`,
    );
    await fundMerchant(app.ctx, merchantId, '100000.00');
    const payee = await makePayee(app.ctx, merchantId);
    clients.push({ token, orderId: Number(order!.id), accountId: payee.id, mobile });
  }
  await app.close();
  return clients;
}

/** One client's round: five reads, a sign-in every tenth round, a withdrawal every 25th. */
export function loadOn(
  port: number,
  clients: Client[],
  load: { connections: number; duration: number; offset: number },
) {
  let next = load.offset;
  let keys = 0;
  const as = (context: Record<string, unknown>) => {
    context.client ??= clients[next++ % clients.length];
    return context.client as Client;
  };
  const signed =
    (path: string, body: (c: Client, context: Record<string, unknown>) => object) =>
    (req: Record<string, unknown>, context: Record<string, unknown>) => {
      const c = as(context);
      const round = ((context.round as number | undefined) ?? 0) + (path === '/api/apply/index' ? 1 : 0);
      context.round = round;
      return {
        ...req,
        path,
        headers: { 'content-type': 'application/json', token: c.token },
        body: JSON.stringify(body(c, context)),
      };
    };
  const lastSlot = (req: Record<string, unknown>, context: Record<string, unknown>) => {
    const c = as(context);
    const round = (context.round as number | undefined) ?? 0;
    if (round % 25 === 0) {
      keys += 1;
      return {
        ...req,
        path: '/api/withdraw/apply',
        headers: { 'content-type': 'application/json', token: c.token },
        body: JSON.stringify({
          amount: '10.01',
          account_id: c.accountId,
          idempotency_key: `load-${process.pid}-${port}-${keys}`,
        }),
      };
    }
    if (round % 10 === 0) {
      return {
        ...req,
        path: '/api/login/dologin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: c.mobile, password: 'Demo@2026' }),
      };
    }
    return signed('/api/dashboard/index', () => ({}))(req, context);
  };
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: load.connections,
    duration: load.duration,
    timeout: 10,
    method: 'POST',
    requests: [
      { setupRequest: signed('/api/apply/index', () => ({ page: 1, page_size: 20 })) },
      { setupRequest: signed('/api/apply/detail', (c) => ({ id: c.orderId })) },
      { setupRequest: signed('/api/notice/unread', () => ({})) },
      { setupRequest: signed('/api/download/index', () => ({ page: 1, page_size: 10 })) },
      { setupRequest: lastSlot },
    ] as autocannon.Request[],
  });
}

/** A server of the load runs: the kept data as it is, no demo seed, no rate limits. */
export const loadServerEnv = (env: Record<string, string>): Record<string, string> => ({
  ...env,
  SEED_DEMO: 'false',
  NODE_ENV: 'test',
  RATE_LIMIT_MAX: '100000000',
  LOGIN_RATE_LIMIT_MAX: '100000000',
});

/** What the load runs print of autocannon's results (one per server process). */
export function summarizeLoad(results: autocannon.Result[]) {
  const sum = (f: (r: autocannon.Result) => number) => results.reduce((a, r) => a + f(r), 0);
  const busy = sum((r) => r.statusCodeStats?.['503']?.count ?? 0);
  return {
    'req/s': Math.round(sum((r) => r.requests.average)),
    'p50 ms': Math.max(...results.map((r) => r.latency.p50)),
    'p99 ms': Math.max(...results.map((r) => r.latency.p99)),
    'max ms': Math.max(...results.map((r) => r.latency.max)),
    requests: sum((r) => r.requests.total),
    // autocannon's `errors` are connection errors, time-outs included.
    errors: sum((r) => r.errors + r['5xx']) - busy,
    'of which time-outs': sum((r) => r.timeouts),
    'busy (503)': busy,
    statuses: [...new Set(results.flatMap((r) => Object.keys(r.statusCodeStats ?? {})))]
      .map((code) => `${code}:${sum((r) => r.statusCodeStats?.[code as '200']?.count ?? 0)}`)
      .join(' '),
  };
}
