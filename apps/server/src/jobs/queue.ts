import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { type BossExecutor, pgliteExecutor } from './pglite-executor';

/** Every queue of the server, created at start (and in the test template). */
export const QUEUE = {
  export: 'export',
  import: 'import',
  sweep: 'tasks-sweep',
  cleanup: 'tasks-cleanup',
} as const;
export type QueueName = (typeof QUEUE)[keyof typeof QUEUE];

const QUEUE_OPTIONS: Record<QueueName, Omit<PgBoss.Queue, 'name'>> = {
  // A job that never started (fetched while the process was stopping) is tried once more. A job
  // that did start is not: its task is then failed (interrupted or swept) and a retry skips it.
  [QUEUE.export]: { retryLimit: 1, retryDelay: 5, expireInSeconds: 3 * 3600, retentionDays: 7 },
  [QUEUE.import]: { retryLimit: 1, retryDelay: 5, expireInSeconds: 3 * 3600, retentionDays: 7 },
  [QUEUE.sweep]: { retryLimit: 0, expireInSeconds: 300, retentionDays: 1 },
  [QUEUE.cleanup]: { retryLimit: 0, expireInSeconds: 3600, retentionDays: 1 },
};

/** Cron (UTC) of the scheduled queues: pg-boss sends one job per tick across all processes. */
const SCHEDULES: Partial<Record<QueueName, string>> = {
  [QUEUE.sweep]: '* * * * *',
  [QUEUE.cleanup]: '17 * * * *',
};

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
  /** Installs or upgrades pg-boss's schema, creates the queues, starts the given workers. */
  start(handlers: Partial<Record<QueueName, JobHandler>>): Promise<void>;
  /** Enqueues a job. Rejects when the queue is not running. */
  send(queue: QueueName, data: object): Promise<void>;
  /** Aborts running jobs (they stop at their next page), waits for them, releases the database. */
  stop(): Promise<void>;
  /** Aborted once `stop()` is called: long jobs watch it. */
  readonly signal: AbortSignal;
}

/**
 * pg-boss in the application's database. On PostgreSQL it opens its own small pool from the
 * connection string; on PGlite it runs through `db.executeSql` over the one embedded connection.
 */
export function createJobQueue(database: Database, options: JobQueueOptions, log: Log): JobQueue {
  const abort = new AbortController();
  const workerIds = new Map<QueueName, string>();
  let executor: BossExecutor | null = null;
  let boss: PgBoss | null = null;

  const common = {
    migrate: true,
    schedule: options.schedule,
    supervise: options.schedule,
  } satisfies PgBoss.ConstructorOptions;

  function createBoss(): PgBoss {
    if (database.kind === 'postgres') {
      if (!database.url) throw new Error('the job queue needs the PostgreSQL connection string');
      return new PgBoss({
        ...common,
        connectionString: database.url,
        max: 4,
        application_name: 'console-jobs',
      });
    }
    if (!database.pglite) throw new Error('the job queue needs the PGlite instance');
    executor = pgliteExecutor(database.pglite);
    return new PgBoss({ ...common, db: executor as PgBoss.Db });
  }

  return {
    signal: abort.signal,

    async start(handlers) {
      if (boss) throw new Error('job queue already started');
      const b = createBoss();
      boss = b;
      b.on('error', (err) => log.error({ err }, 'job queue error'));
      await b.start();
      for (const name of Object.values(QUEUE)) {
        const queue = { name, ...QUEUE_OPTIONS[name] };
        if (await b.getQueue(name)) await b.updateQueue(name, queue);
        else await b.createQueue(name, queue);
      }
      if (!options.worker) return;
      for (const [name, handler] of Object.entries(handlers) as [QueueName, JobHandler][]) {
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
        const cron = SCHEDULES[name];
        if (cron && options.schedule) await b.schedule(name, cron, {}, { tz: 'UTC' });
      }
    },

    async send(queue, data) {
      if (!boss || abort.signal.aborted) throw new Error('job queue not running');
      const id = await boss.send(queue, data);
      if (!id) throw new Error(`job not queued on ${queue}`);
      const worker = workerIds.get(queue);
      if (worker) boss.notifyWorker(worker);
    },

    async stop() {
      abort.abort();
      const b = boss;
      if (b) await b.stop({ graceful: true, wait: true, close: true, timeout: options.stopTimeoutMs });
      await executor?.close();
    },
  };
}

/** Installs pg-boss's schema and the queues, then lets go (the test template is made with it). */
export async function installJobQueue(database: Database): Promise<void> {
  const queue = createJobQueue(
    database,
    { worker: false, schedule: false, pollingIntervalSeconds: 2, stopTimeoutMs: 1000 },
    { error: (obj, msg) => console.error(msg, obj) },
  );
  await queue.start({});
  await queue.stop();
}
