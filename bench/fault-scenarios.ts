// The faults of issue 21 (this file: what they share, and the kill of an API process; the worker's
// in fault-worker.ts, the database's in fault-outage.ts), each run against the live processes
// under the clients' load and read back as a report: what was done, seconds with errors per
// process, time to recover, the task's outcome and the checks (faults.ts prints the reports).
import { TaskStatus } from '@console/contract';
import type { Db } from '../apps/server/src/db/database';
import { type Check, check, ledgerCheck } from './fault-checks';
import { call, type Load, withdrawKey } from './fault-clients';
import type { FaultProxy } from './fault-proxy';
import { type ConsoleProcess, type Fixture, killConsole, startConsole } from './fault-setup';

export interface Bench {
  a: ConsoleProcess;
  b: ConsoleProcess;
  worker: ConsoleProcess;
  env: Record<string, string>;
  dataDir: string;
  db: Db;
  load: Load;
  fixture: Fixture;
  proxy: FaultProxy;
  /** Seconds within which every client must be back to normal after a fault ends. */
  recoverS: number;
  realSweep: boolean;
  stopPostgres: boolean;
}

export interface FaultReport {
  fault: string;
  did: string[];
  figures: [string, string][];
  checks: Check[];
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A task's outcome in a few words. */
export const outcomeText = (t: { status: number; error: string; rows: number } | null) =>
  !t
    ? 'still packing (stuck)'
    : t.status === TaskStatus.done
      ? `done, ${t.rows} rows`
      : `failed: "${t.error}"`;

/** Errors and recovery of both API processes' clients over a fault's window. */
export function clientFigures(bench: Bench, from: number, endedAt: number, to: number): [string, string][] {
  const { load } = bench;
  return ['A', 'B'].flatMap((p): [string, string][] => [
    [
      `${p}: seconds with errors`,
      `${load.errorSeconds(p, from, to)} (${load.failures(p, from, to).length} failed calls: ${load.reasons(p, from, to)})`,
    ],
    [`${p}: per second`, `|${load.strip(p, from, to)}|`],
    [`${p}: last error after the fault ended`, secs(load.recovery(p, endedAt, to) * 1000)],
  ]);
}

/** No failed call of `p` from `endedAt + recoverS` on, and answers in that window. */
export function backToNormal(bench: Bench, p: string, endedAt: number, to: number): Check {
  const from = endedAt + bench.recoverS * 1000;
  const failed = bench.load.failures(p, from, to).length;
  const answered = bench.load.successes(p, from, to);
  return check(
    `${p}'s clients back to normal within ${bench.recoverS} s`,
    failed === 0 && answered > 0,
    `${answered} answered, ${failed} failed after that`,
  );
}

/** 1. kill -9 of API process A, withdrawals in flight; started again as a supervisor would. */
export async function killApi(bench: Bench): Promise<FaultReport> {
  const { a, load, fixture } = bench;
  const from = Date.now();
  await sleep(3_000);
  // Withdrawals sent to A that A has not answered when it dies.
  const inFlight = fixture.clients
    .filter((_, i) => i % 2 === 0)
    .slice(0, 8)
    .map((c) => ({ c, key: withdrawKey() }));
  const withdraw = ({ c, key }: (typeof inFlight)[number]) =>
    call(
      a.base,
      '/withdraw/apply',
      { amount: '10.01', account_id: c.accountId, idempotency_key: key },
      c.token,
    );
  const sent = inFlight.map((one) =>
    withdraw(one).then(
      (answer) => answer.code,
      () => 'lost' as const,
    ),
  );
  await sleep(20);
  const killedAt = Date.now();
  await killConsole(a);
  const lost = (await Promise.all(sent)).filter((x) => x === 'lost').length;
  await sleep(3_000);
  await startConsole(a, bench.env);
  const backAt = Date.now();
  await sleep(10_000);
  // The tabs whose answer was lost send their withdrawal again with the same key.
  const again = await Promise.all(
    inFlight.map((one) =>
      withdraw(one).then(
        (answer) => answer.code,
        (error: Error) => error.message,
      ),
    ),
  );
  const to = Date.now();
  return {
    fault: '1. kill -9 of API process A under load',
    did: [
      `${inFlight.length} withdrawals sent to A, A killed 20 ms later (${lost} of them unanswered)`,
      `A started again on its port after 3 s (healthy ${secs(backAt - killedAt)} after the kill)`,
      'the withdrawals sent again to A with their idempotency keys',
    ],
    figures: [
      ['A down (kill to healthy)', secs(backAt - killedAt)],
      ...clientFigures(bench, from, backAt, to),
    ],
    checks: [
      check(
        "B's clients saw no error",
        load.failures('B', from, to).length === 0,
        load.reasons('B', from, to),
      ),
      check("A's clients failed while A was down", load.failures('A', killedAt, backAt).length > 0),
      backToNormal(bench, 'A', backAt, to),
      check(
        'each withdrawal in flight, sent again with its key, is answered',
        again.every((code) => code === 1),
        `answers: ${again.join(' ')}`,
      ),
      await ledgerCheck(bench.db),
    ],
  };
}
