// A backup of the embedded database taken under load, then restored (issue 21): one server on
// the kept order data (PGlite, ORDERS=N, default 200,000, in BENCH_ORDERS_DIR), CONNECTIONS
// clients (100) of the mixed load for DURATION seconds (40); BACKUP_AFTER seconds in (10),
// `npm run backup` asks the running server for a copy. Then the copy is restored with
// `npm run restore` into an empty folder (which proves the ledger, the files and the row counts
// itself), a server is started on it, and every benchmark merchant's first page of orders and
// order count must be what the original served. Prints the load's figures, how long the database
// was held for the copy, the longest event-loop stall of the server while it wrote the backup,
// and exits 1 on any difference.
// Run: npm run bench:backup -w @console/bench
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BackupManifest } from '../apps/server/src/backup/manifest';
import { keptEnv } from './kept-data';
import { type Client, loadOn, loadServerEnv, prepare, summarizeLoad } from './mixed-load-clients';
import { REPO_ROOT, startServer, stopServer } from './server-process';

const ORDERS = Number(process.env.ORDERS ?? 200_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const DURATION = Number(process.env.DURATION ?? 40);
const BACKUP_AFTER = Number(process.env.BACKUP_AFTER ?? 10);
const PGLITE_DIR = process.env.BENCH_ORDERS_DIR ?? path.join(os.tmpdir(), 'bench-orders-list');

/** Runs one of the server's command-line scripts to its end; resolves with its output. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${script} exited ${code}:\n${output}`)),
    );
  });
}

/** Every client's order count and first page of order ids, as a server answers them. */
async function ordersServed(port: number, clients: Client[]): Promise<string[]> {
  const seen: string[] = [];
  for (const client of clients) {
    const res = await fetch(`http://127.0.0.1:${port}/api/apply/index`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: client.token },
      body: JSON.stringify({ page: 1, page_size: 20 }),
    });
    const body = (await res.json()) as { data: { total: number; list: { id: number }[] } };
    seen.push(
      `${client.mobile}: ${body.data.total} orders, first ${body.data.list.map((o) => o.id).join(',')}`,
    );
  }
  return seen;
}

const env = await keptEnv('PGlite', { dir: PGLITE_DIR, database: 'unused', fresh: false });
const clients = await prepare(env, 'PGlite', ORDERS);
const target = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-restored-'));
fs.rmSync(target, { recursive: true });

const server = await startServer({ ...loadServerEnv(env), JOBS_WORKER: 'true' }, 8711);
const load = loadOn(8711, clients, { connections: CONNECTIONS, duration: DURATION, offset: 0 });
await new Promise((r) => setTimeout(r, BACKUP_AFTER * 1000));
const backupStarted = performance.now();
await runScript('apps/server/src/backup/backup-cli.ts', [target], { DATA_DIR: env.DATA_DIR! });
const backupMs = Math.round(performance.now() - backupStarted);
const results = await load;
// The load reads orders and moves money but adds no order: the original serves what the backup holds.
const original = await ordersServed(8711, clients);
await stopServer(server);

const restoreStarted = performance.now();
const restoreOutput = await runScript('apps/server/src/backup/restore-cli.ts', [target, restored], {});
const restoreMs = Math.round(performance.now() - restoreStarted);
const copy = await startServer({ ...loadServerEnv({ ...env, DATA_DIR: restored }) }, 8712);
const served = await ordersServed(8712, clients);
await stopServer(copy);

const manifest = JSON.parse(fs.readFileSync(path.join(target, 'manifest.json'), 'utf8')) as BackupManifest;
const differing = original.filter((line, i) => line !== served[i]);
console.log(restoreOutput.trim());
console.table({
  [`PGlite, ${ORDERS} orders, ${CONNECTIONS} clients ${DURATION} s`]: {
    ...summarizeLoad([results]),
    'backup s': (backupMs / 1000).toFixed(1),
    'database held ms': manifest.database.blockedMs,
    // The server's own measure while it wrote the backup (monitorEventLoopDelay); format 2 only.
    'longest stall ms': 'longestStallMs' in manifest.database ? manifest.database.longestStallMs : '-',
    'copied MB': (manifest.database.bytes / 1024 / 1024).toFixed(1),
    'stored MB': (
      ('storedBytes' in manifest.database ? manifest.database.storedBytes : manifest.database.bytes) /
      1024 /
      1024
    ).toFixed(1),
    'restore s': (restoreMs / 1000).toFixed(1),
    'merchants compared': clients.length,
    'orders differ': differing.length,
  },
});
for (const line of differing.slice(0, 5)) console.error(`differs: ${line}`);
fs.rmSync(target, { recursive: true, force: true });
fs.rmSync(restored, { recursive: true, force: true });
process.exitCode = differing.length ? 1 : 0;
