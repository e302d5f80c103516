// The writes as the tables grow (issue 43: at 10 M orders within 20 % of 1 M): over the database
// DATABASE_URL points at (the 10 M set at any stage of its making, or a 1 M one), a run makes a
// fresh three-level agent chain and a merchant without agents, then times, one by one as the app
// does them: an order's creation (one order per transaction, with its history line, statistics and
// kept figures by the triggers), a page of 100 orders in one transaction (a capture page's write),
// and an order's settlement (the status change with its commission split
// credited through the ledger). The orders already there are counted and printed beside the times.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5434/bench10m DATA_DIR=/tmp/bench-10m-pg \
//     npm run bench:set-writes -w @console/bench        (WRITES=300 by default)
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig } from '../apps/server/src/server-config';
import { rawRows } from '../apps/server/src/db/raw-rows';
import { changeStatus, createOrders, lockOrder } from '../apps/server/src/modules/orders';
import { testCustomer } from '../apps/server/src/modules/orders/test-support';
import { makeChain } from './distribution-data';
import { fmt, inProcessEnv, loadAverage, percentile } from './kept-data';

const WRITES = Number(process.env.WRITES ?? 300);
const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (!url || !dataDir) throw new Error('DATABASE_URL and DATA_DIR, please (see the top)');

const config = loadServerConfig({ ...inProcessEnv(dataDir, url), SEED_DEMO: 'false' });
const app = await buildApp({ config });
const ctx = app.ctx;
const env = { dataKey: ctx.secrets.dataKey, timeZone: config.TIME_ZONE };
// Where the run stands on the curve.
const [estimate] = await rawRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from orders`);

const tag = String(Date.now()).slice(-6);
const { seller, alone, goodsId } = await makeChain(ctx, (i) => `139${tag}0${i}`);

async function timed<T>(n: number, one: (i: number) => Promise<T>) {
  const times: number[] = [];
  const results: T[] = [];
  for (let i = 0; i < n; i += 1) {
    const t0 = performance.now();
    results.push(await one(i));
    times.push(performance.now() - t0);
  }
  return { results, median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

const rows: Record<string, Record<string, string>> = {};
for (const [label, merchantId] of [
  ['three-level chain', seller],
  ['without agents', alone],
] as const) {
  const write = (n: number, status: 'activated' | 'pending') =>
    ctx.db.transaction((tx) =>
      createOrders(
        tx,
        env,
        { merchantId, goodsId, source: 'store', historySource: 'system' },
        Array.from({ length: n }, () => ({ customer: testCustomer(), status })),
      ),
    );
  const created = await timed(WRITES, async () => (await write(1, 'activated'))[0]!);
  const settled = await timed(WRITES, (i) =>
    ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, { id: created.results[i]!.id });
      await changeStatus(tx, env, order!, { to: 'settled', source: 'webhook' });
    }),
  );
  // A capture page's write: a page of 100 orders in one transaction (as capture's sync writes them).
  const pages = await timed(Math.max(3, Math.round(WRITES / 20)), () => write(100, 'pending'));
  rows[`order creation, ${label}`] = { median: fmt(created.median), p95: fmt(created.p95) };
  rows[`a page of 100 orders, ${label}`] = { median: fmt(pages.median), p95: fmt(pages.p95) };
  rows[`settlement, ${label}`] = { median: fmt(settled.median), p95: fmt(settled.p95) };
}
console.log(
  `\n${estimate?.n} orders before the run; ${WRITES} of each, one per transaction; node ${process.version}`,
);
console.table(rows);
console.log(loadAverage());
await app.close();
