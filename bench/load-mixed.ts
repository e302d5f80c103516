// Mixed load (issue 21): CONNECTIONS clients (200) for DURATION seconds (60) on the order list,
// an order's detail, the unread count, the task list and the dashboard in turn, a sign-in every
// tenth round and a withdrawal every 25th, spread over the 50 benchmark merchants (the kept data of
// orders-list.ts: ORDERS=N, default 200,000). Against one server process on PGlite, and against two
// on PostgreSQL (an API process and a worker, half the clients each). Prints requests per second,
// p50, p99, the longest answer, errors (a refused connection, a time-out (10 s) or a status 5xx;
// 503 "busy" counted apart), resident memory before and after, then proves the ledger afterwards.
// On PostgreSQL with REPLICA_PORT set (5433: `node scripts/pg-replica.mjs`, issue 43), the run is
// made twice, in turns: two API processes and a worker on the primary alone, then the same with
// DATABASE_REPLICA_URLS naming the replica: what sending the lag-tolerant reads there does to p99.
// SET_DATABASE_URL (and SET_DATA_DIR, its secrets) loads another database instead, the 10 M set:
//   ONLY=PostgreSQL SET_DATABASE_URL=postgresql://postgres@127.0.0.1:5434/bench10m REPLICA_PORT=5435 \
//   PG_DATA_DIRS=/var/lib/postgresql/15/bench,/var/lib/postgresql/15/bench-replica ORDERS=750000 …
// Run: npm run bench:load -w @console/bench
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';
import { verifyLedger } from '../apps/server/src/modules/money/verify';
import { benchDatabases, inProcessEnv, keptEnv, type BenchDatabase } from './kept-data';
import { loadOn, loadServerEnv, prepare, summarizeLoad } from './mixed-load-clients';
import { clusterCpuMs, cpuMs, rssMb, startServer, stopServer } from './server-process';

const ORDERS = Number(process.env.ORDERS ?? 200_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 200);
const DURATION = Number(process.env.DURATION ?? 60);
const PGLITE_DIR = process.env.BENCH_ORDERS_DIR ?? path.join(os.tmpdir(), 'bench-orders-list');
const PG_DATABASE = 'bench_orders_list';

const REPLICA_PORT = process.env.REPLICA_PORT;
// Another PostgreSQL database to load (the 10 M set: its first 50 merchants are the live merchant
// and 49 of the agent's sub-merchants; ORDERS=750000 asks them for nothing they lack).
const SET_URL = process.env.SET_DATABASE_URL;
const SET_DATA_DIR = process.env.SET_DATA_DIR ?? '/tmp/bench-10m-pg';
const PG_DATA_DIRS = (
  process.env.PG_DATA_DIRS ?? '/var/lib/postgresql/15/main,/var/lib/postgresql/15/replica'
)
  .split(',')
  .filter((dir) => fs.existsSync(path.join(dir, 'postmaster.pid')));

/** The replica's URL of the same database: the primary's with the replica's port. */
const onReplica = (url: string) => {
  const u = new URL(url);
  u.port = REPLICA_PORT!;
  return u.toString();
};

async function run(kind: BenchDatabase, replica = false) {
  const env =
    kind === 'PostgreSQL' && SET_URL
      ? inProcessEnv(SET_DATA_DIR, SET_URL)
      : await keptEnv(kind, { dir: PGLITE_DIR, database: PG_DATABASE, fresh: false });
  const clients = await prepare(env, kind, ORDERS);
  const serverEnv = {
    ...loadServerEnv(env),
    ...(replica ? { DATABASE_REPLICA_URLS: onReplica(env.DATABASE_URL!) } : {}),
  };
  const ports = kind === 'PGlite' ? [8701] : REPLICA_PORT ? [8702, 8703, 8704] : [8702, 8703];
  const servers: ChildProcess[] = [];
  for (const [i, port] of ports.entries()) {
    // With a replica to compare, the worker (the background jobs) is a third process without clients.
    const worker = REPLICA_PORT && kind === 'PostgreSQL' ? i === 2 : i === 0;
    servers.push(await startServer({ ...serverEnv, JOBS_WORKER: String(worker) }, port));
  }
  await new Promise((r) => setTimeout(r, 5_000));
  const before = servers.map((s) => rssMb(s.pid!));
  // CPU spent during the load: the server processes', and each PostgreSQL cluster's (PG_DATA_DIRS,
  // the primary's and the replica's data folders), per request: what a capacity plan multiplies.
  const cpuNow = () => ({
    api: servers.reduce((sum, s) => sum + cpuMs(s.pid!), 0),
    db: kind === 'PostgreSQL' ? PG_DATA_DIRS.map((dir) => clusterCpuMs(dir)) : [],
  });
  const cpuBefore = cpuNow();
  const api = REPLICA_PORT && kind === 'PostgreSQL' ? ports.slice(0, 2) : ports;
  const per = Math.floor(CONNECTIONS / api.length);
  const results = await Promise.all(
    api.map((port, i) => loadOn(port, clients, { connections: per, duration: DURATION, offset: i * 25 })),
  );
  const after = servers.map((s) => rssMb(s.pid!));
  const cpuAfter = cpuNow();
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  const perRequest = (ms: number) => (ms / requests).toFixed(2);
  for (const server of servers) await stopServer(server);

  const app = await buildApp({ config: loadConfig(env) });
  const ledger = await verifyLedger(app.ctx.db);
  await app.close();
  return {
    processes: ports.length,
    'load average': os.loadavg()[0]!.toFixed(1),
    ...summarizeLoad(results),
    'API CPU ms/request': perRequest(cpuAfter.api - cpuBefore.api),
    ...(cpuAfter.db.length
      ? {
          'DB CPU ms/request (primary, replica)': cpuAfter.db
            .map((ms, i) => perRequest(ms - cpuBefore.db[i]!))
            .join(', '),
        }
      : {}),
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
for (const kind of await benchDatabases()) {
  table[kind] = await run(kind);
  if (kind === 'PostgreSQL' && REPLICA_PORT) table[`${kind}, reads on the replica`] = await run(kind, true);
}
console.table(table);
