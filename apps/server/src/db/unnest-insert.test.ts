import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Executor } from './database';
import { rawRows } from './raw-rows';
import { arrayLiteral, insertInChunks, type UnnestColumn } from './unnest-insert';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
});
afterAll(() => database.close());

describe('arrayLiteral', () => {
  it('brings every text back as it was, the awkward ones included', async () => {
    const texts = [
      '',
      ' ',
      'NULL',
      'null',
      'a,b',
      '{x}',
      'say "hi"',
      'back\\slash',
      '\\"',
      '张三 路 1 号',
      'v1.a+b/c=',
    ];
    const [row] = await rawRows<{ back: string[] }>(
      database.db,
      sql`select ${arrayLiteral([...texts, null])}::text[] as back`,
    );
    expect(row!.back).toEqual([...texts, null]);
  });

  it('gives numbers and times bare, read back by their column types', async () => {
    const at = new Date('2026-05-01T08:09:10.123Z');
    const rows = await rawRows<{ n: string; i: number; t: Date }>(
      database.db,
      sql`select n::text as n, i, t from unnest(
        ${arrayLiteral([-5, 12.5, 0, null])}::numeric[],
        ${arrayLiteral([1, -2, 3, 4])}::int[],
        ${arrayLiteral([at, null, at, at])}::timestamptz[]
      ) as u(n, i, t)`,
    );
    expect(rows.map((r) => r.n)).toEqual(['-5', '12.5', '0', null]);
    expect(rows.map((r) => r.i)).toEqual([1, -2, 3, 4]);
    expect(rows.map((r) => (r.t ? new Date(r.t).toISOString() : null))).toEqual([
      at.toISOString(),
      null,
      at.toISOString(),
      at.toISOString(),
    ]);
  });
});

interface Probe {
  text: string | null;
  amount: string;
  flag: boolean;
  at: Date | null;
}
const PROBE_COLUMNS: readonly UnnestColumn<Probe>[] = [
  ['text', 'text', (p) => p.text],
  ['amount', 'numeric', (p) => p.amount],
  ['flag', 'boolean', (p) => p.flag],
  ['at', 'timestamptz', (p) => p.at],
];
const AWKWARD = [
  '',
  ' ',
  'NULL',
  '\\N',
  '\\.',
  'tab\there',
  'two\nlines',
  'cr\rhere',
  'back\\slash',
  '张三 路 1 号',
  'a,b "q"',
];

/** Writes the awkward rows through `insertInChunks` into a table of its own and reads them back. */
async function roundTrip(db: Executor, table: string) {
  const at = new Date('2026-05-01T08:09:10.123Z');
  const rows: Probe[] = [...AWKWARD, null].map((text, i) => ({
    text,
    amount: `${i * 7}.${String(i).padStart(2, '0')}`,
    flag: i % 2 === 0,
    at: i === 3 ? null : new Date(at.getTime() + i),
  }));
  await insertInChunks(db, table, PROBE_COLUMNS, rows, 5);
  const back = await rawRows<{ text: string | null; amount: string; flag: boolean; at: string | null }>(
    db,
    sql`select text, amount::text as amount, flag, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
          from ${sql.raw(table)} order by id`,
  );
  expect(back).toEqual(rows.map((r) => ({ ...r, at: r.at?.toISOString() ?? null })));
}

const PROBE_TABLE = 'id serial primary key, text text, amount numeric(12, 2), flag boolean, at timestamptz';

describe('insertInChunks', () => {
  it('writes every text, number, flag and time as given, in order, through COPY on PGlite', async () => {
    await database.db.execute(sql.raw(`create table copy_probe (${PROBE_TABLE})`));
    await roundTrip(database.db, 'copy_probe');
    // Inside a transaction too (PGlite's transaction client), and what the transaction wrote goes
    // when it rolls back.
    await database.db.execute(sql.raw(`create table copy_probe_tx (${PROBE_TABLE})`));
    await expect(
      database.db.transaction(async (tx) => {
        await roundTrip(tx, 'copy_probe_tx');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const [left] = await rawRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from copy_probe_tx`,
    );
    expect(left!.n).toBe(0);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'writes the same through unnest on PostgreSQL',
    async () => {
      const pgDatabase = await openDatabase({
        kind: 'postgres',
        url: process.env.TEST_DATABASE_URL!,
        poolSize: 1,
      });
      try {
        await pgDatabase.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`create temp table copy_probe (${PROBE_TABLE}) on commit drop`));
          await roundTrip(tx, 'copy_probe');
        });
      } finally {
        await pgDatabase.close();
      }
    },
  );
});
