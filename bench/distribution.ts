// Distribution benchmark (issue 16): an agent with 200 sub-merchants and 1,000,000 orders among
// them, on PGlite and, when 127.0.0.1:5432 answers, on PostgreSQL:
// - the distribution order list (/agent/orders): first page with a status filter and page 500,
//   median server time (in-process, app.inject) beside the same SQL the service runs (page and
//   totals, from modules/agents/distribution-queries.ts) run directly (aim: at most 1.5x);
// - the sub-merchant list with its to-date figures (aim: at most 50 ms on PostgreSQL), beside its SQL;
// - settlement throughput of a three-level chain, beside a merchant without agents, and the
//   ledger verified afterwards.
// The orders are made once by `seedBulkOrders` and kept: PGlite in $BENCH_DIST_DIR (default
// <tmp>/bench-distribution), PostgreSQL in the database bench_distribution. FRESH=1 starts over;
// ORDERS=N changes the size.
// Run: npm run bench:distribution -w @console/bench
import os from 'node:os';
import path from 'node:path';
import { distributionFilter, subMerchantFilter } from '@console/contract';
import { rawRows } from '../apps/server/src/db/raw-rows';
import {
  distributionPageQuery,
  distributionTotalsQuery,
  keptTotalsAnswer,
  keptTotalsQuery,
} from '../apps/server/src/modules/agents/distribution-queries';
import { countSubMerchants, subMerchantPage } from '../apps/server/src/modules/agents/sub-merchant-queries';
import { AGENT_MOBILE, attachToAgent, ensureMerchant, settlementThroughput } from './distribution-data';
import { type BenchDatabase, benchDatabases, fmt, keptEnv, openBulkOrders, timeIt } from './kept-data';

const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const SUBS = 200;
const SETTLEMENTS = Number(process.env.SETTLEMENTS ?? 500);
const FRESH = process.env.FRESH === '1';
const SAMPLES = 30;
const PGLITE_DIR = process.env.BENCH_DIST_DIR ?? path.join(os.tmpdir(), 'bench-distribution');
const PG_DATABASE = 'bench_distribution';

const time = (fn: () => Promise<unknown>) => timeIt(fn, SAMPLES, 3);

async function run(kind: BenchDatabase) {
  const env = await keptEnv(kind, { dir: PGLITE_DIR, database: PG_DATABASE, fresh: FRESH });
  const { app, config, seeded, started } = await openBulkOrders(
    env,
    { orders: ORDERS, merchants: SUBS },
    kind,
  );
  const ctx = app.ctx;
  const agentId = await ensureMerchant(ctx, AGENT_MOBILE, true, null);
  if (await attachToAgent(ctx, agentId, seeded.merchantIds))
    console.log(`  [${kind}] data ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const login = await app.inject({
    method: 'POST',
    url: '/api/login/dologin',
    payload: { account: AGENT_MOBILE, password: 'Demo@2026' },
  });
  const token = login.json<{ data: { token: string } }>().data.token;
  const call = async (url: string, body: object) => {
    const r = await app.inject({ method: 'POST', url: `/api${url}`, payload: body, headers: { token } });
    const json = r.json<{ code: number; data: { total: number } }>();
    if (json.code !== 1) throw new Error(r.body);
    return json;
  };
  const envOf = { dataKey: ctx.secrets.dataKey, timeZone: config.TIME_ZONE };
  const rows: Record<string, Record<string, string | number>> = {};
  const compare = async (label: string, server: () => Promise<unknown>, direct: () => Promise<unknown>) => {
    const s = await time(server);
    const d = await time(direct);
    rows[label] = { server: fmt(s), 'SQL directly': fmt(d), ratio: +(s / d).toFixed(2) };
  };
  const settled = distributionFilter.parse({ status: 'settled' });
  const all = distributionFilter.parse({});
  // The totals as the service reads them: kept daily figures for dates and status (decision 069).
  const totalsQuery = (f: typeof all) =>
    keptTotalsAnswer(f) ? keptTotalsQuery(agentId, f) : distributionTotalsQuery(agentId, f, envOf);
  const direct = (f: typeof all, offset: number) =>
    Promise.all([
      rawRows(ctx.db, distributionPageQuery(agentId, f, envOf, { limit: 20, offset })),
      rawRows(ctx.db, totalsQuery(f)),
    ]);
  const total = (await call('/agent/orders', { page: 1, page_size: 20 })).data.total;
  await compare(
    `orders, first page, status settled`,
    () => call('/agent/orders', { page: 1, page_size: 20, status: 'settled' }),
    () => direct(settled, 0),
  );
  await compare(
    `orders, page 500 of 20 (${total} rows)`,
    () => call('/agent/orders', { page: 500, page_size: 20 }),
    () => direct(all, 499 * 20),
  );
  rows['  first page, status settled: SQL of the page alone'] = {
    'SQL directly': fmt(
      await time(() =>
        rawRows(ctx.db, distributionPageQuery(agentId, settled, envOf, { limit: 20, offset: 0 })),
      ),
    ),
  };
  rows['  first page, status settled: SQL of the totals, kept (decision 069)'] = {
    'SQL directly': fmt(await time(() => rawRows(ctx.db, keptTotalsQuery(agentId, settled)))),
  };
  rows['  the totals as a scan of the shares (before 069)'] = {
    'SQL directly': fmt(await time(() => rawRows(ctx.db, distributionTotalsQuery(agentId, settled, envOf)))),
  };
  const subs = subMerchantFilter.parse({});
  await compare(
    `sub-merchants, first page (${SUBS}), to-date figures`,
    () => call('/agent/subMerchants', { page: 1, page_size: 20 }),
    () =>
      Promise.all([
        subMerchantPage(ctx.db, agentId, subs, config.TIME_ZONE, { limit: 20, offset: 0 }),
        countSubMerchants(ctx.db, agentId, subs, config.TIME_ZONE),
      ]),
  );
  const tag = kind === 'PGlite' ? '1' : '2';
  const settlement = await settlementThroughput(ctx, SETTLEMENTS, `${tag}${String(Date.now()).slice(-2)}`);
  await app.close();
  return { rows, settlement };
}

console.log(
  `node ${process.version}, ${os.cpus().length} cores, ${ORDERS} orders over ${SUBS} sub-merchants`,
);
for (const kind of await benchDatabases()) {
  const r = await run(kind);
  console.log(`\n${kind}: median of ${SAMPLES} (in-process) beside the same SQL run directly`);
  console.table(r.rows);
  console.log(
    `${kind}: settlement, ${SETTLEMENTS} orders one by one: three-level chain ${r.settlement.chained}/s, ` +
      `merchant without agents ${r.settlement.alone}/s; ledger: ${r.settlement.entries} entries, ` +
      `${r.settlement.problems} problems (load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
}
