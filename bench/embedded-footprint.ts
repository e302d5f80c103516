// The embedded default's footprint: a fresh data folder, a cold start (migrations and the demo
// seed) to the first answer of /api/health, the resident memory after a rest (the simulators and
// platform fakes of development on, as `npm start` runs them), then a restart on the same data.
// Run: npm run bench:footprint -w @console/bench   (REST_S=30 by default; ENTRY=apps/server/src/main.ts
// for the sources through tsx instead of the server built ahead that `npm start` runs, decision 025;
// extra env is passed on, e.g. CAPTURE_FAKES=false to see the fakes' share)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedDataDir } from '../apps/server/src/plugins/base-config';
import { freePort, REPO_ROOT, rssMb, startServer, stopServer } from './server-process';

const REST_S = Number(process.env.REST_S ?? 30);
const ENTRY = process.env.ENTRY ?? 'apps/server/dist/main.mjs';

/** The highest resident memory the process has had (VmHWM), in MB. */
const peakMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function folderMb(dir: string): number {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes / 1024 / 1024;
}

async function run(dataDir: string, label: string) {
  const port = await freePort();
  const started = performance.now();
  const child = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'development' }, port, ENTRY);
  const startMs = performance.now() - started;
  const pid = child.pid!;
  const afterStart = rssMb(pid);
  await new Promise((r) => setTimeout(r, REST_S * 1000));
  const row = {
    run: label,
    'start ms': Math.round(startMs),
    'RSS at start MB': Math.round(afterStart),
    [`RSS after ${REST_S} s MB`]: Math.round(rssMb(pid)),
    'peak MB': Math.round(peakMb(pid)),
  };
  await stopServer(child);
  return row;
}

// The server built ahead and the web app, as `npm start` has them.
spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-footprint-'));
try {
  const rows = [await run(dataDir, 'cold (migrate + seed)'), await run(dataDir, 'restart')];
  console.table(rows);
  console.log(`database folder: ${folderMb(embeddedDataDir({ DATA_DIR: dataDir })).toFixed(0)} MB`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
