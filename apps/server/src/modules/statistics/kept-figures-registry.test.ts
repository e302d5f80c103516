import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows';
import { seedDemo } from '../../demo/seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rebuildStatistics, verifyStatistics } from './verify';

// The list of kept tables (migration 0030, decision 078) drives the rebuild and the truncate
// triggers. Checked against the verify's own recount, which names each table from the TypeScript
// side: a table missing from the list stays wrong after a rebuild, and the verify says so.
let t: TestApp;
const zone = () => t.ctx.config.TIME_ZONE;
const KEPT = [
  ['statistics_daily', ['orders']],
  ['agent_distribution_daily', ['orders', 'order_commission_shares']],
  ['live_anchor_daily', ['live_credits']],
  ['order_status_daily', ['orders']],
  ['ledger_daily', ['ledger_entries']],
  ['order_source_monthly', ['orders']],
] as const;
const countOf = async (table: string) =>
  Number((await rawRows<{ n: number }>(t.ctx.db, sql.raw(`select count(*) as n from ${table}`)))[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db, t.ctx.storage, t.ctx.config.PUBLIC_URL, t.ctx.secrets.dataKey);
});
afterAll(() => t.close());

describe('the list of kept tables', () => {
  it('names each kept table once, with the tables it is counted from, in the order of the rebuild', async () => {
    const listed = await rawRows<{ kept_table: string; sources: string[] }>(
      t.ctx.db,
      sql`select kept_table, sources from kept_figures order by position`,
    );
    expect(listed.map((r) => [r.kept_table, r.sources])).toEqual(KEPT.map(([k, s]) => [k, [...s]]));
  });

  it('is what a rebuild counts again: a row taken from each kept table comes back', async () => {
    for (const [table] of KEPT) {
      expect(await countOf(table), table).toBeGreaterThan(0);
      await t.ctx.db.execute(
        sql.raw(`delete from ${table} where ctid = (select ctid from ${table} limit 1)`),
      );
    }
    const broken = await verifyStatistics(t.ctx.db, zone());
    // Each verifier's lines: the daily rows' key, then the other tables' names.
    const lines = [
      /^\d+\/\d+\//,
      /^distribution: /,
      /^live: /,
      /^status counts: /,
      /^ledger: /,
      /^source counts: /,
    ];
    for (const line of lines) {
      expect(
        broken.problems.some((p) => line.test(p)),
        String(line),
      ).toBe(true);
    }
    await rebuildStatistics(t.ctx.db, zone());
    expect((await verifyStatistics(t.ctx.db, zone())).problems).toEqual([]);
  });

  it('empties the tables kept from a truncated table, and only those', async () => {
    const ledgerRows = await countOf('ledger_daily');
    await t.ctx.db.execute(sql`truncate live_credits`);
    expect(await countOf('live_anchor_daily')).toBe(0);
    expect(await countOf('statistics_daily')).toBeGreaterThan(0);
    await t.ctx.db.execute(sql`truncate order_commission_shares`);
    expect(await countOf('agent_distribution_daily')).toBe(0);
    expect(await countOf('order_status_daily')).toBeGreaterThan(0);
    await t.ctx.db.execute(sql`truncate orders cascade`);
    for (const table of [
      'statistics_daily',
      'statistics_goods_daily',
      'order_status_daily',
      'order_source_monthly',
    ]) {
      expect(await countOf(table), table).toBe(0);
    }
    expect(await countOf('ledger_daily')).toBe(ledgerRows);
    expect((await verifyStatistics(t.ctx.db, zone())).problems).toEqual([]);
  });
});
