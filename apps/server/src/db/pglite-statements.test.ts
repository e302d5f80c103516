import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { PREPARED_MAX } from './pglite-statements';
import { TEXT_MAX } from './statement-rules';
import { rawRows } from './raw-rows';
import {
  keptAcrossTransactions,
  markedPlannedEachRun,
  PETS,
  preparedOnItsSecondRun,
} from '../test/prepared-statement-cases';

// The embedded database's prepared statements (decision 080), seen from PostgreSQL's side: its
// pg_prepared_statements view counts the plans each named statement was run with, so a statement
// that PostgreSQL did not run prepared shows no row, whatever the answers say.

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  for (const statement of PETS) await database.pglite!.exec(statement);
});
afterAll(() => database.close());

/** Named statements of this text, with the runs PostgreSQL planned (custom) or reused (generic). */
async function preparedRuns(text: string) {
  const { rows } = await database.pglite!.query<{ runs: number }>(
    `select (generic_plans + custom_plans)::int as runs from pg_prepared_statements
     where statement = $1 and name like 'console\\_%'`,
    [text],
  );
  return rows.map((row) => row.runs);
}

/** Runs `statement` twice (it is prepared), then `change`, then once more: the error's SQLSTATE. */
async function codeOnceAfter(statement: SQL, change: string) {
  await database.db.execute(statement);
  await database.db.execute(statement);
  await database.pglite!.exec(change);
  return database.db.execute(statement).then(
    () => 'no error',
    (error: { cause?: { code?: string } }) => error.cause?.code,
  );
}

describe('prepared statements on PGlite', () => {
  it('a text is prepared on its second run, then reused, with the same answers', () =>
    preparedOnItsSecondRun(database.db, preparedRuns));

  it('answers drizzle in its own row mode and types, with parameters of every kind', async () => {
    const select = () =>
      rawRows(
        database.db,
        sql`select id, price from pets where price > ${5} and born < ${new Date('2027-01-01')} and name <> ${''} and ${true} order by id`,
      );
    const plain = await select();
    const prepared = await select();
    const selectText =
      'select id, price from pets where price > $1 and born < $2 and name <> $3 and $4 order by id';
    expect(await preparedRuns(selectText)).toEqual([1]);
    expect(prepared).toEqual(plain);
    expect(prepared).toEqual([
      { id: 1, price: '12.50' },
      { id: 2, price: '7.00' },
    ]);
  });

  it('answers every type as PGlite does, in both row modes, with and without parsers', async () => {
    const kinds = `select 1::int2 a, 2::int8 b, 1.5::numeric c, true d, 'x'::text e, array[1, 2] f,
      '{"k": [1]}'::jsonb g, '2026-01-02 03:04:05+00'::timestamptz h, null::text i, '\\x01'::bytea j,
      $1::text k`;
    const choices = [
      undefined,
      { rowMode: 'array' as const },
      { parsers: { 1184: (text: string) => `at ${text}` } },
    ];
    for (const [n, options] of choices.entries()) {
      const text = `${kinds} -- ${n}`;
      const usual = await database.pglite!.query(text, ['p'], options);
      const prepared = await database.pglite!.query(text, ['p'], options);
      expect(await preparedRuns(text)).toEqual([1]);
      expect(prepared).toEqual(usual);
    }
    const update = 'update pets set name = name where id in (1, 2)';
    const counts = [await database.pglite!.query(update), await database.pglite!.query(update)];
    expect(counts[1]).toEqual(counts[0]);
    expect(counts[1]).toMatchObject({ command: 'UPDATE', affectedRows: 2, rowCount: 2 });
  });

  it('keeps statements across transactions, errors included, and the next run works', () =>
    keptAcrossTransactions(database.db, preparedRuns));

  it('a statement marked to be planned at each run is never prepared', () =>
    markedPlannedEachRun(database.db, preparedRuns));

  it('keeps at most PREPARED_MAX, the least recently used closed first', async () => {
    const distinct = (n: number) => sql.raw(`select ${n} as n from pets where id = 1`);
    for (let n = 0; n < PREPARED_MAX + 20; n += 1) {
      await database.db.execute(distinct(n));
      await database.db.execute(distinct(n));
    }
    const { rows } = await database.pglite!.query<{ count: number }>(
      `select count(*)::int as count from pg_prepared_statements where name like 'console\\_%'`,
    );
    // The closes of the last ones evicted go with the next statement prepared.
    expect(rows[0]!.count).toBeGreaterThanOrEqual(PREPARED_MAX);
    expect(rows[0]!.count).toBeLessThanOrEqual(PREPARED_MAX + 1);
    // A closed one runs again (prepared anew on its next runs).
    expect((await rawRows(database.db, distinct(0)))[0]).toEqual({ n: 0 });
  });

  it('a table changed under a statement fails that run once; the next is prepared anew', async () => {
    const all = sql.raw('select * from pets where id = 1');
    expect(await codeOnceAfter(all, 'alter table pets add column colour text')).toBe('0A000');
    const rows = await rawRows<{ colour: string | null }>(database.db, all);
    expect(rows[0]!.colour).toBeNull();
  });

  it('a statement the database no longer has is prepared anew; a very long text is never prepared', async () => {
    const one = sql.raw('select name from pets where id = 2');
    expect(await codeOnceAfter(one, 'deallocate all')).toBe('26000');
    expect(await rawRows(database.db, one)).toEqual([{ name: 'Bo' }]);
    expect(await preparedRuns('select name from pets where id = 2')).toEqual([1]);

    const long = `select count(*)::int as n from pets where name <> '${'x'.repeat(TEXT_MAX)}'`;
    for (let i = 0; i < 3; i += 1) await database.pglite!.query(long);
    expect(await preparedRuns(long)).toEqual([]);
  });
});
