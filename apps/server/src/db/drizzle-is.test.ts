// drizzle-orm's `is()` is patched (patches/drizzle-orm+*.patch, applied by `npm install`'s
// postinstall; decision 083): it keeps the verdict of its walk up a class chain per class and kind.
// This holds the patched function to drizzle's published one (below, as 0.45.4 ships it) for every
// pair of drizzle's entity classes, asked twice (the second answer comes from what was kept).
import * as drizzle from 'drizzle-orm';
import * as pgCore from 'drizzle-orm/pg-core';
import { entityKind, is, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

type EntityClass = (abstract new (...args: never[]) => unknown) & { [entityKind]: string };

/** drizzle-orm 0.45.4's `is()`, unpatched. */
function publishedIs(value: unknown, type: EntityClass): boolean {
  if (!value || typeof value !== 'object') return false;
  if (value instanceof type) return true;
  let cls: object | null | undefined = (Object.getPrototypeOf(value) as { constructor?: object } | null)
    ?.constructor;
  while (cls) {
    if (entityKind in cls && (cls as EntityClass)[entityKind] === type[entityKind]) return true;
    cls = Object.getPrototypeOf(cls) as object | null;
  }
  return false;
}

// A table of this test's own, as pg-core builds them (a db/ file does not reach into modules/).
const orders = pgCore.pgTable('orders', {
  id: pgCore.bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: pgCore.timestamp('created_at', { withTimezone: true }).notNull(),
});

const exported = [...(Object.values(drizzle) as unknown[]), ...(Object.values(pgCore) as unknown[])];
const entityClasses = [...new Set(exported)].filter(
  (v): v is EntityClass => typeof v === 'function' && Object.prototype.hasOwnProperty.call(v, entityKind),
);

describe("drizzle's is(), patched", () => {
  it('is the patched one', () => {
    expect(is.toString()).toContain('isVerdicts');
  });

  it('answers as the published one for every pair of entity classes, and again from what it kept', () => {
    expect(entityClasses.length).toBeGreaterThan(100);
    // What a second copy of drizzle in node_modules makes: classes of the same kinds that
    // `instanceof` does not know, which only the walk (and so only what it kept) can answer.
    const copies = entityClasses.map((c) => {
      class Copy {
        static readonly [entityKind] = c[entityKind];
      }
      class Sub extends Copy {}
      return [new Copy(), new Sub()];
    });
    const values: unknown[] = [
      ...entityClasses.map((c) => Object.create(c.prototype as object) as unknown),
      ...copies.flat(),
      orders,
      orders.id,
      orders.createdAt,
      sql`select 1`,
      sql`select ${1}`.queryChunks[1],
      new drizzle.Param(1),
      {},
      Object.create(null),
      [],
      'text',
      null,
    ];
    let agreed = 0;
    for (let round = 0; round < 2; round += 1) {
      for (const value of values) {
        for (const type of entityClasses) {
          expect(is(value, type), `${String(type[entityKind])}`).toBe(publishedIs(value, type));
          agreed += 1;
        }
      }
    }
    expect(agreed).toBe(2 * values.length * entityClasses.length);
    // Subclasses answer as their parents: a pg column is a Column, a pg table a Table.
    expect(is(orders.id, drizzle.Column)).toBe(true);
    expect(is(orders, drizzle.Table)).toBe(true);
    expect(is(orders.id, drizzle.SQL)).toBe(false);
    const [columnCopy] = copies[entityClasses.indexOf(drizzle.Column)]!;
    expect(is(columnCopy, drizzle.Column)).toBe(true);
    expect(is(columnCopy, drizzle.SQL)).toBe(false);
  });
});
