import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, pingDatabase } from './database';
import { rawRows } from './raw-rows';

const adminUrl = process.env.TEST_DATABASE_URL;

// Only on PostgreSQL: the embedded database has no connection to lose.
describe.runIf(Boolean(adminUrl))('the PostgreSQL pool when a connection drops', () => {
  it('fails the transaction whose connection was cut, keeps the process alive and serves the next query', async () => {
    const database = await openDatabase({ kind: 'postgres', url: adminUrl!, poolSize: 2 });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const marker = `tx-cut-${process.pid}-${Date.now()}`;
      const tx = database.db.transaction(async (t) => {
        await t.execute(sql`select set_config('application_name', ${marker}, true)`);
        await t.execute(sql`select pg_sleep(30)`);
      });
      tx.catch(() => undefined); // asserted below
      let pid: number | undefined;
      for (let i = 0; i < 100 && pid === undefined; i++) {
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where application_name = $1 and state = 'active'`,
          [marker],
        );
        pid = rows[0]?.pid;
        if (pid === undefined) await new Promise((r) => setTimeout(r, 50));
      }
      expect(pid).toBeDefined();
      // What a restart or a failover does to the connection of a transaction under way. Without
      // a listener on the checked-out client, pg's 'error' event would end the test process.
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await expect(tx).rejects.toThrow();
      expect(await pingDatabase(database.db)).toBe(true);
      await database.db.transaction(async (t) => {
        expect(await rawRows(t, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      });
    } finally {
      await admin.end();
      await database.close();
    }
  });
});

describe.runIf(Boolean(adminUrl))('the planner settings of a PostgreSQL pool (decision 087)', () => {
  const workersOf = async (options: Parameters<typeof openDatabase>[0]) => {
    const database = await openDatabase(options);
    try {
      const [row] = await rawRows<{ workers: string }>(
        database.db,
        sql`select current_setting('max_parallel_workers_per_gather') as workers`,
      );
      return row!.workers;
    } finally {
      await database.close();
    }
  };
  // The cluster's own value, read on a connection of its own (not one of ours).
  const clusterValue = async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      return (
        await admin.query<{ w: string }>("select current_setting('max_parallel_workers_per_gather') as w")
      ).rows[0]!.w;
    } finally {
      await admin.end();
    }
  };

  it('plans without parallel workers by default, keeps the database’s plans when asked, and lets the URL’s options win', async () => {
    expect(await workersOf({ kind: 'postgres', url: adminUrl!, poolSize: 1 })).toBe('0');
    const own = await clusterValue();
    expect(own).not.toBe('0'); // else the default above proves nothing
    expect(await workersOf({ kind: 'postgres', url: adminUrl!, poolSize: 1, parallelPlans: true })).toBe(own);
    const url = new URL(adminUrl!);
    url.searchParams.set('options', '-c max_parallel_workers_per_gather=1');
    expect(await workersOf({ kind: 'postgres', url: url.toString(), poolSize: 1 })).toBe('1');
  });
});
