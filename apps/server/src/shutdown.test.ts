import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, untilHealthy } from './test/server-process';

// A shutdown with a deadline (issue 40): two servers were found spinning at 80 % CPU for more than
// ten minutes after SIGTERM, their data folder removed during shutdown. Whatever holds the
// shutdown up, the process is gone within SHUTDOWN_TIMEOUT_MS (and a short grace when its own
// thread is stuck), and says why. Embedded only: the process owns its database.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const spinAfterSigterm = path.join(serverDir, 'src/test/spin-after-sigterm.ts');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface Server {
  child: ChildProcess;
  base: string;
  port: number;
  dataDir: string;
  log: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

const started: Server[] = [];
afterEach(() => {
  for (const server of started.splice(0)) {
    server.child.kill('SIGKILL');
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

async function startServer(env: Record<string, string>, preload: string[] = []): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-shutdown-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    // The preloads after tsx (they are TypeScript), before main.ts (their listeners come first).
    [...['tsx', ...preload].flatMap((p) => ['--import', p]), 'src/main.ts'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        SEED_DEMO: 'false',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: dataDir,
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Read both pipes from the start: an unread pipe fills up and blocks the server.
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const server = { child, base: `http://127.0.0.1:${port}`, port, dataDir, log: () => log, exit };
  started.push(server);
  await untilHealthy(server.base, 150_000);
  return server;
}

/** A request whose body never finishes arriving: the server waits for it as long as it is let. */
async function requestThatNeverEnds(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /api/login/dologin HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n' +
      'content-length: 1000\r\n\r\n{"account":',
  );
  return socket;
}

const statusOf = (url: string) =>
  fetch(url).then(
    (res) => res.status,
    () => 'refused' as const,
  );

/** Resolves once `/api/ready` answers 200 (the job queue starts after the port opens). */
async function untilReady(base: string) {
  const deadline = Date.now() + 30_000;
  while ((await statusOf(`${base}/api/ready`)) !== 200) {
    if (Date.now() > deadline) throw new Error('never ready');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(onPostgres)('shutdown with a deadline', () => {
  it('drains (ready 503, health 200), then exits 1 at the deadline with the reason, data folder removed meanwhile', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '2500', SHUTDOWN_DRAIN_MS: '800' });
    await untilReady(server.base);
    const stuck = await requestThatNeverEnds(server.port);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    // Draining: the balancer is told to stop sending while the port still answers.
    expect(await statusOf(`${server.base}/api/ready`)).toBe(503);
    expect(await statusOf(`${server.base}/api/health`)).toBe(200);
    fs.rmSync(server.dataDir, { recursive: true, force: true });

    const { code, at } = await server.exit;
    stuck.destroy();
    expect(at - signalledAt).toBeLessThan(2500 + 2000);
    expect(at - signalledAt).toBeGreaterThanOrEqual(2500 - 100);
    expect(code).toBe(1);
    expect(server.log()).toContain('"msg":"shutdown deadline passed: exiting"');
    expect(server.log()).toMatch(/"waitingFor":"[^"]*requests/);
  }, 200_000);

  it('is ended by its watchdog when its own thread is stuck after SIGTERM, saying why', async () => {
    // The preload makes the main thread spin right after the signal's handlers, as PGlite's was
    // seen to, so no timer of the main thread can fire again.
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '1500' }, [spinAfterSigterm]);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const { signal, at } = await server.exit;
    // The deadline, then the watchdog's grace (2 s), then the kill.
    expect(at - signalledAt).toBeLessThan(1500 + 2000 + 2500);
    expect(signal).toBe('SIGKILL');
    expect(server.log()).toContain('shutdown watchdog: the process did not exit');
  }, 200_000);
});
