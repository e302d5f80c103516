import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Envelope } from '@console/contract';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { EVENTS_CHANNEL } from '../db/event-bus';
import { sql } from 'drizzle-orm';
import { loadServerConfig as loadConfig } from '../server-config';
import type { AppContext } from '../lib/context';
import type { Logger } from 'pino';
import type { JobQueueOptions } from '../jobs/queue';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  /** POST a JSON payload to /api<path> and parse the envelope. */
  post<T = unknown>(
    apiPath: string,
    body?: unknown,
    options?: { token?: string; lang?: string; ip?: string; headers?: Record<string, string> },
  ): Promise<Envelope<T> & { status: number }>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
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
  return {
    app,
    ctx: app.ctx,
    dataDir,
    inject: async (o) => {
      await caughtUp();
      return app.inject(o);
    },
    async post<T>(
      apiPath: string,
      body?: unknown,
      o: { token?: string; lang?: string; ip?: string; headers?: Record<string, string> } = {},
    ) {
      await caughtUp();
      const res = await app.inject({
        method: 'POST',
        url: `/api${apiPath}`,
        payload: body as InjectOptions['payload'],
        remoteAddress: o.ip ?? '127.0.0.1',
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(o.token ? { token: o.token } : {}),
          'accept-language': o.lang ?? 'zh-CN',
          ...o.headers,
        },
      });
      return { ...res.json<Envelope<T>>(), status: res.statusCode };
    },
    async close() {
      await app.close();
      if (!options.shareDatabaseOf) await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
