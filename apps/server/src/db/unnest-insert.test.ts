import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { rawRows } from './raw-rows';
import { arrayLiteral } from './unnest-insert';

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
