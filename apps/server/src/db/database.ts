import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { ConnectionGate, gatePglite } from './connection-gate';
import { takePreparedPglite } from './pglite-assets';
import { PgliteStatements } from './pglite-statements';
import { preparingClient } from './pg-statements';

// No schema object: nothing uses drizzle's relational queries (`db.query`), and the tables live in
// their domains' modules (`modules/<domain>/tables.ts`), which `db/` does not import.
type NoSchema = Record<string, never>;
/** The one database type of the server: PGlite and node-postgres drizzle instances both fit it. */
export type Db = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** What a query function takes: the database or a transaction inside it. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The PGlite instance, when embedded (tests dump it as a template; the job queue runs over it). */
  pglite?: PGlite;
  /** The connection string, on PostgreSQL (the job queue opens its own small pool with it). */
  url?: string;
  /** The pool, on PostgreSQL (the replicas' routing sends the rest of the calls to it). */
  pool?: pg.Pool;
  /** Its connections now, for the metrics: read when scraped, never stored. */
  connections(): ConnectionState;
}

/** The pool's connections (PGlite: its one), and the callers waiting for one (PGlite: the gate's queue). */
export interface ConnectionState {
  total: number;
  idle: number;
  waiting: number;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

let nodePostgres: Promise<typeof pg> | undefined;
/**
 * node-postgres, loaded when PostgreSQL is used: the embedded default (its server, its demo seed)
 * never needs it. int8 (bigint, count(*)) arrives from it as a string: parsed at this one place so
 * that both drivers give numbers. Our int8 values (ids, counts) stay far below 2^53.
 */
export function loadPg(): Promise<typeof pg> {
  nodePostgres ??= import('pg').then(({ default: driver }) => {
    driver.types.setTypeParser(driver.types.builtins.INT8, (v) => Number(v));
    return driver;
  });
  return nodePostgres;
}

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      onIdleError?: (error: Error) => void;
      /** Parallel plans allowed (the commands that read whole tables); else `SERIAL_PLANS`. */
      parallelPlans?: boolean;
      /** Statements run again prepared under a name (decision 096); true unless told otherwise. */
      preparedStatements?: boolean;
    }
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /** Postgres settings (`name=value`) after `PGLITE_SETTINGS`: the template's writer's own. */
      settings?: readonly string[];
    };

/**
 * Postgres settings of the embedded database (decision 020). PGlite allocates shared_buffers inside
 * its WebAssembly heap, which never shrinks: the default 128MB became 128 MB of resident memory
 * as soon as the demo data was read once. The files stay in the kernel's page cache, so a small
 * buffer pool costs a copy per page read, not a disk read.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

/**
 * The server's connections plan every statement without parallel workers (decision 087). Its reads
 * are pages of an index range or kept rollups: two workers saved 2–5 ms on the statistics narrowed
 * to a goods and cost 60–110 ms where the planner misjudged their start (20 ms each on these
 * machines), and at a thousand requests a second the cores are the other requests'. A startup
 * option, so that no statement pays a `SET`; an `options` in the URL wins (pg reads the connection
 * string last), the way to give a deployment its own.
 */
export const SERIAL_PLANS = '-c max_parallel_workers_per_gather=0';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const [pg, { drizzle: drizzlePg }] = await Promise.all([loadPg(), import('drizzle-orm/node-postgres')]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      Client: options.preparedStatements === false ? pg.Client : preparingClient(pg),
      ...(options.parallelPlans ? {} : { options: SERIAL_PLANS }),
    });
    // An idle client whose backend goes away (restart, failover, a dropped test database) emits
    // 'error' on the pool; without a listener that would end the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    // A client checked out of the pool (a transaction's) has no listener of the pool's: when its
    // connection drops mid-transaction (a restart, a failover, a terminated backend) pg emits
    // 'error' on it, and an 'error' without a listener ends the process; an API process died so
    // of a 10 s database outage (bench/faults.ts). The failure already reaches the statement
    // under way (and the request's error handler); the pool drops the client when it comes back
    // (no longer queryable). Idle clients' errors still go to `onIdleError` through the pool.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool }) as unknown as Db;
    const connections = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, kind: 'postgres', url: options.url, pool, close: () => pool.end(), connections };
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const assets = await takePreparedPglite();
  const client = new PGlite({
    ...assets,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams: [
      ...PGlite.defaultStartParams,
      ...[...PGLITE_SETTINGS, ...(options.settings ?? [])].flatMap((s) => ['-c', s]),
    ],
  });
  await client.waitReady;
  // Every caller, the app's queries and the job queue's alike, takes its turn here, where a
  // request that waited too long can be refused (withWaitBudget) instead of queueing without end.
  const gate = new ConnectionGate();
  gatePglite(client, gate, new PgliteStatements(client));
  const db = drizzlePglite({ client }) as unknown as Db;
  const connections = () => ({ total: 1, idle: gate.idle ? 1 : 0, waiting: gate.waiting });
  return { db, kind: 'pglite', pglite: client, close: () => client.close(), connections };
}

/** The advisory lock that one process at a time holds while it migrates or prepares the data. */
const STARTUP_LOCK = 7_270_014;

/**
 * Runs `work` while no other process starting on the same PostgreSQL runs its own (several
 * processes deployed at once would otherwise migrate, rebuild or seed side by side). The lock is
 * held by a connection of its own, so `work` may use the pool. PGlite has one process: no lock.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  const pg = await loadPg();
  const holder = new pg.Client({ connectionString: database.url });
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await holder.end().catch(() => {});
  }
}

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], {
      migrationsFolder: MIGRATIONS_DIR,
    });
  } else {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(database.db as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_DIR });
  }
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
