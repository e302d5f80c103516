import { toCents } from '../lib/money';

/** A row of figures kept by triggers, or counted again, by its key columns. */
type Row = Record<string, unknown>;

export interface KeptFigures<R extends Row> {
  /** A row's key, as the lines name it. */
  keyOf: (row: R) => string;
  /** The figures compared: counts as numbers. */
  counts: readonly (keyof R & string)[];
  /** The figures compared: money, in cents (`12.5` and `12.50` are one amount). */
  amounts: readonly (keyof R & string)[];
}

/**
 * The rows a table of kept figures holds beside the same rows counted again from their source
 * (`npm run stats:verify`): one line per key whose figures differ, `key: figure kept x, counted y`.
 * A row one side lacks counts as a row of zeros: a kept row of zeros, left by rows that moved away,
 * equals no row.
 */
export function keptDifferences<R extends Row>(
  counted: readonly R[],
  kept: readonly R[],
  { keyOf, counts, amounts }: KeptFigures<R>,
): string[] {
  const figures = [...counts, ...amounts];
  const isAmount = figures.map((f) => amounts.includes(f));
  const value = (row: R | undefined, i: number) => {
    if (row === undefined) return 0;
    return isAmount[i] ? toCents(String(row[figures[i]!])) : Number(row[figures[i]!]);
  };
  // Compared key by key, counted rows first then those only kept (a verify compares millions of
  // rows a run: no array of both sides' keys, no array of figures per key unless it differs).
  const countedBy = new Map(counted.map((r) => [keyOf(r), r]));
  const keptBy = new Map(kept.map((r) => [keyOf(r), r]));
  const problems: string[] = [];
  const compare = (key: string, c: R | undefined, k: R | undefined) => {
    let line = '';
    for (let i = 0; i < figures.length; i += 1) {
      const was = value(k, i);
      const is = value(c, i);
      if (was !== is) line += `${line ? '; ' : ''}${figures[i]} kept ${was}, counted ${is}`;
    }
    if (line) problems.push(`${key}: ${line}`);
  };
  for (const [key, c] of countedBy) compare(key, c, keptBy.get(key));
  for (const [key, k] of keptBy) if (!countedBy.has(key)) compare(key, undefined, k);
  return problems;
}

/**
 * Whether a table of kept figures answers a list's filter: every field of the contract's `filter`
 * it has no column for (`keptFields` are those it has) is at its default, what "not filtered by
 * it" is. A field added to the filter later falls back to counting the rows by itself.
 */
export function keptFiguresAnswer<F extends object>(
  filter: { shape: object; parse: (value: unknown) => F },
  keptFields: readonly (keyof F & string)[],
): (f: F) => boolean {
  // Every field of the shape, an optional one without a default too (absent: undefined).
  const none = filter.parse({}) as Record<string, unknown>;
  const unfiltered = Object.keys(filter.shape).map((field) => [field, none[field]] as const);
  const kept = new Set<string>(keptFields);
  return (f) =>
    unfiltered.every(([field, all]) => kept.has(field) || (f as Record<string, unknown>)[field] === all);
}
