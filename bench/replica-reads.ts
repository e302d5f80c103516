// Read replicas (decision 067) on this machine: PostgreSQL 15/main on 5432 and its streaming
// replica 15/replica on 5433 (node scripts/pg-replica.mjs, as root). With ORDERS orders (default
// 50,000) over the bulk merchants, kept in the database bench_replica_reads (FRESH=1 remakes it):
// - the order list's first page (/apply/index) from a server without replicas and from one whose
//   lists go to the replica, timed in turns;
// - the routing's own cost per statement: `select 1` through the routed database inside a
//   lag-tolerant read beside the same statement on the replica's pool, and the choice of a replica
//   alone (JavaScript, no I/O);
// - what a write pays for its caller's reads (the WAL position read after it, into the cookie):
//   a group saved through each server, in turns, and the position's query alone;
// - a list read right after the caller's write, with its cookie (the replica is asked whether it
//   has replayed that far) beside one without.
// Run: npm run bench:replica-reads -w @console/bench
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';
import { readingFromReplica } from '../apps/server/src/db/read-routing';
import { BULK_MERCHANTS } from './bulk-orders';
import { fmt, keptEnv, openBulkOrders, signIn, timeIt, timeSideBySide } from './kept-data';

const ORDERS = Number(process.env.ORDERS ?? 50_000);
const SAMPLES = 400;
const REPLICA = process.env.BENCH_REPLICA_URL ?? 'postgresql://postgres@127.0.0.1:5433';

const env = await keptEnv('PostgreSQL', {
  dir: path.join(os.tmpdir(), 'bench-replica-reads'),
  database: 'bench_replica_reads',
  fresh: process.env.FRESH === '1',
});
const { app: primaryOnly } = await openBulkOrders(
  env,
  { orders: ORDERS, merchants: BULK_MERCHANTS },
  'primary',
);
const replicaUrl = new URL(REPLICA);
replicaUrl.pathname = new URL(env.DATABASE_URL!).pathname;
const routed = await buildApp({
  config: loadConfig({ ...env, DATABASE_REPLICA_URLS: replicaUrl.toString() }),
});
const replicas = routed.ctx.replicaReads?.pool.replicas;
if (!replicas) throw new Error('no replicas configured');
for (let i = 0; i < 100 && !replicas.replicas[0]!.up; i += 1) {
  await new Promise((resolve) => setTimeout(resolve, 200));
  await replicas.check();
}
const replica = replicas.replicas[0]!;
if (!replica.up) throw new Error(`the replica at ${REPLICA} is not up (node scripts/pg-replica.mjs as root)`);

const token = await signIn(primaryOnly);
const call = (app: typeof routed, url: string, payload: object, cookie?: string) => async () => {
  const r = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: { token, ...(cookie && { cookie }) },
  });
  if (!r.body.startsWith('{"code":1,')) throw new Error(r.body);
  return r;
};
const firstPage = { page: 1, page_size: 20 };
const rows: Record<string, Record<string, string>> = {};

const list = await timeSideBySide(
  call(routed, '/apply/index', firstPage),
  call(primaryOnly, '/apply/index', firstPage),
  SAMPLES,
);
const readsBefore = replica.reads;
await call(routed, '/apply/index', firstPage)();
if (replica.reads === readsBefore) throw new Error('the routed list did not read the replica');
rows['order list, first page'] = { 'via replica': fmt(list.server), primary: fmt(list.sql) };

const select1 = await timeSideBySide(
  () => readingFromReplica(0n, () => routed.ctx.db.execute(sql`select 1`)),
  () => replica.pool.query('select 1'),
  SAMPLES * 5,
);
rows['select 1: routed vs replica pool'] = {
  'via replica': fmt(select1.server),
  primary: `${fmt(select1.sql)} (pool)`,
};
const CHOICES = 200_000;
const t0 = performance.now();
for (let i = 0; i < CHOICES; i += 1) await replicas.choose(0n);
rows['choice of a replica'] = {
  'via replica': `${(((performance.now() - t0) / CHOICES) * 1e6).toFixed(0)} ns`,
};

let n = 0;
const save = (app: typeof routed) => () =>
  call(app, '/upload.group/addGroup', { group_name: `b${(n += 1)}` })();
const write = await timeSideBySide(save(routed), save(primaryOnly), SAMPLES);
const lsnQuery = await timeIt(
  () => routed.ctx.replicaReads!.pool.primary.query('select pg_current_wal_insert_lsn()'),
  SAMPLES,
);
rows['a write (group saved)'] = { 'via replica': fmt(write.server), primary: fmt(write.sql) };
rows['its WAL position query'] = { 'via replica': fmt(lsnQuery) };

const groups = { type: 1 };
const cookieOf = async () => {
  const r = await save(routed)();
  return String(r.headers['set-cookie']).split(';')[0]!;
};
const afterWrite: number[] = [];
const plain: number[] = [];
for (let i = 0; i < 100; i += 1) {
  const cookie = await cookieOf();
  let t = performance.now();
  await call(routed, '/upload.group/index', groups, cookie)();
  afterWrite.push(performance.now() - t);
  t = performance.now();
  await call(routed, '/upload.group/index', groups)();
  plain.push(performance.now() - t);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
rows['group list just after a write'] = {
  'via replica': `${fmt(median(afterWrite))} with cookie, ${fmt(median(plain))} without`,
  primary: `primary answered ${replicas.primaryReads} statements of lag-tolerant reads in all`,
};

console.table(rows);
await routed.close();
await primaryOnly.close();
