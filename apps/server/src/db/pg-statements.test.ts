import { sql, type SQL } from 'drizzle-orm';
import { integer, numeric, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { openDatabase, type Database } from './database';
import { ConnectionStatements, PG_PREPARED_MAX } from './pg-statements';
import { rawRows } from './raw-rows';
import {
  keptAcrossTransactions,
  markedPlannedEachRun,
  PETS,
  preparedOnItsSecondRun,
} from '../test/prepared-statement-cases';

// PostgreSQL's prepared statements (decision 096), seen from the database's side: its
// pg_prepared_statements view counts the plans each named statement was run with, so a statement
// that PostgreSQL did not run prepared shows no row, whatever the answers say. On one connection
// (a pool of one), whose view is the one asked.

describe('the names of one connection', () => {
  it('names a text at its second run, keeps the most recent, and never gives a name twice', () => {
    const statements = new ConnectionStatements();
    const closed: string[] = [];
    const close = (name: string) => closed.push(name);
    expect(statements.nameFor('a', close)).toBeUndefined();
    const a = statements.nameFor('a', close)!;
    expect(statements.nameFor('a', close)).toBe(a);
    const names = new Set([a]);
    for (let n = 0; n < PG_PREPARED_MAX + 5; n += 1) {
      statements.nameFor(`t${n}`, close);
      names.add(statements.nameFor(`t${n}`, close)!);
      // `a` used again each time: the least recently used are the others.
      statements.nameFor('a', close);
    }
    expect(closed).toHaveLength(6);
    expect(closed).not.toContain(a);
    statements.forget('a', close);
    expect(closed.at(-1)).toBe(a);
    statements.nameFor('a', close);
    const again = statements.nameFor('a', close)!;
    expect(names.has(again)).toBe(false);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL', () => {
  let t: TestApp;
  let database: Database;
  beforeAll(async () => {
    t = await createTestApp();
    database = await openDatabase({ kind: 'postgres', url: t.ctx.database.url!, poolSize: 1 });
    for (const statement of PETS) await database.db.execute(sql.raw(statement));
  });
  afterAll(async () => {
    await database?.close();
    await t?.close();
  });

  /** Named statements of this text on the connection, with the runs PostgreSQL planned or reused. */
  async function preparedRuns(text: string) {
    const rows = await rawRows<{ runs: number }>(
      database.db,
      sql`select (generic_plans + custom_plans)::int as runs from pg_prepared_statements
        where statement = ${text} and name like 'console\\_%'`,
    );
    return rows.map((row) => row.runs);
  }

  /** Runs `statement` twice (it is prepared), then `change`, then once more: the error's SQLSTATE. */
  async function codeOnceAfter(statement: SQL, change: SQL) {
    await database.db.execute(statement);
    await database.db.execute(statement);
    await database.db.execute(change);
    return database.db.execute(statement).then(
      () => 'no error',
      (error: { cause?: { code?: string } }) => error.cause?.code,
    );
  }

  it('a text with parameters is prepared on its second run, then reused, with the same answers', () =>
    preparedOnItsSecondRun(database.db, preparedRuns));

  it("answers drizzle's builder in its row mode; a text without parameters goes as it came", async () => {
    const pets = pgTable('pets', {
      id: integer('id').primaryKey(),
      price: numeric('price', { precision: 10, scale: 2 }),
    });
    const select = () =>
      database.db
        .select({ id: pets.id, price: pets.price })
        .from(pets)
        .where(sql`${pets.id} > ${0}`);
    const plain = await select();
    const prepared = await select();
    expect(await preparedRuns('select "id", "price" from "pets" where "pets"."id" > $1')).toEqual([1]);
    expect(prepared).toEqual(plain);
    expect(prepared).toEqual([
      { id: 1, price: '12.50' },
      { id: 2, price: '7.00' },
    ]);
    // Two statements in one text: the simple protocol, never prepared.
    const two = sql.raw('update pets set name = name where id = 1; select count(*)::int as n from pets');
    for (let i = 0; i < 3; i += 1) await database.db.execute(two);
    expect(
      await preparedRuns('update pets set name = name where id = 1; select count(*)::int as n from pets'),
    ).toEqual([]);
  });

  it('keeps statements across transactions, errors included, and the next run works', () =>
    keptAcrossTransactions(database.db, preparedRuns));

  it('a statement marked to be planned at each run is never prepared', () =>
    markedPlannedEachRun(database.db, preparedRuns));

  it('keeps at most PG_PREPARED_MAX on a connection, the least recently used closed first', async () => {
    const distinct = (n: number) => sql`select ${sql.raw(String(n))} as n from pets where id = ${1}`;
    for (let n = 0; n < PG_PREPARED_MAX + 20; n += 1) {
      await database.db.execute(distinct(n));
      await database.db.execute(distinct(n));
    }
    const [kept] = await rawRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from pg_prepared_statements where name like 'console\\_%'`,
    );
    expect(kept!.count).toBe(PG_PREPARED_MAX);
    expect(await preparedRuns('select 0 as n from pets where id = $1')).toEqual([]);
    // A closed one runs again (prepared anew on its next runs).
    expect(await rawRows(database.db, distinct(0))).toEqual([{ n: 0 }]);
    expect(await rawRows(database.db, distinct(0))).toEqual([{ n: 0 }]);
    expect(await preparedRuns('select 0 as n from pets where id = $1')).toEqual([1]);
  });

  it('a table changed under a statement fails that run once; the next is prepared anew', async () => {
    const all = sql`select * from pets where id = ${1}`;
    expect(await codeOnceAfter(all, sql`alter table pets add column colour text`)).toBe('0A000');
    const rows = await rawRows<{ colour: string | null }>(database.db, all);
    expect(rows[0]!.colour).toBeNull();
  });

  it('a statement the backend no longer has fails once, then is prepared anew', async () => {
    const one = sql`select name from pets where id = ${2}`;
    expect(await codeOnceAfter(one, sql`deallocate all`)).toBe('26000');
    expect(await rawRows(database.db, one)).toEqual([{ name: 'Bo' }]);
    expect(await rawRows(database.db, one)).toEqual([{ name: 'Bo' }]);
    expect(await preparedRuns('select name from pets where id = $1')).toEqual([1]);
  });
});
