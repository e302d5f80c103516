// Live benchmark (issue 18): a merchant with 100 anchors, 5,000 sessions over 10 rooms and
// 500,000 live orders (captured Doudian orders carrying a room id; a quarter under an anchor's
// author id), on PGlite and, when 127.0.0.1:5432 answers, on PostgreSQL:
// - anchor records over 90 days (/live/sessions: the page with each session's figures, and the
//   totals of the period) and the live-room order list's first page (/live/orders), median server
//   time in-process (app.inject) beside the same queries run directly (aim: at most 1.5x, and at
//   most 50 ms on PostgreSQL).
// The orders are made once by `seedBulkOrders` (one merchant) and kept with the live data:
// PGlite in $BENCH_LIVE_DIR (default <tmp>/bench-live), PostgreSQL in the database bench_live.
// FRESH=1 starts over; ORDERS=N changes the size; ONLY=PGlite|PostgreSQL.
// Run: npm run bench:live -w @console/bench
import os from 'node:os';
import path from 'node:path';
import { and, sql } from 'drizzle-orm';
import { liveOrderFilter } from '@console/contract';
import { rawRows } from '../apps/server/src/db/raw-rows';
import { createdWithin } from '../apps/server/src/db/sql-helpers';
import { countLiveOrders, liveOrderPage } from '../apps/server/src/modules/live/live-orders';
import { sessionPage, sessionTotals } from '../apps/server/src/modules/live/session-queries';
import { pageWindow } from '../apps/server/src/db/list-page';
import {
  type BenchDatabase,
  benchDatabases,
  fmt,
  keptEnv,
  openBulkOrders,
  signIn,
  timeIt,
} from './kept-data';
import { attachLiveData } from './live-data';

const ORDERS = Number(process.env.ORDERS ?? 500_000);
const FRESH = process.env.FRESH === '1';
const SAMPLES = 30;
const PGLITE_DIR = process.env.BENCH_LIVE_DIR ?? path.join(os.tmpdir(), 'bench-live');
const PG_DATABASE = 'bench_live';

const time = (fn: () => Promise<unknown>) => timeIt(fn, SAMPLES, 3);

async function run(kind: BenchDatabase) {
  const env = await keptEnv(kind, { dir: PGLITE_DIR, database: PG_DATABASE, fresh: FRESH });
  const { app, config, seeded, started } = await openBulkOrders(env, { orders: ORDERS, merchants: 1 }, kind);
  const ctx = app.ctx;
  const merchantId = seeded.merchantIds[0]!;
  const live = await attachLiveData(ctx, merchantId);
  console.log(
    `  [${kind}] ${live.orders} live orders, ${live.sessions} sessions, data ready in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );

  const token = await signIn(app);
  const call = async (url: string, body: object) => {
    const r = await app.inject({ method: 'POST', url: `/api${url}`, payload: body, headers: { token } });
    const json = r.json<{ code: number; data: unknown }>();
    if (json.code !== 1) throw new Error(r.body);
    return json;
  };
  const rows: Record<string, Record<string, string | number>> = {};
  const compare = async (label: string, server: () => Promise<unknown>, direct: () => Promise<unknown>) => {
    const s = await time(server);
    const d = await time(direct);
    rows[label] = { server: fmt(s), 'queries directly': fmt(d), ratio: +(s / d).toFixed(2) };
  };
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const period = { start_date: day(90), end_date: day(0) };
  const tz = config.TIME_ZONE;
  await compare(
    'anchor records, 90 days, first page + totals',
    () => call('/live/sessions', { page: 1, page_size: 20, ...period }),
    () =>
      Promise.all([
        sessionPage(
          ctx.db,
          merchantId,
          { page: 1, page_size: 20, ...period },
          tz,
          pageWindow({ page: 1, page_size: 20 }),
        ),
        sessionTotals(ctx.db, merchantId, period),
      ]),
  );
  const env2 = { dataKey: ctx.secrets.dataKey, timeZone: tz };
  const all = liveOrderFilter.parse({});
  await compare(
    'live-room orders, first page + count',
    () => call('/live/orders', { page: 1, page_size: 20 }),
    () =>
      Promise.all([
        liveOrderPage(ctx.db, merchantId, all, env2, { limit: 20, offset: 0 }),
        countLiveOrders(ctx.db, merchantId, all, env2),
      ]),
  );
  // The floor of any call: sign-in check, validation, the answer's JSON, one trivial query.
  rows['bare route (/live/roomShops)'] = { server: fmt(await time(() => call('/live/roomShops', {}))) };
  rows['  of which: the page alone'] = {
    'queries directly': fmt(
      await time(() => liveOrderPage(ctx.db, merchantId, all, env2, { limit: 20, offset: 0 })),
    ),
  };
  rows['  of which: the 90 days totals alone'] = {
    'queries directly': fmt(await time(() => sessionTotals(ctx.db, merchantId, period))),
  };
  // The same totals read from the credits themselves, as before decision 069 (for the note).
  rows['  the 90 days totals from every credit (before 069)'] = {
    'queries directly': fmt(
      await time(() =>
        rawRows(
          ctx.db,
          sql`select lc.anchor_id, count(*), count(*) filter (where lc.activated),
                count(*) filter (where lc.settled), sum(lc.commission) filter (where lc.settled)
              from live_credits lc
              where lc.merchant_id = ${merchantId} and lc.anchor_id is not null
                and ${and(...createdWithin(sql`lc.placed_at`, period, tz))}
              group by lc.anchor_id`,
        ),
      ),
    ),
  };
  await app.close();
  return rows;
}

console.log(`node ${process.version}, ${os.cpus().length} cores, ${ORDERS} live orders`);
for (const kind of await benchDatabases()) {
  const rows = await run(kind);
  console.log(
    `\n${kind}: median of ${SAMPLES} (in-process) beside the same queries run directly (load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  console.table(rows);
}
process.exit(0);
