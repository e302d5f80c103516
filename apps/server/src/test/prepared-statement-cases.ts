import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/database';
import { planEachRun } from '../db/statement-rules';
import { rawRows } from '../db/raw-rows';

// What prepared statements do alike on both databases (decisions 080 and 096): their tests run
// these over the table below, and each asks its own database which statements it ran prepared.

/** The table the cases read and write, and its two rows. */
export const PETS = [
  `create table pets (id int primary key, name text not null, price numeric(10, 2) not null,
    born timestamptz not null)`,
  `insert into pets values (1, 'Ada', '12.50', '2026-01-02T03:04:05Z'), (2, 'Bo', '7.00', '2026-02-03T04:05:06Z')`,
];

/** The runs PostgreSQL made of this text's named statement (planned custom or generic), one per name. */
type PreparedRuns = (text: string) => Promise<number[]>;

/** A text is prepared on its second run, then reused, with the same answers. */
export async function preparedOnItsSecondRun(db: Db, preparedRuns: PreparedRuns) {
  const byName = sql`select id, name, price, born from pets where name = ${'Ada'}`;
  const text = 'select id, name, price, born from pets where name = $1';
  const first = await rawRows<{ born: string }>(db, byName);
  expect(await preparedRuns(text)).toEqual([]);
  const again = [];
  for (let i = 0; i < 7; i += 1) again.push(await rawRows(db, byName));
  // One named statement, run by each run after the first (PostgreSQL plans the first five custom,
  // then keeps its generic plan: pg_prepared_statements counts both).
  expect(await preparedRuns(text)).toEqual([7]);
  for (const rows of again) expect(rows).toEqual(first);
  expect(first).toEqual([{ id: 1, name: 'Ada', price: '12.50', born: first[0]!.born }]);
  expect(first[0]!.born).toMatch(/^2026-01-02 03:04:05/);
}

/** Statements are kept across transactions, a failed one included, and the next run works. */
export async function keptAcrossTransactions(db: Db, preparedRuns: PreparedRuns) {
  const insert = (id: number) => sql`insert into pets values (${id}, ${'Cy'}, ${'1.00'}, now())`;
  await db.transaction(async (tx) => {
    await tx.execute(insert(10));
    await tx.execute(insert(11));
  });
  // The same id twice: the prepared insert fails as a plain one does, and its transaction is undone.
  const failed = await db
    .transaction(async (tx) => {
      await tx.execute(insert(12));
      await tx.execute(insert(12));
    })
    .catch((error: { cause?: { code?: string } }) => error.cause?.code);
  expect(failed).toBe('23505');
  const ids = await rawRows<{ id: number }>(db, sql`select id from pets where id >= ${10} order by id`);
  expect(ids.map((row) => row.id)).toEqual([10, 11]);
  await db.transaction((tx) => tx.execute(insert(13)));
  expect(await preparedRuns('insert into pets values ($1, $2, $3, now())')).toEqual([4]);
}

/** A statement marked `planEachRun` is never prepared: planned for each run's values. */
export async function markedPlannedEachRun(db: Db, preparedRuns: PreparedRuns) {
  const marked = sql`select count(*)::int as n from pets where ${planEachRun} id between ${1} and ${2}`;
  for (let i = 0; i < 4; i += 1) expect(await rawRows(db, marked)).toEqual([{ n: 2 }]);
  const text = 'select count(*)::int as n from pets where /* plan each run */ id between $1 and $2';
  expect(await preparedRuns(text)).toEqual([]);
  // The same statement unmarked is prepared at its second run.
  const unmarked = sql`select count(*)::int as n from pets where id between ${1} and ${2}`;
  for (let i = 0; i < 2; i += 1) await rawRows(db, unmarked);
  expect(await preparedRuns('select count(*)::int as n from pets where id between $1 and $2')).toEqual([1]);
}
