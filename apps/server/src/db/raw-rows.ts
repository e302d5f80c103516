import type { SQL } from 'drizzle-orm';
import type { Executor } from './database';

/** Rows of a raw query: both drivers answer `{ rows }` (the shared Db type does not say so). */
export async function rawRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
