// The benchmarks' PostgreSQL: the local server of this workplace unless BENCH_DATABASE_URL says
// otherwise. Each run gets a database of its own, made anew.
import pg from 'pg';

export const PG_ADMIN = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** Whether the PostgreSQL server answers (the benchmarks then run on it too). */
export async function pgAvailable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** An empty database called `name` (dropped first if a previous run left it), as a URL. */
export async function freshPgDatabase(name: string, adminUrl = PG_ADMIN): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database `name` that a run made (its connections ended first). */
export async function dropPgDatabase(name: string, adminUrl = PG_ADMIN): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
