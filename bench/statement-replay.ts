// "Its own SQL" for any call, without a second copy of the call's queries: while a call runs, every
// statement the server sends through `pg` is recorded (text, values, and when it started and ended);
// the replay sends the same statements on a pool of its own, in the same waves: statements that
// overlapped in the call (a page and its count sent together) are sent together again, the others
// one after the other. What the replay takes is the database's part of the call; the rest is ours.
import pg from 'pg';
import { SERIAL_PLANS } from '../apps/server/src/db/database';
import { preparingClient } from '../apps/server/src/db/pg-statements';

interface Recorded {
  text: string;
  values?: unknown[];
  rowMode?: string;
  started: number;
  ended: number;
}

let recording: Recorded[] | null = null;
// Statements of a transaction's frame, not of the work: a pool cannot replay them on one client.
// Nor a connection's upkeep: a prepared statement closed (decision 096) exists on that one only.
const FRAME = /^\s*(begin|commit|rollback|savepoint|release|set\s|deallocate\s)/i;

// eslint-disable-next-line @typescript-eslint/unbound-method -- called with the client as `this` below
const original = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
/** Patches pg's client once, in the benchmark's process, where the in-process app runs. */
export function installRecorder() {
  (pg.Client.prototype as unknown as { query: unknown }).query = function query(
    this: pg.Client,
    ...args: unknown[]
  ) {
    const sink = recording;
    const [first, second] = args;
    const config = typeof first === 'string' ? { text: first } : (first as Partial<Recorded> | null);
    if (!sink || typeof config?.text !== 'string' || FRAME.test(config.text))
      return original.apply(this, args);
    const entry: Recorded = {
      text: config.text,
      values: Array.isArray(second) ? (second as unknown[]) : config.values,
      rowMode: config.rowMode,
      started: performance.now(),
      ended: Number.POSITIVE_INFINITY,
    };
    sink.push(entry);
    const done = () => {
      entry.ended = performance.now();
    };
    // The pool calls with a callback (last argument); drizzle's client without one (a promise).
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        done();
        return (callback as (...r: unknown[]) => unknown)(...result);
      };
      return original.apply(this, args);
    }
    const out = original.apply(this, args);
    return out instanceof Promise ? out.finally(done) : out;
  };
}

/** The statements `call` sends, grouped in the waves they were sent in. */
export async function recordStatements(call: () => Promise<unknown>): Promise<Recorded[][]> {
  const sent: Recorded[] = [];
  recording = sent;
  try {
    await call();
  } finally {
    recording = null;
  }
  const waves: Recorded[][] = [];
  let waveEnd = Number.NEGATIVE_INFINITY;
  for (const statement of sent.sort((a, b) => a.started - b.started)) {
    if (statement.started < waveEnd) {
      waves.at(-1)!.push(statement);
      waveEnd = Math.max(waveEnd, statement.ended);
    } else {
      waves.push([statement]);
      waveEnd = statement.ended;
    }
  }
  return waves;
}

/**
 * A pool to replay on, whose connections plan and prepare as the server's do (decisions 087 and
 * 096): with DATABASE_PREPARED_STATEMENTS=false in the benchmark's environment, which
 * `inProcessEnv` hands to the server too, neither side prepares.
 */
export const replayPool = (url: string) =>
  new pg.Pool({
    connectionString: url,
    max: 10,
    options: SERIAL_PLANS,
    Client: process.env.DATABASE_PREPARED_STATEMENTS === 'false' ? pg.Client : preparingClient(pg),
  });

/** A replay of recorded waves on `pool`: each wave's statements at once, the waves in turn. */
export const replay = (pool: pg.Pool, waves: Recorded[][]) => async () => {
  for (const wave of waves) {
    await Promise.all(
      wave.map((s) => pool.query({ text: s.text, values: s.values, rowMode: s.rowMode as 'array' })),
    );
  }
};

/** One line per statement, for the report (the first words of each). */
export const describeWaves = (waves: Recorded[][]) =>
  waves.map((w) => w.map((s) => s.text.replace(/\s+/g, ' ').slice(0, 60)).join(' ‖ '));
