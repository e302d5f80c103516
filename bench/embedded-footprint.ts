// The embedded default's footprint: a fresh data folder, a cold start (migrations and the demo
// seed) to the first answer of /api/health, the resident memory after a rest (the simulators and
// platform fakes of development on, as `npm start` runs them), then a restart on the same data.
// Run: npm run bench:footprint -w @console/bench   (REST_S=30 by default; extra env is passed on,
// e.g. CAPTURE_FAKES=false to see the fakes' share)
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { rssMb, startServer, stopServer } from './server-process';

const REST_S = Number(process.env.REST_S ?? 30);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

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
  const child = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'development' }, port);
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

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-footprint-'));
try {
  const rows = [await run(dataDir, 'cold (migrate + seed)'), await run(dataDir, 'restart')];
  console.table(rows);
  console.log(`database folder: ${folderMb(path.join(dataDir, 'pglite')).toFixed(0)} MB`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
