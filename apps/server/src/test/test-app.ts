import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Endpoint, Envelope, PayloadIn, ResultOf } from '@console/contract';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { EVENTS_CHANNEL } from '../db/event-bus';
import { sql } from 'drizzle-orm';
import { loadServerConfig as loadConfig } from '../server-config';
import type { AppContext } from '../lib/context';
import type { Logger } from 'pino';
import type { JobQueueOptions } from '../jobs/queue';

/** Who calls, in which language, from where (the per-address limits), with which extra headers. */
export interface CallOptions {
  token?: string;
  lang?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** An endpoint the tests call through `call`: one that answers the envelope (not a file). */
export type TestEndpoint = Endpoint & { readonly file: false };

/**
 * A call's arguments: its payload (none for a call that takes none, optional when every field is),
 * then the options.
 */
export type TestCallArgs<E extends Endpoint> =
  PayloadIn<E> extends undefined
    ? [payload?: undefined, options?: CallOptions]
    : object extends PayloadIn<E>
      ? [payload?: PayloadIn<E>, options?: CallOptions]
      : [payload: PayloadIn<E>, options?: CallOptions];

/** The envelope of a call of the table, `data` typed by its result schema, and the HTTP status. */
export type CallAnswer<E extends Endpoint> = Envelope<ResultOf<E>> & { status: number };
/** An answer whose `data` the table does not type: a refusal that carries data (a sign-in's challenge). */
export type CallAnswerWith<T> = Envelope<T> & { status: number };

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  /**
   * Makes a call of the contract's endpoint table (`ENDPOINTS` or a domain's table), as the web's
   * `call(endpoint, payload)` does: the payload typed by its request schema, `data` by its result
   * schema, so a contract change breaks the tests at compile time. JSON and query calls only: files,
   * multipart and urlencoded forms, signed webhooks and pushes, a stream go through `inject` (or
   * the sweep's `send`).
   */
  call<E extends TestEndpoint>(endpoint: E, ...args: TestCallArgs<E>): Promise<CallAnswer<E>>;
  /**
   * POST any body to /api<path> and parse the envelope, untyped ON PURPOSE: for the calls that
   * deliberately send what the contract refuses (hostile payloads, missing or unknown fields, wrong
   * types) or a path with no endpoint. Every other call goes through `call`.
   */
  post(
    apiPath: string,
    body?: unknown,
    options?: CallOptions,
  ): Promise<Envelope<unknown> & { status: number }>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The session token of a sign-in's `data`: the contract's answer is a union (an account of another
 * platform gets `is_jd: true` and no token), and a test that signs in expects the token.
 */
export function sessionToken(data: object | null): string {
  if (data && 'token' in data && typeof data.token === 'string') return data.token;
  throw new Error(`the sign-in answered no token: ${JSON.stringify(data)}`);
}

async function freshDatabase(pgliteDir?: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgTemplate = inject('pgTemplate');
  if (adminUrl && pgTemplate) {
    const name = `console_t_${inject('runId')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    return {
      database,
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const tar = await fs.readFile(inject('pgliteTemplate'));
  const database = await openDatabase({
    kind: 'pglite',
    loadDataDir: new Blob([tar]),
    ...(pgliteDir ? { dataDir: pgliteDir } : {}),
  });
  return { database, drop: async () => {} };
}

/**
 * Resolves once this process has heard every announcement committed before the call (migration
 * 0014's triggers: a permission changed, a session revoked). PGlite delivers them before the
 * committing statement returns; PostgreSQL through the listening connection, milliseconds later,
 * so a test that changes a role's permissions straight in the database and then calls the API could
 * still be answered from the session cache (as a real user could for those milliseconds). A marker
 * sent after the change arrives after it (PostgreSQL delivers notifications in commit order).
 */
function announcementsHeard(ctx: AppContext): () => Promise<void> {
  if (ctx.database.kind !== 'postgres') return async () => {};
  const waiting = new Map<string, () => void>();
  ctx.events.subscribe((event) => {
    const mark = event as unknown as { t: string; k?: string };
    if (mark.t === 'test-mark' && mark.k) waiting.get(mark.k)?.();
  });
  return async () => {
    if (!ctx.events.connected) return;
    const k = randomBytes(6).toString('hex');
    const heard = new Promise<void>((resolve) => waiting.set(k, resolve));
    await ctx.database.db.execute(
      sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ t: 'test-mark', k })})`,
    );
    // A bus a test has cut hears nothing: after 2 s the call goes ahead (as a user's would).
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([heard, new Promise((r) => (timer = setTimeout(r, 2000)))]);
    clearTimeout(timer);
    waiting.delete(k);
  };
}

/** A real app over a fresh database and a fresh DATA_DIR, driven through app.inject. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logger?: Logger;
    /** The worker runs (exports complete); pg-boss's clock and maintenance do not, by default. */
    jobs?: Partial<JobQueueOptions>;
    /** Called before `ready()`: a test may register a route of its own (e.g. with a real hook). */
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
    /** A second process over the same database (closed by its first app, which closes last). */
    shareDatabaseOf?: TestApp;
    /** PGlite in DATA_DIR/pglite, as the server keeps it, instead of in memory (backups copy it). */
    onDisk?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://console.test',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const { database, drop } = options.shareDatabaseOf
    ? { database: options.shareDatabaseOf.ctx.database, drop: async () => {} }
    : await freshDatabase(options.onDisk ? path.join(dataDir, 'pglite') : undefined);
  const app = await buildApp({
    config,
    database,
    ...(options.logger ? { logger: options.logger } : {}),
    checkResults: true,
    jobs: { worker: true, schedule: false, pollingIntervalSeconds: 1, stopTimeoutMs: 2000, ...options.jobs },
  });
  await options.beforeReady?.(app);
  await app.ready();
  const caughtUp = announcementsHeard(app.ctx);
  /** One request under /api: a JSON body (none when `body` is undefined) or a query string. */
  const send = async (method: 'POST' | 'GET', apiPath: string, body: unknown, o: CallOptions = {}) => {
    await caughtUp();
    const query =
      method === 'GET' && body !== undefined
        ? new URLSearchParams(
            Object.entries(body as Record<string, unknown>)
              .filter(([, v]) => v !== undefined && v !== null)
              .map(([k, v]): [string, string] => [k, String(v)]),
          ).toString()
        : '';
    const res = await app.inject({
      method,
      url: `/api${apiPath}${query ? `?${query}` : ''}`,
      ...(method === 'POST' ? { payload: body as InjectOptions['payload'] } : {}),
      remoteAddress: o.ip ?? '127.0.0.1',
      headers: {
        ...(method === 'POST' && body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(o.token ? { token: o.token } : {}),
        'accept-language': o.lang ?? 'zh-CN',
        ...o.headers,
      },
    });
    return { ...res.json<Envelope<unknown>>(), status: res.statusCode };
  };
  return {
    app,
    ctx: app.ctx,
    dataDir,
    inject: async (o) => {
      await caughtUp();
      return app.inject(o);
    },
    async call<E extends TestEndpoint>(endpoint: E, ...[payload, o]: TestCallArgs<E>) {
      if (
        (endpoint.body !== 'json' && endpoint.body !== 'query') ||
        endpoint.access === 'signature' ||
        endpoint.access === 'platform' ||
        endpoint.answer !== 'envelope' ||
        endpoint.path.includes('/:')
      )
        throw new Error(
          `${endpoint.name}: a multipart, form, signed, streamed or path-parameter call goes through inject`,
        );
      // As the web's `call` does: a POST always carries a JSON body, `{}` for a call that takes none.
      const body = payload ?? (endpoint.method === 'POST' ? {} : undefined);
      return (await send(endpoint.method, endpoint.path, body, o)) as CallAnswer<E>;
    },
    post: (apiPath, body, o) => send('POST', apiPath, body, o),
    async close() {
      await app.close();
      if (!options.shareDatabaseOf) await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
