import type { Database } from './database';

/**
 * The tables of the embedded database, every schema of ours and pg-boss's (whose job rows churn
 * most), each as a quoted name.
 */
const USER_TABLES = `select format('%I.%I', schemaname, tablename) as name from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema') order by schemaname, tablename`;

/**
 * PGlite runs PostgreSQL in single-user mode, where no autovacuum runs: an updated or deleted row
 * stays behind until a VACUUM (each full update of a table doubled its file), no page is marked
 * all-visible (every index-only scan reads the table as well), and the planner's statistics are
 * those of the last ANALYZE. This does autovacuum's work: `VACUUM (ANALYZE)` of each table, one
 * statement a turn of the one connection, so that requests go between two tables; after the
 * first pass a table's vacuum reads only the pages written since. Nothing on PostgreSQL, whose
 * autovacuum does it. Answers the tables vacuumed.
 */
export async function vacuumEmbedded(database: Database, signal?: AbortSignal): Promise<number> {
  if (database.kind !== 'pglite' || !database.pglite) return 0;
  const pglite = database.pglite;
  const { rows } = await pglite.query<{ name: string }>(USER_TABLES);
  let done = 0;
  for (const { name } of rows) {
    if (signal?.aborted) break;
    // The simple protocol: VACUUM runs outside a transaction, and is never one of the prepared.
    await pglite.exec(`vacuum (analyze) ${name}`);
    done += 1;
  }
  return done;
}
