import type { PGlite, Transaction } from '@electric-sql/pglite';
import { callSlot } from '../lib/call-storage';
import type { PgliteStatements } from './pglite-statements';

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

/** SQLSTATEs and socket codes of a database that cannot be reached now (it may be back soon). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether `error` (or what it wraps) says the database cannot be reached: refused or dropped
 * connections, a server shutting down or starting (SQLSTATE 57P0x, class 08). Such a call did not
 * commit; like a busy answer, it is worth trying again in a moment.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNREACHABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** How long the current caller may still wait for the connection, in total (an HTTP request). */
interface WaitBudget {
  remainingMs: number;
  /** When the caller arrived (performance.now()): the earlier, the sooner its turn. */
  arrivedAt: number;
}
const budgets = callSlot<WaitBudget>('wait budget');

/**
 * Runs `fn` with a wait budget: the calls it makes to the embedded database may wait at most
 * `limitMs` in all for the connection, counted from the caller's arrival `spentMs` ago (none at
 * all once that is used up); one that cannot start in time throws DatabaseBusyError.
 * Outside such a scope (jobs, simulators, the seed) calls wait as long as it takes.
 */
export function withWaitBudget<T>(limitMs: number, fn: () => T, spentMs = 0): T {
  return budgets.run({ remainingMs: limitMs - spentMs, arrivedAt: performance.now() - spentMs }, fn);
}

interface Waiter {
  rank: number;
  start: () => void;
  timer?: NodeJS.Timeout;
}

/**
 * Turns on one connection, the oldest caller first: a request that arrived earlier goes before
 * one that arrived later, however many statements each has run (a caller without a budget ranks
 * by the time it asks). PGlite queues its callers too, but a call queued there cannot be
 * withdrawn; here a waiter whose budget runs out leaves the queue and is refused. A call that has
 * started is never cut.
 *
 * Every turn starts in an event-loop turn of its own (setImmediate), never straight from the
 * previous call's end: a PGlite statement runs on the JavaScript thread, and its promise settles
 * in the same microtask flush, so turns handed over by promise alone ran the whole queue, and all
 * the requests read in one poll, without letting the loop read a socket, write a response or fire
 * a timer (seen as 4–8 s stalls under 200 clients, time-outs, and no busy answer ever sent).
 */
export class ConnectionGate {
  private busy = false;
  private readonly queue: Waiter[] = [];

  /** Whether nobody holds the connection now (the metrics). */
  get idle(): boolean {
    return !this.busy;
  }

  /** The callers waiting now (tests and diagnostics). */
  get waiting(): number {
    return this.queue.length;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    await this.acquire(budgets.get());
    try {
      return await fn();
    } finally {
      this.release();
    }
  }

  private acquire(budget: WaitBudget | undefined): Promise<void> {
    const since = performance.now();
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        rank: budget?.arrivedAt ?? since,
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
      this.enqueue(waiter);
      if (!this.busy) {
        this.busy = true;
        setImmediate(this.handOver);
      }
    });
  }

  /** Into the queue by rank, after the waiters of the same rank (arrivals are mostly in order). */
  private enqueue(waiter: Waiter) {
    let at = this.queue.length;
    while (at > 0 && this.queue[at - 1]!.rank > waiter.rank) at -= 1;
    this.queue.splice(at, 0, waiter);
  }

  private release() {
    setImmediate(this.handOver);
  }

  /** The connection to the first waiter, or free when nobody waits (any more). */
  private readonly handOver = () => {
    const next = this.queue.shift();
    if (!next) {
      this.busy = false;
      return;
    }
    clearTimeout(next.timer);
    next.start();
  };
}

/**
 * Puts PGlite's entry points (what drizzle, the migrator and the job queue call) behind `gate`.
 * Statements inside a transaction run on its own handle and do not pass the gate again. Both
 * kinds of `query` go through the prepared statements of `statements` (pglite-statements.ts).
 */
export function gatePglite(client: PGlite, gate: ConnectionGate, statements: PgliteStatements): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const describeQuery = client.describeQuery.bind(client);
  Object.assign(client, {
    query: (...args: Parameters<PGlite['query']>) => gate.run(() => statements.runOutside(query, ...args)),
    exec: (...args: Parameters<PGlite['exec']>) => gate.run(() => exec(...args)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      gate.run(() => transaction((tx) => callback(statements.wrapTransaction(tx)))),
    describeQuery: (...args: Parameters<PGlite['describeQuery']>) => gate.run(() => describeQuery(...args)),
  });
}
