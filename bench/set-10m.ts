// Every list and report over the 10 M benchmark set (issue 43: each within 50 ms on PostgreSQL and
// at most 1.5x its own SQL). The set is made first, in its own cluster (README, "The 10 M set"):
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5434/bench10m DATA_DIR=/tmp/bench-10m-pg \
//     npm run bench:10m -w @console/bench
// Each call is made in-process (app.inject) by the merchant of the set it is about: the live
// merchant (2 M orders), the agent (its 200 sub-merchants' 3 M), one of the 298 others (~17,000).
// "Its own SQL" is what the call itself sent, recorded and replayed in the same waves on a pool of
// the same size (statement-replay.ts), so no second copy of any query can drift from the server's.
// The two are timed in turns, after warm calls. ONLY=<part of a label> runs the matching calls.
import type { Readable } from 'node:stream';
import { AGENT_MOBILE } from './distribution-data';
import { bulkMerchantMobile } from './bulk-orders';
import { fmt, inProcessEnv, loadAverage, signIn, timeSideBySide } from './kept-data';
import { socketClient } from './socket-client';
import { describeWaves, installRecorder, recordStatements, replay, replayPool } from './statement-replay';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig } from '../apps/server/src/server-config';

const SAMPLES = Number(process.env.SAMPLES ?? 100);
// 30 warm calls leave V8 part-way through optimising the server's path (bench/orders-list.ts: the
// order list's ratio steps down after some 2,500 calls): with WARM=1500 the order list's first page
// was over its SQL by 0.46 ms instead of 0.82 ms (sixteenth stop of issue 43, one run each; the
// machine's noise between runs is about as large for the small calls). A run then takes about 13
// minutes instead of 3; the default stays short, and a ratio near its aim is worth a warm run.
const WARM = Number(process.env.WARM ?? 30);
const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (!url || !dataDir) throw new Error('DATABASE_URL and DATA_DIR of the 10 M set, please (see the top)');

installRecorder();
const env = { ...inProcessEnv(dataDir, url), SEED_DEMO: 'false' };
const config = loadServerConfig(env);
const app = await buildApp({ config });
// Planned as the server's own connections are (decision 087: no parallel workers).
const pool = replayPool(url);

const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: config.TIME_ZONE }).format(d);
const daysAgo = (n: number) => day(new Date(Date.now() - n * 86_400_000));
const today = daysAgo(0);
const year = { start_date: daysAgo(365), end_date: today };
const days90 = { start_date: daysAgo(89), end_date: today };

const who = {
  live: bulkMerchantMobile(0),
  agent: AGENT_MOBILE,
  other: bulkMerchantMobile(250),
};
// The statistics screens are shown to a merchant whose flag says so (as the demo's store accounts).
await pool.query(
  'update merchants set store_data_is_show = true where mobile = any($1) and not store_data_is_show',
  [Object.values(who)],
);
const tokens = Object.fromEntries(
  await Promise.all(Object.entries(who).map(async ([k, mobile]) => [k, await signIn(app, mobile)])),
) as Record<keyof typeof who, string>;

// A goods the live merchant and the agent's list both sell most of (the filters of decision 077).
const [{ goods }] = (
  await pool.query(
    `select goods_id as goods from orders where merchant_id = (select id from merchants where mobile = $1)
      group by goods_id order by count(*) desc limit 1`,
    [who.live],
  )
).rows as [{ goods: number }];

type Call = [label: string, as: keyof typeof who, path: string, body: object];
const page1 = { page: 1, page_size: 20 };
const calls: Call[] = [
  ['bare route /live/roomShops', 'live', '/live/roomShops', {}],
  [
    'orders, live merchant (2 M), first page, status settled',
    'live',
    '/apply/index',
    { ...page1, status: 'settled' },
  ],
  ['orders, live merchant, page 500', 'live', '/apply/index', { page: 500, page_size: 20 }],
  [
    'orders, live merchant, 30 days',
    'live',
    '/apply/index',
    { ...page1, start_date: daysAgo(29), end_date: today },
  ],
  [
    'orders, agent with subs (3 M), first page, status settled',
    'agent',
    '/apply/index',
    { ...page1, status: 'settled' },
  ],
  ['orders, other merchant (17 k), first page', 'other', '/apply/index', page1],
  ['orders, live merchant, one goods, first page', 'live', '/apply/index', { ...page1, goods_id: goods }],
  [
    'orders, live merchant, one goods, page 500',
    'live',
    '/apply/index',
    { page: 500, page_size: 20, goods_id: goods },
  ],
  [
    'orders, live merchant, source douyin, first page',
    'live',
    '/apply/index',
    { ...page1, source: 'douyin' },
  ],
  ['orders, live merchant, flag 3, first page', 'live', '/apply/index', { ...page1, flag: 3 }],
  ['orders, live merchant, no flag, first page', 'live', '/apply/index', { ...page1, flag: 0 }],
  ['orders, agent with subs, one goods, first page', 'agent', '/apply/index', { ...page1, goods_id: goods }],
  [
    'distribution orders, first page, status settled',
    'agent',
    '/agent/orders',
    { ...page1, status: 'settled' },
  ],
  ['distribution orders, page 500', 'agent', '/agent/orders', { page: 500, page_size: 20 }],
  ['sub-merchants, first page with figures', 'agent', '/agent/subMerchants', page1],
  ['live-room orders, first page + count', 'live', '/live/orders', page1],
  ['anchor records, 90 days + totals', 'live', '/live/sessions', { ...page1, ...days90 }],
  ['statistics by day, a year (live)', 'live', '/statistics/day', year],
  ['statistics by shop, a year (live)', 'live', '/statistics/shop', year],
  ['statistics by goods, a year (live)', 'live', '/statistics/goods', year],
  ['statistics first recharge by goods, a year', 'live', '/statistics/firstGoods', year],
  ['statistics goods by day, a year', 'live', '/statistics/goodsDay', year],
  ['statistics by day, a year, agent with subs', 'agent', '/statistics/day', { ...year, with_subs: true }],
  [
    'statistics by goods, a year, agent with subs',
    'agent',
    '/statistics/goods',
    { ...year, with_subs: true },
  ],
  ['statistics by shop, a year, agent with subs', 'agent', '/statistics/shop', { ...year, with_subs: true }],
  ['statistics by day, a year (live), live channel', 'live', '/statistics/day', { ...year, channel: 'live' }],
  // Narrowed by goods and a channel, or a goods on the shop screen: no rollup has both columns.
  [
    'statistics by day, a year (live), one goods, douyin',
    'live',
    '/statistics/day',
    { ...year, goods_id: goods, channel: 'douyin' },
  ],
  ['statistics by shop, a year (live), one goods', 'live', '/statistics/shop', { ...year, goods_id: goods }],
  ['goods list', 'live', '/goods/index', page1],
  ['amount records (ledger)', 'live', '/money/ledger', page1],
  ['dashboard', 'live', '/dashboard/index', {}],
];

// OVER=socket: each call over a kept-alive connection to this process's server listening on a
// port, as a client sees it, instead of app.inject's simulated request (socket-client.ts).
const client = process.env.OVER === 'socket' ? await listenAndConnect() : null;
async function listenAndConnect() {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return socketClient(address.port);
}

/**
 * An answer's bytes as they left the server. Unless asked for a stream, app.inject decodes every
 * answer into a string (light-my-request's `rawPayload.toString()`): the client's work, about 3 ms
 * of the agent's 352 KB year by shop, which would be timed as the server's (decision 090).
 */
async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

const call = (as: keyof typeof who, path: string, body: object) => async () => {
  const headers = { token: tokens[as] };
  const r = client
    ? await client.post(`/api${path}`, body, headers)
    : await app
        .inject({ method: 'POST', url: `/api${path}`, payload: body, headers, payloadAsStream: true })
        .then(async (a) => ({ status: a.statusCode, body: await bytesOf(a.stream()) }));
  // The answer checked without decoding or parsing it where its head says so (the client's work, not ours).
  const head = typeof r.body === 'string' ? r.body.slice(0, 10) : r.body.subarray(0, 10).toString();
  const ok = head === '{"code":1,' || (JSON.parse(String(r.body)) as { code: number }).code === 1;
  if (r.status !== 200 || !ok) throw new Error(`${path}: ${String(r.body).slice(0, 300)}`);
};

const only = process.env.ONLY;
const rows: Record<string, Record<string, string | number>> = {};
const statements: Record<string, string[]> = {};
for (const [label, as, path, body] of calls) {
  if (only && !label.includes(only) && !label.startsWith('bare')) continue;
  const server = call(as, path, body);
  for (let i = 0; i < WARM; i += 1) await server();
  const waves = await recordStatements(server);
  statements[label] = describeWaves(waves);
  const t = await timeSideBySide(server, replay(pool, waves), SAMPLES, WARM);
  rows[label] = {
    server: fmt(t.server),
    'its SQL': fmt(t.sql),
    ratio: t.ratio,
    'over by': fmt(t.server - t.sql),
    statements: waves.flat().length,
  };
  console.log(`${label}: ${fmt(t.server)} / ${fmt(t.sql)} (${t.ratio})`);
}
const [{ n }] = (await pool.query('select count(*)::int as n from orders')).rows as [{ n: number }];
console.log(
  `\nPostgreSQL, ${n} orders; ${client ? 'over a socket' : 'in-process'}; median of ${SAMPLES} in turns after ${WARM} warm calls; node ${process.version}`,
);
console.table(rows);
if (process.env.SHOW_SQL) for (const [label, lines] of Object.entries(statements)) console.log(label, lines);
console.log(loadAverage());
client?.close();
await pool.end();
await app.close();
