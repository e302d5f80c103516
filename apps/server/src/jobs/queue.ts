import { createRequire } from 'node:module';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import type { AppContext } from '../lib/context';
import { type BossExecutor, pgliteExecutor } from './pglite-executor';

/** The queues of the task machinery (exports, imports, their sweeper and clean-up). */
export const QUEUE = {
  export: 'export',
  import: 'import',
  sweep: 'tasks-sweep',
  cleanup: 'tasks-cleanup',
} as const;

/** A queue: pg-boss's options for its jobs, and a cron (UTC) when it runs on a schedule. */
export interface QueueDefinition {
  name: string;
  options: Omit<PgBoss.Queue, 'name'>;
  /** pg-boss sends one job per tick across all processes. */
  schedule?: string;
}

/** A queue with its worker, as the machinery (jobs/index.ts) and the modules declare them. */
export interface QueueSpec extends QueueDefinition {
  handler(ctx: AppContext, data: unknown, log: JobLog): Promise<void>;
}

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobQueueOptions {
  /** Run workers here (false: this process only enqueues, e.g. an API-only process). */
  worker: boolean;
  /** Run pg-boss's clock (cron schedules) and its maintenance (expiry, archive). */
  schedule: boolean;
  /** How often an idle worker looks for jobs (a job sent by this process wakes it at once). */
  pollingIntervalSeconds: number;
  /** How long `stop()` lets running jobs finish after asking them to stop. */
  stopTimeoutMs: number;
}

export type JobHandler = (data: unknown) => Promise<void>;

interface Log {
  error(obj: object, msg: string): void;
}

export interface JobQueue {
  /** Installs or upgrades pg-boss's schema, creates the queues, starts their workers. */
  start(queues: readonly (QueueDefinition & { handler?: JobHandler })[]): Promise<void>;
  /** Enqueues a job. Rejects when the queue is not running. */
  send(queue: string, data: object): Promise<void>;
  /** Aborts running jobs (they stop at their next page), waits for them, releases the database. */
  stop(): Promise<void>;
  /** Aborted once `stop()` is called: long jobs watch it. */
  readonly signal: AbortSignal;
  /** Started and not stopping: the readiness answer's "queue started". */
  readonly running: boolean;
}

type Ending = (
  this: { emit(event: string, error: unknown): boolean },
  ...args: unknown[]
) => Promise<unknown>;
interface ManagerPrototype {
  complete: Ending;
  fail: Ending;
  endingsGuarded?: true;
}

/**
 * pg-boss 10.4 does not await the `complete` or `fail` that its worker writes once a job's handler
 * has returned or thrown (src/manager.js, `onFetch`). When the database is unreachable at that
 * moment (a restart, a failover, a cut connection), that promise's rejection is unhandled and Node
 * ends the process: a worker died of a 10 s database outage (bench/faults.ts). Each such promise
 * now reports its failure on the boss's 'error' event instead (the job stays active until it
 * expires, as a dead worker's would); a caller that awaits still sees the rejection. Done once, on
 * the class, before any boss is made (each copies the methods when constructed).
 */
export function guardJobEndings(manager: ManagerPrototype): void {
  if (manager.endingsGuarded) return;
  for (const name of ['complete', 'fail'] as const) {
    const original = manager[name];
    manager[name] = function (...args) {
      const written = original.apply(this, args);
      written.catch((error: unknown) => this.emit('error', error));
      return written;
    };
  }
  manager.endingsGuarded = true;
}
let pgBoss: Promise<typeof PgBoss> | undefined;
/**
 * pg-boss (and node-postgres under it), loaded when a queue starts: the demo seed never needs it,
 * and a server loads it after it has begun to answer (about 50 ms of a start). Its job endings are
 * guarded before any boss is made.
 */
export function loadPgBoss(): Promise<typeof PgBoss> {
  pgBoss ??= import('pg-boss').then(({ default: Boss }) => {
    // pg-boss has no `exports` map: its files are reachable by path (the lockfile pins 10.4.2).
    const manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as {
      prototype: ManagerPrototype;
    };
    guardJobEndings(manager.prototype);
    return Boss;
  });
  return pgBoss;
}

/**
 * pg-boss in the application's database. On PostgreSQL it opens its own small pool from the
 * connection string; on PGlite it runs through `db.executeSql` over the one embedded connection.
 */
export function createJobQueue(database: Database, options: JobQueueOptions, log: Log): JobQueue {
  const abort = new AbortController();
  const workerIds = new Map<string, string>();
  let executor: BossExecutor | null = null;
  let boss: PgBoss | null = null;
  /** Settles when `start` has: a process may listen while its queue starts (app.ts). */
  let started: Promise<PgBoss> | null = null;
  let running = false;

  const common = {
    migrate: true,
    schedule: options.schedule,
    supervise: options.schedule,
  } satisfies PgBoss.ConstructorOptions;

  function createBoss(Boss: typeof PgBoss): PgBoss {
    if (database.kind === 'postgres') {
      if (!database.url) throw new Error('the job queue needs the PostgreSQL connection string');
      return new Boss({
        ...common,
        connectionString: database.url,
        max: 4,
        application_name: 'console-jobs',
      });
    }
    if (!database.pglite) throw new Error('the job queue needs the PGlite instance');
    executor = pgliteExecutor(database.pglite);
    return new Boss({ ...common, db: executor as PgBoss.Db });
  }

  async function startBoss(queues: Parameters<JobQueue['start']>[0]): Promise<PgBoss> {
    const b = createBoss(await loadPgBoss());
    boss = b;
    b.on('error', (err) => log.error({ err }, 'job queue error'));
    await b.start();
    // One read of the queues there are, rather than one per queue (a start's round trips count).
    const existing = new Map((await b.getQueues()).map((queue) => [queue.name, queue]));
    for (const { name, options: queueOptions } of queues) {
      const queue = { name, ...queueOptions };
      const stored = existing.get(name);
      if (!stored) await b.createQueue(name, queue);
      else if (!queueIsAsStored(stored, queue)) await b.updateQueue(name, queue);
    }
    if (!options.worker) return b;
    for (const { name, handler, schedule } of queues) {
      if (!handler) continue;
      const id = await b.work(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 },
        async ([job]) => {
          // Fetched while stopping: fail it so that pg-boss retries it in a live process.
          if (abort.signal.aborted) throw new Error('job queue stopping');
          if (job) await handler(job.data);
        },
      );
      workerIds.set(name, id);
      if (schedule && options.schedule) await b.schedule(name, schedule, {}, { tz: 'UTC' });
    }
    return b;
  }

  return {
    signal: abort.signal,

    get running() {
      return running && !abort.signal.aborted;
    },

    start(queues) {
      if (started) return Promise.reject(new Error('job queue already started'));
      started = startBoss(queues);
      return started.then(() => {
        running = true;
      });
    },

    async send(queue, data) {
      if (!started || abort.signal.aborted) throw new Error('job queue not running');
      const b = await started;
      const id = await b.send(queue, data);
      if (!id) throw new Error(`job not queued on ${queue}`);
      const worker = workerIds.get(queue);
      if (worker) b.notifyWorker(worker);
    },

    async stop() {
      abort.abort();
      await started?.catch(() => {}); // a start under way finishes first (pg-boss has no abort)
      const b = boss;
      if (b) await b.stop({ graceful: true, wait: true, close: true, timeout: options.stopTimeoutMs });
      await executor?.close();
    },
  };
}

// What `updateQueue` writes: each column from the option given (`coalesce($n, column)`), the
// policy "standard" when none is given.
const UPDATED_BY_OPTIONS = [
  'retryLimit',
  'retryDelay',
  'retryBackoff',
  'expireInSeconds',
  'retentionMinutes',
  'deadLetter',
] as const;

/**
 * Whether updating the stored queue would change nothing: a restart then skips the write (one
 * statement per queue: 75–150 ms of the job queue's 350–630 ms start on the embedded database).
 */
export function queueIsAsStored(stored: PgBoss.QueueResult, wanted: PgBoss.Queue): boolean {
  if (stored.policy !== (wanted.policy ?? 'standard')) return false;
  return UPDATED_BY_OPTIONS.every((key) => wanted[key] === undefined || wanted[key] === stored[key]);
}

/** Installs pg-boss's schema and the queues, then lets go (the test template is made with it). */
export async function installJobQueue(database: Database, queues: readonly QueueDefinition[]): Promise<void> {
  const queue = createJobQueue(
    database,
    { worker: false, schedule: false, pollingIntervalSeconds: 2, stopTimeoutMs: 1000 },
    { error: (obj, msg) => console.error(msg, obj) },
  );
  await queue.start(queues);
  await queue.stop();
}
