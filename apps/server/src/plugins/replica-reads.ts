import { createHmac } from 'node:crypto';
import type { Endpoint } from '@console/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readingFromReplica } from '../db/read-routing';
import { parseLsn } from '../db/replica-set';
import type { AppContext } from '../lib/context';
import { safeEqual } from '../lib/crypto';
import type { ConsoleMetrics } from '../lib/metrics';

/**
 * The caller's last write, for its own reads (decision 067): `<lsn>.<hmac>`, the primary's WAL
 * position after the write, signed with the token pepper so that it holds across the API
 * processes and a client cannot make up one far ahead. Sent back by the browser on every call.
 */
export const WRITTEN_COOKIE = 'console_written';
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${WRITTEN_COOKIE}=([0-9A-F]{1,8}/[0-9A-F]{1,8})\\.([\\w-]{22})`);

const signatureOf = (pepper: string, lsn: string) =>
  createHmac('sha256', pepper).update(`written:${lsn}`).digest('base64url').slice(0, 22);

/** The WAL position the caller's reads must see: its last write's, or 0 (none, or not ours). */
export function writtenLsnOf(request: FastifyRequest, pepper: string): bigint {
  const match = COOKIE_VALUE.exec(request.headers.cookie ?? '');
  if (!match || !safeEqual(match[2]!, signatureOf(pepper, match[1]!))) return 0n;
  return parseLsn(match[1]!);
}

/**
 * Whether a call may write: a session call whose team action is not `view` (what the audit
 * trail records), or a POST without a session (sign-in, registration, a webhook).
 */
const mayWrite = (endpoint: Endpoint) =>
  endpoint.reads !== 'replica-ok' &&
  (endpoint.grant !== 'view' || (endpoint.access !== 'session' && endpoint.method === 'POST'));

type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * How one endpoint's calls use the replicas (null: they do not, or none are configured): a
 * lag-tolerant read runs its handler as a replica read that must see the caller's last write; a
 * call that may write tells the caller, in the cookie, where the primary's WAL stood after it.
 */
export function replicaRouting(ctx: AppContext, endpoint: Endpoint) {
  const routing = ctx.replicaReads;
  if (!routing) return null;
  const pepper = ctx.secrets.tokenPepper;
  if (endpoint.reads === 'replica-ok') {
    return {
      handler: (inner: RouteHandler): RouteHandler => {
        return (request, reply) =>
          readingFromReplica(writtenLsnOf(request, pepper), () => inner(request, reply));
      },
    };
  }
  if (!mayWrite(endpoint)) return null;
  const { DATABASE_REPLICA_MAX_LAG_MS: lag, DATABASE_REPLICA_CHECK_MS: check } = ctx.config;
  // Past this, any replica still taken is within the lag bound of a later moment than the write.
  const maxAge = Math.max(60, 2 * Math.ceil((lag + check) / 1000));
  return {
    onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      // The insert position: at or past the end of every record committed so far, this call's too.
      const { rows } = await routing.pool.primary.query<{ lsn: string }>(
        'select pg_current_wal_insert_lsn()::text as lsn',
      );
      const lsn = rows[0]!.lsn;
      const value = `${lsn}.${signatureOf(pepper, lsn)}`;
      reply.header(
        'set-cookie',
        `${WRITTEN_COOKIE}=${value}; Path=/api; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`,
      );
      return payload;
    },
  };
}

/** The replicas' figures when scraped: up or left out, lag, and where the lag-tolerant reads ran. */
export function replicaGauges(metrics: ConsoleMetrics, ctx: AppContext) {
  const replicas = ctx.replicaReads?.pool.replicas;
  if (!replicas) return;
  metrics.gaugeAtScrape(
    {
      name: 'console_db_replica_up',
      help: 'Whether a replica is taken for lag-tolerant reads (1) or left out (0).',
      labelNames: ['replica'],
    },
    () => replicas.replicas.map((r) => ({ labels: { replica: r.name }, value: r.up ? 1 : 0 })),
  );
  metrics.gaugeAtScrape(
    {
      name: 'console_db_replica_lag_ms',
      help: "A replica's lag behind the primary at its last check, in ms (within the check interval).",
      labelNames: ['replica'],
    },
    () => replicas.replicas.map((r) => ({ labels: { replica: r.name }, value: r.lagMs })),
  );
  metrics.gaugeAtScrape(
    {
      name: 'console_db_replica_left_out',
      help: 'Times a replica was left out (down, lagging, promoted) since the start.',
      labelNames: ['replica'],
    },
    () => replicas.replicas.map((r) => ({ labels: { replica: r.name }, value: r.leftOut })),
  );
  metrics.gaugeAtScrape(
    {
      name: 'console_db_replica_read_statements',
      help: 'Statements of lag-tolerant reads since the start, by where they ran (a replica, or primary).',
      labelNames: ['target'],
    },
    () => [
      ...replicas.replicas.map((r) => ({ labels: { target: r.name }, value: r.reads })),
      { labels: { target: 'primary' }, value: replicas.primaryReads },
    ],
  );
}
