import type { PGlite } from '@electric-sql/pglite';
import { isDatabaseBusy } from '../db/connection-gate';

/** What pg-boss needs from a database when it does not open its own pool (its `db` option). */
export interface BossExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] } | undefined>;
  /** Waits for the statements under way, then refuses new ones (answers nothing, as pg-boss does). */
  close(): Promise<void>;
}

/**
 * pg-boss over the embedded PGlite. PGlite has one connection and serialises every call behind
 * a running transaction, so pg-boss's statements wait their turn like any other query.
 *
 * - With parameters: one statement through `query` (the extended protocol).
 * - Without: `exec` (the simple protocol), because pg-boss sends its schema creation and its
 *   maintenance as several statements wrapped in `BEGIN; … COMMIT;`. If one of them fails, the
 *   one connection would stay inside an aborted transaction and every later query of the app
 *   would fail: roll it back here.
 * - After `close()` it answers `undefined`, as pg-boss's own pool wrapper does once closed: a
 *   worker finishing its last poll during shutdown then does nothing instead of failing.
 */
export function pgliteExecutor(pglite: PGlite): BossExecutor {
  let open = true;
  const running = new Set<Promise<unknown>>();

  async function run(text: string, values?: unknown[]) {
    if (values !== undefined) return pglite.query(text, values);
    try {
      const results = await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    } catch (error) {
      // Refused before it started (a request's wait budget ran out): the open transaction, if
      // any, is another caller's.
      if (isDatabaseBusy(error)) throw error;
      if (pglite.isInTransaction()) await pglite.exec('ROLLBACK');
      throw error;
    }
  }

  return {
    async executeSql(text, values) {
      if (!open || pglite.closed) return undefined;
      const call = run(text, values);
      running.add(call);
      try {
        return await call;
      } finally {
        running.delete(call);
      }
    },
    async close() {
      open = false;
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
