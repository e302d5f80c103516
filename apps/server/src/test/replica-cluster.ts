import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * The streaming replica the replica tests run against (scripts/pg-replica.mjs makes it: cluster
 * 15/replica on port 5433). `TEST_REPLICA_URL` names another one; its admin connection must be
 * a superuser's (it pauses the replay).
 */
export const replicaAdminUrl = () => {
  if (process.env.TEST_REPLICA_URL) return process.env.TEST_REPLICA_URL;
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  url.port = '5433';
  return url.toString();
};

/** The same database as `primaryUrl` names, on the replica. */
export const onReplica = (primaryUrl: string) => {
  const url = new URL(replicaAdminUrl());
  url.pathname = new URL(primaryUrl).pathname;
  return url.toString();
};

const query = async <T extends pg.QueryResultRow>(url: string, text: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
};

/** Why the replica tests cannot run here, or null when they can. */
export async function replicaUnavailable(): Promise<string | null> {
  if (!process.env.TEST_DATABASE_URL) return 'no TEST_DATABASE_URL (they run in npm run test:api:pg)';
  try {
    const [row] = await query<{ r: boolean }>(replicaAdminUrl(), 'select pg_is_in_recovery() as r');
    return row?.r ? null : `${replicaAdminUrl()} is not a standby`;
  } catch (error) {
    return `no replica answers at ${replicaAdminUrl()} (${(error as Error).message}; make one with node scripts/pg-replica.mjs as root)`;
  }
}

/** Stops applying the primary's WAL on the replica (it keeps receiving it): reads there stand still. */
export const pauseReplay = () => query(replicaAdminUrl(), 'select pg_wal_replay_pause()');
export const resumeReplay = () => query(replicaAdminUrl(), 'select pg_wal_replay_resume()');

/** Waits until the replica has replayed what the primary had written when called. */
export async function caughtUp(primaryUrl: string, timeoutMs = 20_000) {
  const [{ lsn } = { lsn: '' }] = await query<{ lsn: string }>(
    primaryUrl,
    'select pg_current_wal_insert_lsn()::text as lsn',
  );
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const [row] = await query<{ ok: boolean }>(
      replicaAdminUrl(),
      `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as ok`,
    );
    if (row?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the replica did not replay up to ${lsn} within ${timeoutMs} ms`);
}

/** Whether this process may stop and start the replica's cluster (root, Debian's cluster tools). */
export const mayControlCluster = () =>
  process.getuid?.() === 0 && spawnSync('which', ['pg_ctlcluster']).status === 0;

/**
 * `pg_ctlcluster 15 replica stop|start` (stop: fast, its connections cut), without blocking the
 * event loop: the calls under test go on meanwhile.
 */
export async function replicaCluster(action: 'stop' | 'start') {
  await promisify(execFile)('pg_ctlcluster', [
    '15',
    'replica',
    action,
    ...(action === 'stop' ? ['-m', 'fast'] : []),
  ]);
}
