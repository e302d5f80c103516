import type { BaseConfig } from '../plugins/base-config';
import { type Database, type Db, loadPg } from './database';
import { readingFromReplica, ReplicaRoutingPool } from './read-routing';
import { parseLsn, ReplicaSet, type ReplicaSwitch } from './replica-set';

export interface ReplicaReads {
  /** The database the app's context hands out: lag-tolerant reads to replicas, the rest to the primary. */
  db: Db;
  pool: ReplicaRoutingPool;
  close(): Promise<void>;
}

type ReplicaSettings = Pick<
  BaseConfig,
  | 'DATABASE_REPLICA_URLS'
  | 'DATABASE_REPLICA_MAX_LAG_MS'
  | 'DATABASE_REPLICA_CHECK_MS'
  | 'DATABASE_PREPARED_STATEMENTS'
>;

export const replicaUrlsOf = (config: ReplicaSettings): string[] =>
  (config.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);

/**
 * The replicas of DATABASE_REPLICA_URLS over `database` (decision 067), checked once before the
 * app answers and then in the background; undefined when none are set, or on the embedded
 * database (which has no replicas: said by `note`).
 */
export async function openReplicaReads(
  config: ReplicaSettings,
  database: Database,
  onSwitch: (event: ReplicaSwitch) => void,
  note: (message: string) => void,
): Promise<ReplicaReads | undefined> {
  const urls = replicaUrlsOf(config);
  if (!urls.length) return undefined;
  if (database.kind !== 'postgres' || !database.pool) {
    note('DATABASE_REPLICA_URLS is ignored: the embedded database has no replicas');
    return undefined;
  }
  const [pg, { drizzle }] = await Promise.all([loadPg(), import('drizzle-orm/node-postgres')]);
  const replicas = new ReplicaSet(urls, database.pool, pg, {
    maxLagMs: config.DATABASE_REPLICA_MAX_LAG_MS,
    checkMs: config.DATABASE_REPLICA_CHECK_MS,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
    onSwitch,
  });
  await replicas.start();
  const pool = new ReplicaRoutingPool(database.pool, replicas);
  const db = drizzle({ client: pool as never }) as unknown as Db;
  return { db, pool, close: () => replicas.close() };
}

/**
 * Runs reads outside a request (an export's pages) as lag-tolerant ones that must see everything
 * committed before now: on a replica that has replayed the primary's present WAL position, else
 * on the primary. Without replicas, the reads simply run.
 */
export async function lagTolerantReads(
  reads: ReplicaReads | undefined,
): Promise<<T>(fn: () => Promise<T>) => Promise<T>> {
  if (!reads) return (fn) => fn();
  const { rows } = await reads.pool.primary.query<{ lsn: string }>(
    'select pg_current_wal_insert_lsn()::text as lsn',
  );
  const now = parseLsn(rows[0]!.lsn);
  return (fn) => readingFromReplica(now, fn);
}
