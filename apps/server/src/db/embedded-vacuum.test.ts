import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { rawRows } from './raw-rows';
import { vacuumEmbedded } from './embedded-vacuum';

// PGlite has no autovacuum (single-user mode): the housekeeping job does its work (decision 082).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const probeTable = async () =>
  (
    await rawRows<{ pages: number; visible: number }>(
      t.ctx.db,
      sql`select pg_relation_size('vacuum_probe') / current_setting('block_size')::int as pages,
        relallvisible as visible from pg_class where relname = 'vacuum_probe'`,
    )
  )[0]!;

describe('the embedded database vacuumed', () => {
  it.skipIf(onPostgres)(
    'reuses the space of updated rows, marks pages all-visible and, when asked, analyzes',
    async () => {
      await t.ctx.db.execute(sql`create table vacuum_probe (id int primary key, note text not null)`);
      await t.ctx.db.execute(
        sql`insert into vacuum_probe select g, repeat('x', 200) from generate_series(1, 2000) g`,
      );
      const everyRow = sql`update vacuum_probe set note = note || '.'`;
      await t.ctx.db.execute(everyRow);
      const before = await probeTable();
      await t.ctx.db.execute(everyRow);
      // Without a vacuum each update of every row writes new pages: nothing reclaims the old rows.
      expect((await probeTable()).pages).toBeGreaterThan(before.pages);

      const tables = await vacuumEmbedded(t.ctx.database);
      expect(tables).toBeGreaterThan(40);
      const vacuumed = await probeTable();
      expect(vacuumed.visible).toBeGreaterThan(0);
      await t.ctx.db.execute(everyRow);
      expect((await probeTable()).pages).toBe(vacuumed.pages);
      // The planner's statistics of its columns come with `analyze` (the nightly run) alone.
      expect(await columnStatistics()).toBe(0);
      await vacuumEmbedded(t.ctx.database, { analyze: true });
      expect(await columnStatistics()).toBe(2);
    },
  );

  it('leaves PostgreSQL to its own autovacuum', async () => {
    expect(await vacuumEmbedded(t.ctx.database)).toBe(onPostgres ? 0 : await tableCount());
  });
});

async function columnStatistics() {
  const [row] = await rawRows<{ n: number }>(
    t.ctx.db,
    sql`select count(*)::int as n from pg_stats where tablename = 'vacuum_probe'`,
  );
  return row!.n;
}

async function tableCount() {
  const [row] = await rawRows<{ n: number }>(
    t.ctx.db,
    sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  return row!.n;
}
