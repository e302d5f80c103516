import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A LIKE pattern matching `text` anywhere: `%`, `_` and `\` are searched for as themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A list's keyword anywhere in any of `columns`, case aside; no condition for no keyword. */
export function keywordIn(keyword: string, ...columns: (PgColumn | SQL)[]): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(...columns.map((column) => ilike(column, pattern)));
}
