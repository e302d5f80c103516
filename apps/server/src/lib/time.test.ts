import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../db/raw-rows';
import { createTestApp, type TestApp } from '../test/test-app';
import { formatDateTime, fromLocalTime, isoTime, isoTimeOrNull, localTimeOrNull } from './time';

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

  it('reads the database’s text of any instant and fraction length as V8’s own parser does', () => {
    const zones = ['Asia/Shanghai', 'America/Sao_Paulo', 'Australia/Lord_Howe', 'UTC'];
    fc.assert(
      fc.property(
        micros,
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(...zones),
        (value, digits, zone) => {
          const text = new Date(Number(value / 1000n)).toISOString().replace('T', ' ').slice(0, 19);
          const fraction = String(value % 1_000_000n)
            .padStart(6, '0')
            .slice(0, digits);
          const raw = `${text}${digits ? `.${fraction}` : ''}+00`;
          expect(localTimeOrNull(raw, zone)).toBe(formatDateTime(new Date(raw), zone));
        },
      ),
      { numRuns: 2_000 },
    );
    // Another offset than the database's UTC, and a time before 1970, go through a Date.
    expect(localTimeOrNull('2026-05-01 12:34:56.1+08', 'UTC')).toBe('2026-05-01 04:34:56');
    expect(localTimeOrNull('1969-12-31 23:59:59.999+00', 'UTC')).toBe('1969-12-31 23:59:59');
  });
});

describe('formatDateTime', () => {
  // What it answered before its days of kept offsets: Intl's own parts, for every instant.
  const formats = new Map<string, Intl.DateTimeFormat>();
  const byIntl = (ms: number, timeZone: string) => {
    if (!formats.has(timeZone)) {
      const options = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
      const clock = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } as const;
      formats.set(timeZone, new Intl.DateTimeFormat('en-CA', { timeZone, ...options, ...clock }));
    }
    const parts = formats.get(timeZone)!.formatToParts(ms);
    const p = Object.fromEntries(parts.map((part) => [part.type, part.value]));
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
  };
  // Zones with daylight saving at whole, half and quarter hours, offsets of :30 and :45, none at all.
  const zones = [
    'Asia/Shanghai',
    'America/Sao_Paulo',
    'America/New_York',
    'Europe/London',
    'Australia/Adelaide',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'UTC',
  ];

  it("writes what Intl writes, at any instant and around each zone's changes of offset", () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: 0, max: 4_102_444_800_000 }), (zone, ms) => {
        expect(formatDateTime(new Date(ms), zone)).toBe(byIntl(ms, zone));
      }),
      { numRuns: 2_000 },
    );
    // Every 15 minutes and 1 second over 2025 and 2026: each change of offset and the days around it.
    const from = Date.UTC(2025, 0, 1);
    for (const zone of zones) {
      for (let ms = from; ms < Date.UTC(2027, 0, 1); ms += 901_000) {
        if (formatDateTime(new Date(ms), zone) !== byIntl(ms, zone)) {
          expect(formatDateTime(new Date(ms), zone), `${zone} at ${new Date(ms).toISOString()}`).toBe(
            byIntl(ms, zone),
          );
        }
      }
    }
    expect(formatDateTime(new Date(Date.UTC(1960, 0, 1)), 'Asia/Shanghai')).toBe(
      byIntl(Date.UTC(1960, 0, 1), 'Asia/Shanghai'),
    );
    expect(() => formatDateTime(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });

  it('reads a local time back to its instant across a change of offset', () => {
    expect(fromLocalTime('2026-03-08 03:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(fromLocalTime('2026-11-01 12:00', 'America/New_York').toISOString()).toBe(
      '2026-11-01T17:00:00.000Z',
    );
    expect(fromLocalTime('2026-05-01 08:00', 'Asia/Shanghai').toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });
});
