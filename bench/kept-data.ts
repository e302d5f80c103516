// What the benchmarks over a large kept data set share (orders-list.ts, distribution.ts): the
// server's settings for an in-process run, the data kept between runs (a PGlite folder, a
// PostgreSQL database) and the app over them, and the median timing of a call beside its SQL.
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';
import { DEMO_PASSWORD } from '../apps/server/src/demo/cast';
import { bulkMerchantMobile, seedBulkOrders } from './bulk-orders';
import { PG_ADMIN, pgAvailable } from './postgres';

export type BenchDatabase = 'PGlite' | 'PostgreSQL';

/** The databases a benchmark runs on: ONLY=PGlite|PostgreSQL, else both; PostgreSQL when it answers. */
export async function benchDatabases(): Promise<BenchDatabase[]> {
  const asked: BenchDatabase[] = process.env.ONLY
    ? [process.env.ONLY as BenchDatabase]
    : ['PGlite', 'PostgreSQL'];
  if (!asked.includes('PostgreSQL') || (await pgAvailable())) return asked;
  console.log('PostgreSQL does not answer: skipped');
  return asked.filter((kind) => kind !== 'PostgreSQL');
}

/** An in-process server without background jobs or rate limits, seeding the demo data. */
export const inProcessEnv = (dataDir: string, databaseUrl?: string): Record<string, string> => ({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'true',
  JOBS_WORKER: 'false',
  RATE_LIMIT_MAX: '100000000',
  LOGIN_RATE_LIMIT_MAX: '100000000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  // A benchmark's comparison of decision 096 (the replay's pool follows it too: statement-replay.ts).
  ...(process.env.DATABASE_PREPARED_STATEMENTS
    ? { DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS }
    : {}),
});

/** The PostgreSQL database `name`, kept between runs (made anew when `fresh`), as a URL. */
async function keptPgDatabase(name: string, fresh: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  if (fresh) await admin.query(`drop database if exists ${name} with (force)`);
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The settings of a run on `kind` over data kept between runs: PGlite in `dir`, PostgreSQL in the
 * database `database` (its secrets in `<dir>-pg`). `fresh` starts the kept data over.
 */
export async function keptEnv(
  kind: BenchDatabase,
  kept: { dir: string; database: string; fresh: boolean },
): Promise<Record<string, string>> {
  if (kind === 'PGlite') {
    if (kept.fresh) fs.rmSync(kept.dir, { recursive: true, force: true });
    fs.mkdirSync(kept.dir, { recursive: true });
    return inProcessEnv(kept.dir);
  }
  // The data directory keeps only the secrets the kept database was sealed with.
  fs.mkdirSync(`${kept.dir}-pg`, { recursive: true });
  return inProcessEnv(`${kept.dir}-pg`, await keptPgDatabase(kept.database, kept.fresh));
}

/** The value at `share` (0.5: the median) of the sorted samples. */
export const percentile = (xs: number[], share: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * share))]!;
const median = (xs: number[]) => percentile(xs, 0.5);
/** The machine's load average (1, 5, 15 minutes), for a run's report. */
export const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
export const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

/** The median time of `samples` calls of `fn`, after `warm` calls (plans, caches, JIT). */
export async function timeIt(fn: () => Promise<unknown>, samples: number, warm = 5): Promise<number> {
  for (let i = 0; i < warm; i += 1) await fn();
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

/**
 * The median times of `server` and `sql` measured in turns, one call of each after the other,
 * after `warm` calls of each: a machine whose load moves during the run weighs on both alike, so
 * their ratio holds where two runs one after the other would each catch a different moment.
 */
export async function timeSideBySide(
  server: () => Promise<unknown>,
  sql: () => Promise<unknown>,
  samples: number,
  warm = 50,
): Promise<{ server: number; sql: number; ratio: number }> {
  for (let i = 0; i < warm; i += 1) {
    await server();
    await sql();
  }
  const times = { server: [] as number[], sql: [] as number[] };
  for (let i = 0; i < samples; i += 1) {
    for (const [name, fn] of [
      ['server', server],
      ['sql', sql],
    ] as const) {
      const t0 = performance.now();
      await fn();
      times[name].push(performance.now() - t0);
    }
  }
  const result = { server: median(times.server), sql: median(times.sql) };
  return { ...result, ratio: +(result.server / result.sql).toFixed(2) };
}

/**
 * An in-process app over the kept data `env` points at, its bulk orders topped up to `orders` over
 * `merchants` benchmark merchants (made once, then kept); progress lines are prefixed by `label`.
 */
export async function openBulkOrders(
  env: Record<string, string>,
  bulk: { orders: number; merchants: number },
  label: string,
) {
  const config = loadConfig(env);
  const started = Date.now();
  const app = await buildApp({ config });
  const seeded = await seedBulkOrders(app.ctx.database, {
    ...bulk,
    dataKey: app.ctx.secrets.dataKey,
    timeZone: config.TIME_ZONE,
    log: (line) => console.log(`  [${label}] ${line}`),
  });
  if (seeded.made) {
    console.log(
      `  [${label}] seeded ${seeded.made} orders in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  return { app, config, seeded, started };
}

/** A session token of a benchmark merchant (the first by default), signed in through the API. */
export async function signIn(app: Awaited<ReturnType<typeof buildApp>>, account = bulkMerchantMobile(0)) {
  const r = await app.inject({
    method: 'POST',
    url: '/api/login/dologin',
    payload: { account, password: DEMO_PASSWORD },
  });
  const token = r.json<{ data?: { token: string } }>().data?.token;
  if (!token) throw new Error(`sign-in of ${account}: ${r.body}`);
  return token;
}
