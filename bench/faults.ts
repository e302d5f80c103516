// The fault tests of issue 21: "kill -9 of an API process, of the worker mid-export and
// mid-import, and of PostgreSQL for 10 s under load: no task stuck, nothing half-written, every
// client back to normal without a restart of the console." Two API processes (JOBS_WORKER=false)
// and a worker, real processes sharing one PostgreSQL database (made and dropped here) and one
// DATA_DIR (secrets and files), behind a TCP proxy to PostgreSQL (fault-proxy.ts); CLIENTS
// signed-in clients (fault-clients.ts) half on each API process for the whole run. Then in turn
// (fault-scenarios.ts): A killed and started again; the worker killed mid-export, then mid-import,
// and started again; the proxy cut for 10 s (FAULTS_STOP_POSTGRES=1: the machine's PostgreSQL
// itself stopped with `pg_ctlcluster 15 main stop -m immediate`, only where nothing else uses it).
// Prints a report per fault and exits 1 if any check failed.
// Run: npm run bench:faults -w @console/bench
//   (CLIENTS=20, EXPORT_ORDERS=60000, IMPORT_ROWS=20000, OUTAGE_S=10, RECOVER_S=5,
//    FAULTS_REAL_SWEEP=1 to wait the sweeper's real 2 minutes, FAULTS_ONLY=3,4 for some of them,
//    TEST_DATABASE_URL or BENCH_DATABASE_URL)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/database';
import { startLoad } from './fault-clients';
import { startFaultProxy } from './fault-proxy';
import { databaseOutage } from './fault-outage';
import { type Bench, type FaultReport, killApi } from './fault-scenarios';
import { killWorkerMidExport, killWorkerMidImport } from './fault-worker';
import { consoleProcess, prepareData, startConsole } from './fault-setup';
import { dropPgDatabase, freshPgDatabase, PG_ADMIN, pgAvailable } from './postgres';
import { freePort, stopServer } from './server-process';

const CLIENTS = Number(process.env.CLIENTS ?? 20);
const EXPORT_ORDERS = Number(process.env.EXPORT_ORDERS ?? 60_000);
const IMPORT_ROWS = Number(process.env.IMPORT_ROWS ?? 20_000);
const OUTAGE_S = Number(process.env.OUTAGE_S ?? 10);
const RECOVER_S = Number(process.env.RECOVER_S ?? 5);
const ADMIN = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? PG_ADMIN;
const DATABASE = 'bench_faults';

const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

if (!(await pgAvailable())) {
  console.log(`PostgreSQL does not answer at ${PG_ADMIN}: nothing to test`);
  process.exit(1);
}
const directUrl = await freshPgDatabase(DATABASE, ADMIN);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-faults-'));
const logDir = path.join(os.tmpdir(), 'bench-faults-logs');
fs.rmSync(logDir, { recursive: true, force: true });
fs.mkdirSync(logDir, { recursive: true });
log(`database ${DATABASE}, DATA_DIR ${dataDir}, process logs in ${logDir}`);

const fixture = await prepareData(
  { DATA_DIR: dataDir, DATABASE_URL: directUrl, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
  { exportOrders: EXPORT_ORDERS, clientMerchants: Math.ceil(CLIENTS / 2), importRows: IMPORT_ROWS },
  (line) => log(`  seed: ${line}`),
);
log(`data ready: ${fixture.exporter.orders} orders to export, ${fixture.clients.length} clients`);

const target = new URL(directUrl);
const proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
const viaProxy = new URL(directUrl);
viaProxy.hostname = '127.0.0.1';
viaProxy.port = String(proxy.port);
const stopPostgres = process.env.FAULTS_STOP_POSTGRES === '1';
const env = {
  DATA_DIR: dataDir,
  WEB_DIST: dataDir, // no web build: the processes serve the API only
  DATABASE_URL: stopPostgres ? directUrl : viaProxy.toString(),
};
const a = consoleProcess('A', await freePort(), false, logDir);
const b = consoleProcess('B', await freePort(), false, logDir);
const worker = consoleProcess('worker', await freePort(), true, logDir);
for (const p of [a, b, worker]) await startConsole(p, env);
log(
  `A on :${a.port}, B on :${b.port}, worker on :${worker.port}, PostgreSQL through the proxy on :${proxy.port}`,
);

const database = await openDatabase({ kind: 'postgres', url: directUrl, poolSize: 2, onIdleError: () => {} });
const clients = fixture.clients.slice(0, CLIENTS);
const load = startLoad(
  [
    { name: 'A', base: a.base },
    { name: 'B', base: b.base },
  ],
  clients,
);
const bench: Bench = {
  a,
  b,
  worker,
  env,
  dataDir,
  db: database.db,
  load,
  fixture,
  proxy,
  recoverS: RECOVER_S,
  realSweep: process.env.FAULTS_REAL_SWEEP === '1',
  stopPostgres,
};
await new Promise((r) => setTimeout(r, 5_000));
const warm = Date.now();
log(
  `load running: ${clients.length} clients (${load.successes('A', 0, warm) + load.successes('B', 0, warm)} calls answered so far)`,
);

const reports: FaultReport[] = [];
const faults: [string, () => Promise<FaultReport>][] = [
  ['kill -9 of API process A', () => killApi(bench)],
  ['kill -9 of the worker mid-export', () => killWorkerMidExport(bench)],
  ['kill -9 of the worker mid-import', () => killWorkerMidImport(bench)],
  [`PostgreSQL unreachable for ${OUTAGE_S} s`, () => databaseOutage(bench, OUTAGE_S)],
];
const only = (process.env.FAULTS_ONLY ?? '').split(',').filter(Boolean).map(Number);
for (const [index, [name, run]] of faults.entries()) {
  if (only.length && !only.includes(index + 1)) continue;
  log(`fault: ${name}`);
  try {
    reports.push(await run());
  } catch (error) {
    reports.push({
      fault: name,
      did: [],
      figures: [],
      checks: [
        { name: 'the fault ran to its end', passed: false, detail: (error as Error).stack ?? String(error) },
      ],
    });
  }
  log(`  ${reports.at(-1)!.checks.every((c) => c.passed) ? 'passed' : 'FAILED'}`);
}

await load.stop();
for (const p of [a, b, worker]) if (p.child) await stopServer(p.child);
await proxy.close();
await database.close();
await dropPgDatabase(DATABASE, ADMIN);
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\nFaults of issue 21 (node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}, ` +
    `${clients.length} clients, ${fixture.exporter.orders}-order export, ${IMPORT_ROWS}-row import, ${((Date.now() - started) / 1000).toFixed(0)} s in all)`,
);
for (const report of reports) {
  console.log(`\n== ${report.fault}`);
  for (const line of report.did) console.log(`   did: ${line}`);
  for (const [label, value] of report.figures) console.log(`   ${label}: ${value}`);
  for (const c of report.checks)
    console.log(`   [${c.passed ? 'pass' : 'FAIL'}] ${c.name}${c.detail ? ` (${c.detail})` : ''}`);
}
const failed = reports.flatMap((r) => r.checks.filter((c) => !c.passed).map((c) => `${r.fault}: ${c.name}`));
console.log(
  failed.length ? `\n${failed.length} check(s) FAILED:\n  ${failed.join('\n  ')}` : '\nEvery check passed.',
);
console.log(`Process logs: ${logDir}`);
process.exit(failed.length ? 1 : 0);
