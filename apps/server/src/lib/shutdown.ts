import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';

/** How long after the deadline the watchdog waits for the main thread's own exit before it kills. */
export const WATCHDOG_GRACE_MS = 2_000;

/**
 * The last resort, on a thread of its own: when the main thread is stuck (a statement spinning in
 * the embedded database's WebAssembly, a loop that never yields), no timer of it fires, and a
 * server was seen spinning for more than ten minutes after SIGTERM. At `deadline` (a time, not a
 * delay: a new thread takes its time to start on a busy machine, decision 062) this thread writes
 * the reason straight to stderr (a log line like pino's) and kills the process (SIGKILL: exit
 * status 137 to a shell). Unreferenced: it never keeps a finished process alive.
 */
function startWatchdog(deadline: number, signal: string): Worker {
  const worker = new Worker(
    `const fs = require('node:fs');
     const { deadline, signal } = require('node:worker_threads').workerData;
     setTimeout(() => {
       const line = { level: 60, time: Date.now(), pid: process.pid, signal, lateMs: Date.now() - deadline,
         msg: 'shutdown watchdog: the process did not exit after the shutdown deadline; killing it' };
       fs.writeSync(2, JSON.stringify(line) + '\\n');
       process.kill(process.pid, 'SIGKILL');
     }, Math.max(0, deadline - Date.now()));`,
    { eval: true, workerData: { deadline, signal } },
  );
  worker.unref();
  return worker;
}

export interface ShutdownOptions {
  /** The whole shutdown's budget (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** How long readiness says 503 before the port closes (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** What else closes before the app (the admin socket, the metrics port). */
  beforeClose?: () => Promise<void>;
}

/**
 * SIGTERM/SIGINT: readiness answers 503 (`ctx.lifecycle.draining`), requests are still served for
 * `drainMs`, then the app closes (in-flight requests, then jobs, the event bus, the database) and
 * the process exits 0. If that is not done within `timeoutMs`, whatever holds it up (a request
 * whose body never comes, a job that ignores its stop, a database that does not answer, its folder
 * removed), the process exits 1 with the reason logged: the step it was waiting for. A second
 * signal meanwhile changes nothing.
 */
export function exitOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const lifecycle = app.ctx.lifecycle;
    lifecycle.draining = true;
    const began = Date.now();
    startWatchdog(began + options.timeoutMs + WATCHDOG_GRACE_MS, signal);
    setTimeout(() => {
      app.log.fatal(
        { signal, timeoutMs: options.timeoutMs, waitingFor: lifecycle.closingStep ?? 'the drain' },
        'shutdown deadline passed: exiting',
      );
      process.exit(1);
    }, options.timeoutMs);
    app.log.info(
      { signal, drainMs: options.drainMs },
      'shutting down: draining, then finishing in-flight requests',
    );
    if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
    await options.beforeClose?.();
    await app.close();
    app.log.info({ signal, ms: Date.now() - began }, 'shut down');
    process.exit(0);
  };
  const onSignal = (signal: string) =>
    shutdown(signal).catch((error: unknown) => {
      app.log.fatal({ signal, err: error, step: app.ctx.lifecycle.closingStep }, 'shutdown failed: exiting');
      process.exit(1);
    });
  process.on('SIGTERM', () => void onSignal('SIGTERM'));
  process.on('SIGINT', () => void onSignal('SIGINT'));
}
