// A real server in a process of its own, for the benchmarks that load it over HTTP or read its
// memory from /proc (an in-process server would count the benchmark's own memory too).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts `entry` (a path from the repository root; the console's server unless another is named)
 * on 127.0.0.1:`port` with `env` over this process's environment, and resolves once
 * `/api/health` answers. Logs below warnings are off: they would cost the figures.
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  entry = 'apps/server/src/main.ts',
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A server that seeds a large database may take a while: 3 minutes before giving up.
  for (const deadline = performance.now() + 180_000; performance.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`${entry} did not answer on port ${port}`);
}

/** Stops a server started here and waits until it has closed its database. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The resident memory of a process now, in MB. */
export const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
