import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { freePort } from './test/server-process';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function untilHealthy(base: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not start');
}

describe('main.ts', () => {
  it('finishes in-flight requests on SIGTERM, exits 0 and leaves a database that opens cleanly', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-main-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // info: the test waits for the request's log line before it sends the signal.
        LOG_LEVEL: 'info',
        WEB_DIST: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    // Read the log from the start: an unread pipe fills up and blocks the server.
    let log = '';
    let onLog = () => {};
    child.stdout.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      onLog();
    });
    const arrived = new Promise<void>((resolve) => {
      onLog = () => {
        if (log.includes('"url":"/api/login/dologin"')) resolve();
      };
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      // A first start migrates and seeds the demo (images, money): minutes on a machine that is busy.
      await untilHealthy(base, Date.now() + 150_000);
      // The signal goes once the server has taken the request in: a sign-in then still runs for
      // tens of milliseconds (argon2id), so the shutdown meets it in flight.
      const inFlight = fetch(`${base}/api/login/dologin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: '13800000001', password: 'Demo@2026' }),
      });
      await arrived;
      child.kill('SIGTERM');
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(((await res.json()) as { code: number }).code).toBe(1);
      expect(await exited).toBe(0);

      const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      const { rows } = await db.pglite!.query<{ n: number }>('select count(*)::int as n from sessions');
      expect(rows[0]!.n).toBe(1);
      await db.close();
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('stops at once with one clear line on a bad configuration', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toContain('PORT="eighty": must be a port number');
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
  it('names a bad setting of a domain in the same one line', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-main-bad-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', ORDER_SIMULATOR_DELAY_MS: '-3' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toContain('ORDER_SIMULATOR_DELAY_MS="-3"');
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
});
