import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Thrown instead of waiting when the embedded database's one connection did not come free within
 * the caller's wait budget (decision 020). Nothing of the call has run: the caller may simply try
 * again. The error handler answers it as 503 "busy, try again" with a Retry-After.
 */
export class DatabaseBusyError extends Error {
  constructor(readonly waitedMs: number) {
    super(`the embedded database stayed busy for ${waitedMs} ms`);
    this.name = 'DatabaseBusyError';
  }
}

/** Whether `error` is, or was caused by (drizzle wraps what the driver throws), a busy refusal. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (e instanceof DatabaseBusyError) return true;
  }
  return false;
}

/** How long the current caller may still wait for the connection, in total (an HTTP request). */
interface WaitBudget {
  remainingMs: number;
}
const budgets = new AsyncLocalStorage<WaitBudget>();

/**
 * Runs `fn` with a wait budget: the calls it makes to the embedded database may wait at most
 * `limitMs` in all for the connection (none at all when it is 0 or less, once the connection is
 * taken); one that cannot start in time throws DatabaseBusyError.
 * Outside such a scope (jobs, simulators, the seed) calls wait as long as it takes.
 */
export function withWaitBudget<T>(limitMs: number, fn: () => T): T {
  return budgets.run({ remainingMs: limitMs }, fn);
}

interface Waiter {
  start: () => void;
  timer?: NodeJS.Timeout;
}

/**
 * First come, first served turns on one connection. PGlite queues its callers too, but a call
 * queued there cannot be withdrawn; here a waiter whose budget runs out leaves the queue and is
 * refused. A call that has started is never cut.
 */
export class ConnectionGate {
  private busy = false;
  private readonly queue: Waiter[] = [];

  /** The callers waiting now (tests and diagnostics). */
  get waiting(): number {
    return this.queue.length;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    await this.acquire(budgets.getStore());
    try {
      return await fn();
    } finally {
      this.release();
    }
  }

  private acquire(budget: WaitBudget | undefined): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    const since = performance.now();
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          if (budget) budget.remainingMs -= performance.now() - since;
          resolve();
        },
      };
      if (budget) {
        if (budget.remainingMs <= 0) return reject(new DatabaseBusyError(0));
        waiter.timer = setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          budget.remainingMs = 0;
          reject(new DatabaseBusyError(Math.round(performance.now() - since)));
        }, budget.remainingMs);
      }
      this.queue.push(waiter);
    });
  }

  private release() {
    const next = this.queue.shift();
    if (!next) {
      this.busy = false;
      return;
    }
    clearTimeout(next.timer);
    next.start();
  }
}

/**
 * Puts PGlite's entry points (what drizzle, the migrator and the job queue call) behind `gate`.
 * Statements inside a transaction run on its own handle and do not pass the gate again.
 */
export function gatePglite(client: PGlite, gate: ConnectionGate): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const describeQuery = client.describeQuery.bind(client);
  Object.assign(client, {
    query: (...args: Parameters<PGlite['query']>) => gate.run(() => query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => gate.run(() => exec(...args)),
    transaction: (...args: Parameters<PGlite['transaction']>) => gate.run(() => transaction(...args)),
    describeQuery: (...args: Parameters<PGlite['describeQuery']>) => gate.run(() => describeQuery(...args)),
  });
}
