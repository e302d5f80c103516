import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ENDPOINTS, type LedgerListPayload } from '@console/contract';
import { rawRows } from '../../db/raw-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { moveMoneyInBulk, settleCommission } from './ledger';
import { verifyLedgerDaily } from './ledger-daily-verify';
import { rebuildStatistics } from '../statistics/verify';

// The amount records' total comes from the counts kept by day and type (decision 073): it must be
// the number of rows the same call lists, page after page, for every filter, and the kept counts
// the entries counted again, after every kind of write and after a rebuild in another zone.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const zone = () => t.ctx.config.TIME_ZONE;
const dayIn = (timeZone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

/** Every row the list shows under `filter`, walked page by page, beside the total it answers. */
async function listed(token: string, filter: Partial<LedgerListPayload>) {
  const first = await t.call(ENDPOINTS.ledgerList, { ...filter, page: 1, page_size: 100 }, { token });
  const rows = [...first.data.list];
  for (let page = 2; rows.length < first.data.total && page < 20; page += 1) {
    rows.push(
      ...(await t.call(ENDPOINTS.ledgerList, { ...filter, page, page_size: 100 }, { token })).data.list,
    );
  }
  return { total: first.data.total, rows };
}

describe('the amount records total, kept by day and type', () => {
  it('is the number of rows listed, for every filter, over entries of many days and types', async () => {
    const m = await makeMerchant(t.ctx);
    const other = await makeMerchant(t.ctx);
    const now = Date.now();
    // 150 moves over 30 days (in and out, three types), and another merchant's that must not count.
    const moves = Array.from({ length: 150 }, (_, i) => ({
      type: (['commission', 'adjustment', 'subsidy'] as const)[i % 3]!,
      amountCents: 100 + i,
      reference: `R${i}`,
      at: new Date(now - (i % 30) * DAY_MS - 3_600_000),
    }));
    await t.ctx.db.transaction((tx) => moveMoneyInBulk(tx, m.id, moves));
    await t.ctx.db.transaction((tx) => moveMoneyInBulk(tx, other.id, moves.slice(0, 40)));
    // One by one too, as a settlement writes: the trigger's other path (one row per statement).
    await settleCommission(t.ctx, { merchantId: m.id, orderRef: 'DD9001', amount: '1.00' });
    await settleCommission(t.ctx, { merchantId: m.id, orderRef: 'DD9001', amount: '1.00' }); // once

    const token = await signIn(t.ctx, m.id);
    const today = dayIn(zone(), new Date(now));
    const tenDaysAgo = dayIn(zone(), new Date(now - 10 * DAY_MS));
    const filters: Partial<LedgerListPayload>[] = [
      {},
      { type: 'commission' },
      { type: 'withdrawal' },
      { start_date: tenDaysAgo, end_date: today },
      { start_date: tenDaysAgo },
      { end_date: tenDaysAgo },
      { type: 'adjustment', start_date: tenDaysAgo, end_date: today },
    ];
    const all = await listed(token, {});
    expect(all.total).toBe(151);
    for (const filter of filters) {
      const { total, rows } = await listed(token, filter);
      expect(rows, JSON.stringify(filter)).toHaveLength(total);
      // The rows themselves are filtered by the entries' own columns: a second path to the count.
      const expected = all.rows.filter(
        (r) =>
          (!filter.type || r.type === filter.type) &&
          (!filter.start_date || dayIn(zone(), new Date(r.create_time)) >= filter.start_date) &&
          (!filter.end_date || dayIn(zone(), new Date(r.create_time)) <= filter.end_date),
      );
      expect(total, JSON.stringify(filter)).toBe(expected.length);
    }
    expect(await verifyLedgerDaily(t.ctx.db, zone())).toEqual([]);
  });

  it('is checked from the entries: a kept count set wrong is named by the verify', async () => {
    const m = await makeMerchant(t.ctx);
    await settleCommission(t.ctx, { merchantId: m.id, orderRef: 'DD9101', amount: '2.00' });
    await t.ctx.db.execute(
      sql`update ledger_daily set entries = entries + 2 where merchant_id = ${m.id} and type = 'commission'`,
    );
    const problems = await verifyLedgerDaily(t.ctx.db, zone());
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`merchant ${m.id} .* commission: entries kept 3, counted 1`)),
    ]);
    await rebuildStatistics(t.ctx.db, zone());
    expect(await verifyLedgerDaily(t.ctx.db, zone())).toEqual([]);
  });

  it('counts days anew in another zone when the statistics are rebuilt there', async () => {
    const m = await makeMerchant(t.ctx);
    // 01:30 on the 11th in Shanghai (UTC+8) is the 10th's afternoon in São Paulo (UTC-3).
    const late = new Date('2026-03-10T17:30:00Z');
    await t.ctx.db.transaction((tx) =>
      moveMoneyInBulk(tx, m.id, [{ type: 'adjustment', amountCents: 500, reference: 'LATE', at: late }]),
    );
    const day = () =>
      rawRows<{ day: string }>(
        t.ctx.db,
        sql`select day::text as day from ledger_daily where merchant_id = ${m.id}`,
      );
    expect(await day()).toEqual([{ day: dayIn(zone(), late) }]);
    try {
      await rebuildStatistics(t.ctx.db, 'America/Sao_Paulo');
      expect(await day()).toEqual([{ day: dayIn('America/Sao_Paulo', late) }]);
      expect(await verifyLedgerDaily(t.ctx.db, 'America/Sao_Paulo')).toEqual([]);
    } finally {
      await rebuildStatistics(t.ctx.db, zone());
    }
  });
});
