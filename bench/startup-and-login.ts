// Cold start of `npm start` to the first answer of /api/health, a restart on the same data, and
// sign-in throughput beside /api/health throughput on the same server (autocannon).
// Run: npm run bench   (from the repository root)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 8282;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000000',
  LOGIN_RATE_LIMIT_MAX: '100000000',
};

async function untilHealthy(started: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function start(command: string, args: string[]): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return { child, ms: await untilHealthy(started, child) };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

function load(title: string, opts: Partial<autocannon.Options>) {
  return autocannon({ url: base, connections: 10, duration: 10, title, ...opts });
}

// Build first so that the start-up figures do not include a web build.
spawnSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
const cold = await start('npm', ['start']);
await stop(cold.child);
const warm = await start('npm', ['start']);

const health = await load('health', { url: `${base}/api/health` });
const login = await load('login', {
  url: `${base}/api/login/dologin`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ account: '13800000001', password: 'Demo@2026', remember: false }),
});
await stop(warm.child);
fs.rmSync(dataDir, { recursive: true, force: true });

const row = (r: autocannon.Result) => ({
  'req/s (mean)': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  'non-2xx': r.non2xx,
  errors: r.errors,
});
console.log(`\nnode ${process.version}, ${os.cpus().length} cores, PGlite in a fresh DATA_DIR`);
console.log(
  `cold start (npm start, empty database: migrate + seed) to first /api/health: ${Math.round(cold.ms)} ms`,
);
console.log(
  `restart (npm start, existing database) to first /api/health:             ${Math.round(warm.ms)} ms\n`,
);
console.table({ 'GET /api/health': row(health), 'POST /api/login/dologin': row(login) });
