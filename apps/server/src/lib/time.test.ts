import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../db/raw-rows';
import { createTestApp, type TestApp } from '../test/test-app';
import { isoTime, isoTimeOrNull, localTimeOrNull } from './time';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// An instant between 2000 and 2100, with microseconds as PostgreSQL keeps them.
const micros = fc.bigInt({ min: 946_684_800_000_000n, max: 4_102_444_800_000_000n });

describe('isoTime', () => {
  it('answers what a Date would for the database’s own text of a time', async () => {
    // Whole seconds and short fractions come without trailing zeros (`…:56+00`, `…:56.5+00`).
    const values = [1_777_610_096_000_000n, 1_777_610_096_500_000n, 1_777_610_096_120_000n];
    values.push(...fc.sample(micros, 300));
    const rows = await rawRows<{ raw: string }>(
      t.ctx.db,
      sql`select to_timestamp(v::numeric / 1000000) as raw
          from unnest(${`{${values.join(',')}}`}::bigint[]) v`,
    );
    expect(rows).toHaveLength(values.length);
    for (const { raw } of rows) expect(isoTime(raw)).toBe(new Date(raw).toISOString());
    expect(rows.slice(0, 3).map((r) => r.raw.slice(19))).toEqual(['+00', '.5+00', '.12+00']);
  });

  it('reads every fraction length and any other form through a Date', () => {
    fc.assert(
      fc.property(micros, fc.integer({ min: 0, max: 6 }), (value, digits) => {
        const ms = Number(value / 1000n);
        const text = new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
        const fraction = String(value % 1_000_000n)
          .padStart(6, '0')
          .slice(0, digits);
        const raw = `${text}${digits ? `.${fraction}` : ''}+00`;
        expect(isoTime(raw)).toBe(new Date(raw).toISOString());
      }),
    );
    expect(isoTime('2026-05-01 12:34:56.1+08')).toBe('2026-05-01T04:34:56.100Z');
    expect(isoTime(new Date(Date.UTC(2026, 4, 1)))).toBe('2026-05-01T00:00:00.000Z');
    expect(isoTimeOrNull(null)).toBeNull();
  });
});

describe('localTimeOrNull', () => {
  it('words a Date and the database’s text of the same instant alike, in the zone asked for', () => {
    const raw = '2026-05-01 20:34:56.123456+00';
    expect(localTimeOrNull(raw, 'Asia/Shanghai')).toBe('2026-05-02 04:34:56');
    expect(localTimeOrNull(new Date(raw), 'Asia/Shanghai')).toBe('2026-05-02 04:34:56');
    expect(localTimeOrNull(raw, 'America/Sao_Paulo')).toBe('2026-05-01 17:34:56');
    expect(localTimeOrNull(null, 'Asia/Shanghai')).toBeNull();
  });
});
