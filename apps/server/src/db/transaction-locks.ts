import { sql } from 'drizzle-orm';
import type { Database, Executor } from './database';

/**
 * Takes transaction-scoped locks on `names`, in the order given and in one statement (callers
 * that take two always name them in the same order, so two transactions never wait crosswise).
 * What a lock guards must be read by a later statement: a statement sees what was committed when
 * it began, so the one that waited would miss what the holder committed meanwhile.
 *
 * On the embedded database nothing is sent: its one connection is held by a transaction from its
 * first statement to its last (db/connection-gate.ts), so no other transaction can run between
 * them, and the statement would only cost a turn of the WebAssembly engine on the server's
 * thread (the storefront's application is the hot path that pays it).
 */
export async function lockNames(
  database: Pick<Database, 'kind'>,
  tx: Executor,
  ...names: [string, ...string[]]
): Promise<void> {
  if (database.kind === 'pglite') return;
  const locks = names.map((name) => sql`pg_advisory_xact_lock(hashtext(${name}))`);
  await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
}
