// The steady load of the fault benchmark (faults.ts): signed-in clients, each a loop over the
// calls a tab makes (order list, unread notices, task list, balance) and a withdrawal every third
// round, against one API process. Every answer is recorded (when, which process, ok or why not),
// so that each fault can be read as seconds with errors and time to recover, per process.
import type { Envelope } from '@console/contract';

export interface LoadClient {
  token: string;
  /** A payee of the client's merchant, for its withdrawals. */
  accountId: number;
}

/** An API process as the clients see it: its name in the report and its address. */
export interface Target {
  name: string;
  base: string;
}

interface Outcome {
  at: number;
  target: string;
  ok: boolean;
  why?: string;
}

/** How long a client waits between rounds, and after a failed call (as a tab retries). */
const ROUND_PAUSE_MS = Number(process.env.FAULTS_ROUND_PAUSE_MS ?? 400);
const FAIL_PAUSE_MS = 250;
/** A call without an answer after this long is a failure (time-out). */
const CALL_TIMEOUT_MS = 5_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A call as the web makes it; a refused connection, a time-out or a 5xx throw, with a short reason. */
export async function call<T>(
  base: string,
  apiPath: string,
  body: unknown,
  token?: string,
): Promise<Envelope<T>> {
  let res: Response;
  try {
    res = await fetch(`${base}/api${apiPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en-US',
        ...(token ? { token } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    throw new Error(e.name === 'TimeoutError' ? 'time-out' : (e.cause?.code ?? e.message), { cause: error });
  }
  if (res.status >= 500) throw new Error(`HTTP ${res.status}`);
  try {
    return (await res.json()) as Envelope<T>;
  } catch {
    throw new Error(`HTTP ${res.status}, not JSON`);
  }
}

/** Like `call`, but anything other than code 1 throws too (with the answer's message). */
export async function ok<T>(base: string, apiPath: string, body: unknown, token?: string): Promise<T> {
  const answer = await call<T>(base, apiPath, body, token);
  if (answer.code !== 1) throw new Error(`${apiPath}: code ${answer.code} ${answer.msg}`);
  return answer.data;
}

let keys = 0;
/** A withdrawal's idempotency key: made once per request, sent again when the answer was lost. */
export const withdrawKey = () => `fault-${process.pid}-${(keys += 1)}`;

export interface Load {
  stop(): Promise<void>;
  /** Answers that were not code 1 (or no answer) of `target` within [from, to). */
  failures(target: string, from: number, to: number): Outcome[];
  successes(target: string, from: number, to: number): number;
  /** Seconds (counted from `from`) in which `target` had at least one failure. */
  errorSeconds(target: string, from: number, to: number): number;
  /** Seconds from `from` to the end of the last failure of `target` before `to` (0: none). */
  recovery(target: string, from: number, to: number): number;
  /** One character a second from `from` to `to`: `.` all answered, `x` only failures, `+` both. */
  strip(target: string, from: number, to: number): string;
  /** The reasons of `target`'s failures in the window, with their counts. */
  reasons(target: string, from: number, to: number): string;
}

/** Starts `clients` against the targets: client i on target i % targets. */
export function startLoad(targets: Target[], clients: LoadClient[]): Load {
  const outcomes: Outcome[] = [];
  let running = true;
  const record = (target: string, ok: boolean, why?: string) =>
    outcomes.push({ at: Date.now(), target, ok, ...(why ? { why } : {}) });

  async function loop(client: LoadClient, target: Target) {
    let round = 0;
    // A withdrawal whose answer was lost is sent again with the same key, as the web's form does.
    let pendingKey: string | null = null;
    while (running) {
      round += 1;
      const calls: [string, object][] = [
        ['/apply/index', { page: 1, page_size: 20 }],
        ['/notice/unread', {}],
        ['/download/index', { page: 1, page_size: 10 }],
        ['/withdraw/config', {}],
      ];
      if (round % 3 === 0) {
        pendingKey ??= withdrawKey();
        calls.push([
          '/withdraw/apply',
          { amount: '10.01', account_id: client.accountId, idempotency_key: pendingKey },
        ]);
      }
      for (const [apiPath, body] of calls) {
        if (!running) return;
        try {
          const answer = await call(target.base, apiPath, body, client.token);
          if (answer.code !== 1) throw new Error(`code ${answer.code}`);
          if (apiPath === '/withdraw/apply') pendingKey = null;
          record(target.name, true);
        } catch (error) {
          record(target.name, false, (error as Error).message);
          await sleep(FAIL_PAUSE_MS);
          break;
        }
      }
      await sleep(ROUND_PAUSE_MS);
    }
  }

  const loops = clients.map((client, i) => loop(client, targets[i % targets.length]!));
  const within = (target: string, from: number, to: number) =>
    outcomes.filter((o) => o.target === target && o.at >= from && o.at < to);
  const failures = (target: string, from: number, to: number) =>
    within(target, from, to).filter((o) => !o.ok);
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
    failures,
    successes: (target, from, to) => within(target, from, to).filter((o) => o.ok).length,
    errorSeconds: (target, from, to) =>
      new Set(failures(target, from, to).map((o) => Math.floor((o.at - from) / 1000))).size,
    recovery(target, from, to) {
      const last = failures(target, from, to).at(-1);
      return last ? Math.max(0, (last.at - from) / 1000) : 0;
    },
    strip(target, from, to) {
      const seconds = Math.ceil((to - from) / 1000);
      const marks = Array.from({ length: seconds }, () => ({ ok: 0, bad: 0 }));
      for (const o of within(target, from, to)) {
        const mark = marks[Math.floor((o.at - from) / 1000)];
        if (mark) mark[o.ok ? 'ok' : 'bad'] += 1;
      }
      return marks.map((m) => (m.bad ? (m.ok ? '+' : 'x') : m.ok ? '.' : ' ')).join('');
    },
    reasons(target, from, to) {
      const counts = new Map<string, number>();
      for (const o of failures(target, from, to)) counts.set(o.why!, (counts.get(o.why!) ?? 0) + 1);
      return [...counts].map(([why, n]) => `${why} ×${n}`).join(', ') || 'none';
    },
  };
}
