import type pg from 'pg';
import { callSlot } from '../lib/call-storage';
import { isDatabaseUnreachable } from './connection-gate';
import type { Replica, ReplicaSet } from './replica-set';

/**
 * A lag-tolerant read under way (decision 067): its statements may go to a replica that has
 * replayed at least `minLsn` (the caller's last write). The replica is chosen at the first
 * statement and kept for the rest (a list and its count then read the same state); after a
 * failure there, the rest goes to the primary.
 */
interface ReadScope {
  minLsn: bigint;
  target?: Promise<Replica | undefined>;
}
const scopes = callSlot<ReadScope>('replica read');

/** Runs `fn` as a lag-tolerant read: its statements outside a transaction may go to a replica. */
export const readingFromReplica = <T>(minLsn: bigint, fn: () => Promise<T>): Promise<T> =>
  scopes.run({ minLsn }, fn);

/**
 * SQLSTATEs after which a replica's statement is run again on the primary, the replica kept for
 * the rest: a statement that writes (25006, read-only transaction: a lag-tolerant call should
 * not, but then it still works) and one cancelled by a conflict with the replay of the primary's
 * WAL (40001). A replica that cannot be reached is left for the rest of the read, and left out.
 */
const RETRIED_ON_PRIMARY = new Set(['25006', '40001']);

/** What drizzle passes: the text or a query config, and the values. */
type Statement = string | pg.QueryConfig;

/**
 * What drizzle gets as its client once replicas are configured: a statement inside a
 * lag-tolerant read goes to the scope's replica, every other one, and every transaction
 * (`connect`), to the primary's pool. Drizzle opens a transaction on a fresh client when its
 * client is a pool, which it tells by the class name: "Pool" must stay in it.
 */
export class ReplicaRoutingPool {
  constructor(
    readonly primary: pg.Pool,
    readonly replicas: ReplicaSet,
  ) {}

  connect(): Promise<pg.PoolClient> {
    return this.primary.connect();
  }

  async query(statement: Statement, values?: unknown[]): Promise<pg.QueryResult> {
    const scope = scopes.get();
    if (!scope) return this.primary.query(statement, values);
    scope.target ??= this.replicas.choose(scope.minLsn);
    const replica = await scope.target;
    if (replica) {
      try {
        const result = await replica.pool.query(statement, values);
        replica.reads += 1;
        return result;
      } catch (error) {
        if (isDatabaseUnreachable(error)) {
          this.replicas.failed(replica, error);
          scope.target = Promise.resolve(undefined);
        } else if (!RETRIED_ON_PRIMARY.has(String((error as { code?: unknown }).code))) {
          throw error;
        }
      }
    }
    this.replicas.primaryReads += 1;
    return this.primary.query(statement, values);
  }
}
