import { Code, type Endpoint } from '@console/contract';
import { type Query, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/database';
import type { AppContext } from '../../lib/context';
import { objectOf, summarize } from './summary';
import {
  type Actor,
  type AuditedCall,
  type AuditRecordValues,
  currentCall,
  type PendingRecord,
  withinCall,
} from './scope';
import { auditRecords } from './tables';

/**
 * Whether a call leaves a record: a signed-in member's POST whose team action is not `view` (a
 * write, an export, a reveal, or the caller's own write such as a new password). Public calls are
 * not (sign-in is in `login_attempts`), nor webhooks and links.
 */
export const isAudited = (endpoint: Endpoint) =>
  endpoint.access === 'session' && endpoint.method === 'POST' && endpoint.grant !== 'view';

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

function pendingRecord(endpoint: Endpoint, request: FastifyRequest, session: Actor): PendingRecord {
  return {
    merchantId: session.merchantId,
    staffId: session.staffId,
    actorName: clip(session.actorName, 60),
    endpoint: endpoint.name,
    route: endpoint.route ?? '',
    action: endpoint.grant,
    object: objectOf(endpoint.name, request.body),
    summary: summarize(request.body),
    ip: clip(request.ip, 64),
    userAgent: clip(String(request.headers['user-agent'] ?? ''), 300),
  };
}

/** The one insert of a record (the recorder's and the demo's). */
export async function insertAuditRecord(db: Executor, values: AuditRecordValues | AuditRecordValues[]) {
  const rows = Array.isArray(values) ? values : [values];
  if (rows.length) await db.insert(auditRecords).values(rows);
}

/**
 * The `ok` record's insert inside the transaction `tx`, only if it has written something: a
 * transaction that only read (a check before the write) leaves the record to the next one. One
 * statement: the condition is the transaction's id, which Postgres assigns at its first write.
 * Built once, with placeholders, and run as a named prepared statement: PostgreSQL parses and
 * plans it once per connection, not on every audited write (PGlite ignores the name).
 */
const OK_RECORD = new PgDialect().sqlToQuery(
  sql`insert into ${auditRecords} (merchant_id, staff_id, actor_name, endpoint, route, action, object,
        summary, outcome, code, ip, user_agent)
      select ${sql.placeholder('merchantId')}::int, ${sql.placeholder('staffId')}::int,
        ${sql.placeholder('actorName')}, ${sql.placeholder('endpoint')}, ${sql.placeholder('route')},
        ${sql.placeholder('action')}, ${sql.placeholder('object')}, ${sql.placeholder('summary')}, 'ok', 1,
        ${sql.placeholder('ip')}, ${sql.placeholder('userAgent')}
      where pg_current_xact_id_if_assigned() is not null
      returning id`,
);
const OK_RECORD_NAME = 'audit_ok_record';

/**
 * What drizzle's sessions (node-postgres and PGlite alike) offer for a prepared raw query: drizzle
 * prepares only its query builders in public, and an INSERT … SELECT of some columns is none.
 */
interface PreparingSession {
  prepareQuery(
    query: Query,
    fields: undefined,
    name: string,
    arrayMode: boolean,
  ): { execute(values: Record<string, unknown>): Promise<unknown> };
}

async function insertIfWritten(tx: Executor, r: PendingRecord): Promise<boolean> {
  const { session } = tx as unknown as { session: PreparingSession };
  const result = await session.prepareQuery(OK_RECORD, undefined, OK_RECORD_NAME, false).execute({ ...r });
  return (result as { rows: unknown[] }).rows.length > 0;
}

const WRAPPED = Symbol('audit: transactions carry the record');

/**
 * Makes every root transaction opened during an audited call carry the call's `ok` record: the
 * first one that writes inserts it just before it commits, so the write and its record commit or
 * roll back together (a rolled-back transaction leaves the record pending for the next one or for
 * the failure's record). Outside an audited call a transaction is untouched. Done once, on the
 * database the app's context hands out.
 */
export function recordInTransactions(db: Db): Db {
  const marked = db as Db & { [WRAPPED]?: true };
  if (marked[WRAPPED]) return db;
  const original = db.transaction.bind(db);
  const transaction: Db['transaction'] = (work, config) => {
    const call = currentCall();
    if (!call || call.written || call.claimed) return original(work, config);
    return original(async (tx) => {
      const result = await work(tx);
      if (!call.written && !call.claimed && (await insertIfWritten(tx, call.record))) call.claimed = true;
      return result;
    }, config).then(
      (result) => {
        if (call.claimed) call.written = true;
        return result;
      },
      (error: unknown) => {
        call.claimed = false;
        throw error;
      },
    );
  };
  Object.assign(marked, { transaction, [WRAPPED]: true });
  return db;
}

const calls = new WeakMap<FastifyRequest, AuditedCall>();
const succeeded = new WeakSet<FastifyRequest>();
/** Calls whose handler wrote in no transaction (their record went apart): the sweep asserts none. */
const apart = new WeakMap<AppContext, Set<string>>();
export const recordedApart = (ctx: AppContext): ReadonlySet<string> => apart.get(ctx) ?? new Set();

/** Apps whose recording is switched off: the benchmark's baseline only (bench/audit.ts). */
const switchedOff = new WeakSet<AppContext>();
export const setRecording = (ctx: AppContext, on: boolean) =>
  on ? switchedOff.delete(ctx) : switchedOff.add(ctx);

type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The code of an answer the envelope carries (only read for a call that did not succeed). */
function codeOf(payload: unknown): number {
  // The endpoints' answers arrive as bytes (answer-serializer.ts), a few of Fastify's as text.
  const text = Buffer.isBuffer(payload) ? payload.toString() : payload;
  if (typeof text !== 'string') return Code.internal;
  try {
    const code = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === 'number' ? code : Code.internal;
  } catch {
    return Code.internal;
  }
}

/**
 * The recording of one endpoint's calls (null: not audited): the handler runs inside the call's
 * scope and, if it succeeded without a writing transaction, the record is inserted on its own;
 * a refused or failed call (the guard's 1003 included, before any handler) is recorded as its
 * answer is sent, in its own statement.
 */
export function auditRecording(ctx: AppContext, endpoint: Endpoint) {
  if (!isAudited(endpoint)) return null;
  return {
    handler: (inner: RouteHandler): RouteHandler => {
      return async (request, reply) => {
        const session = request.session;
        if (!session || switchedOff.has(ctx)) return inner(request, reply);
        const call: AuditedCall = {
          record: pendingRecord(endpoint, request, session),
          written: false,
          claimed: false,
          outside: false,
        };
        calls.set(request, call);
        const answer = await withinCall(call, () => inner(request, reply));
        succeeded.add(request);
        if (!call.written) {
          await insertAuditRecord(ctx.db, { ...call.record, outcome: 'ok', code: Code.ok });
          call.written = true;
          call.outside = true;
          const set = apart.get(ctx) ?? new Set<string>();
          set.add(endpoint.name);
          apart.set(ctx, set);
        }
        return answer;
      };
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      // A call whose handler returned has its record already: its answer is not even read.
      if (succeeded.has(request) || !request.session || switchedOff.has(ctx)) return payload;
      const session = request.session;
      const call = calls.get(request);
      const code = codeOf(payload);
      if (code === Code.ok) return payload;
      const record = call?.record ?? pendingRecord(endpoint, request, session);
      try {
        await insertAuditRecord(ctx.db, {
          ...record,
          outcome: code === Code.forbidden ? 'refused' : 'failed',
          code,
        });
      } catch (error) {
        request.log.error(
          { err: error, endpoint: endpoint.name },
          'audit: the failure could not be recorded',
        );
      }
      return payload;
    },
  };
}
