// A real server in a process of its own, for the benchmarks that load it over HTTP or read its
// memory from /proc (an in-process server would count the benchmark's own memory too).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Node's own flags for every server a benchmark starts, from BENCH_SERVER_NODE_ARGS (space-separated):
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` profiles the server of any benchmark (NODE_OPTIONS refuses it).
 */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/**
 * Starts `entry` (a path from `root`, the repository root unless another is named; the console's
 * server unless another entry is named) on 127.0.0.1:`port` with `env` over this process's
 * environment, and resolves once `/api/health` answers. A `.ts` entry runs through tsx, a built
 * one (`.mjs`, `.js`) on plain Node. Logs below warnings are off: they would cost the figures.
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  entry = 'apps/server/src/main.ts',
  root = REPO_ROOT,
  /** Where its log goes (appended); the benchmark's own error output by default. */
  logFile?: string,
): Promise<ChildProcess> {
  const log = logFile ? fs.openSync(logFile, 'a') : 'inherit';
  const args = [...SERVER_NODE_ARGS, ...(entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', logFile ? log : 'ignore', log],
  });
  if (typeof log === 'number') fs.closeSync(log);
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

/** Kills a server as a crash would (SIGKILL: no shutdown, no goodbye) and waits until it is gone. */
export async function killServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

/** The resident memory of a process now, in MB. */
export const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** A process's CPU ticks of 10 ms from /proc: utime, stime, cutime, cstime (fields 14 to 17 of proc(5)). */
function cpuTicks(pid: number): number[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 15)
    .map(Number);
}

/** CPU milliseconds (user + system) of a process and of its children it has waited for. */
export const cpuMs = (pid: number): number => cpuTicks(pid).reduce((sum, ticks) => sum + ticks * 10, 0);

/**
 * CPU milliseconds of a PostgreSQL cluster so far: its postmaster with the backends it has reaped
 * (cutime, cstime), and the live ones (its children now). Another database's work on the same
 * cluster counts too: a run that wants its own share keeps the cluster to itself.
 */
export function clusterCpuMs(dataDir: string): number {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = fs
    .readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number);
  const own = (pid: number) => {
    try {
      const [user, system] = cpuTicks(pid);
      return (user! + system!) * 10;
    } catch {
      return 0; // ended since the list was read: its time is in the postmaster's cutime now
    }
  };
  return cpuMs(postmaster) + children.reduce((sum, pid) => sum + own(pid), 0);
}

// A port the system picks: the server's own test helper serves the benchmarks too.
export { freePort } from '../apps/server/src/test/server-process';
