// Mixed load (issue 21): CONNECTIONS clients (200) for DURATION seconds (60) on the order list,
// an order's detail, the unread count, the task list and the dashboard in turn, a sign-in every
// tenth round and a withdrawal every 25th, spread over the 50 benchmark merchants (the kept data of
// orders-list.ts: ORDERS=N, default 200,000). Against one server process on PGlite, and against two
// on PostgreSQL (an API process and a worker, half the clients each). Prints requests per second,
// p50, p99, the longest answer, errors (a refused connection, a time-out (10 s) or a status 5xx;
// 503 "busy" counted apart), resident memory before and after, then proves the ledger afterwards.
// Run: npm run bench:load -w @console/bench
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { inArray, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/plugins/config';
import { merchants } from '../apps/server/src/modules/auth/tables';
import { rawRows } from '../apps/server/src/db/raw-rows';
import { fundMerchant, makePayee } from '../apps/server/src/modules/money/test-support';
import { verifyLedger } from '../apps/server/src/modules/money/verify';
import { BULK_MERCHANTS, bulkMerchantMobile, seedBulkOrders } from './bulk-orders';
import { benchDatabases, keptEnv, type BenchDatabase } from './kept-data';
import { rssMb, startServer, stopServer } from './server-process';

const ORDERS = Number(process.env.ORDERS ?? 200_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 200);
const DURATION = Number(process.env.DURATION ?? 60);
const PGLITE_DIR = process.env.BENCH_ORDERS_DIR ?? path.join(os.tmpdir(), 'bench-orders-list');
const PG_DATABASE = 'bench_orders_list';

interface Client {
  token: string;
  orderId: number;
  accountId: number;
  mobile: string;
}

/** Tops the kept data up, and gives each benchmark merchant a session, an order, funds and a payee. */
async function prepare(env: Record<string, string>, kind: BenchDatabase): Promise<Client[]> {
  const config = loadConfig(env);
  const app = await buildApp({ config });
  const seeded = await seedBulkOrders(app.ctx.database, {
    orders: ORDERS,
    merchants: BULK_MERCHANTS,
    dataKey: app.ctx.secrets.dataKey,
    timeZone: config.TIME_ZONE,
    log: (line) => console.log(`  [${kind}] ${line}`),
  });
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
function loadOn(port: number, clients: Client[], connections: number, offset: number) {
  let next = offset;
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
    connections,
    duration: DURATION,
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

async function run(kind: BenchDatabase) {
  const env = await keptEnv(kind, { dir: PGLITE_DIR, database: PG_DATABASE, fresh: false });
  const clients = await prepare(env, kind);
  const serverEnv = {
    ...env,
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    RATE_LIMIT_MAX: '100000000',
    LOGIN_RATE_LIMIT_MAX: '100000000',
  };
  const ports = kind === 'PGlite' ? [8701] : [8702, 8703];
  const servers = [];
  for (const [i, port] of ports.entries()) {
    servers.push(await startServer({ ...serverEnv, JOBS_WORKER: String(i === 0) }, port));
  }
  await new Promise((r) => setTimeout(r, 5_000));
  const before = servers.map((s) => rssMb(s.pid!));
  const per = Math.floor(CONNECTIONS / ports.length);
  const results = await Promise.all(ports.map((port, i) => loadOn(port, clients, per, i * 25)));
  const after = servers.map((s) => rssMb(s.pid!));
  for (const server of servers) await stopServer(server);

  const app = await buildApp({ config: loadConfig(env) });
  const ledger = await verifyLedger(app.ctx.db);
  await app.close();
  const sum = (f: (r: autocannon.Result) => number) => results.reduce((a, r) => a + f(r), 0);
  const busy = sum((r) => r.statusCodeStats?.['503']?.count ?? 0);
  return {
    processes: ports.length,
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
    'RSS before MB': before.map((m) => Math.round(m)).join(' + '),
    'RSS after MB': after.map((m) => Math.round(m)).join(' + '),
    ledger: ledger.problems.length
      ? `FAILS: ${JSON.stringify(ledger.problems).slice(0, 200)}`
      : `verifies (${ledger.entries} entries)`,
  };
}

console.log(
  `node ${process.version}, ${os.cpus().length} cores, ${ORDERS} orders, ${CONNECTIONS} clients for ${DURATION} s`,
);
const table: Record<string, object> = {};
for (const kind of await benchDatabases()) table[kind] = await run(kind);
console.table(table);
