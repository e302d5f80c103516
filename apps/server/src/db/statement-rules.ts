import { sql } from 'drizzle-orm';

// What both databases' caches of prepared statements (decisions 080 and 096) go by.

/** Texts remembered until their second run (a text run once, such as a bulk insert's, is not prepared). */
export const SEEN_MAX = 1_000;
/** Longer texts are never remembered nor prepared: a many-row insert spelled out runs once. */
export const TEXT_MAX = 16_384;
/**
 * What makes a kept statement unusable, so that it is prepared anew on its next run: its result
 * columns changed under it (0A000, a table altered), or the database no longer has it (26000).
 */
export const STALE = new Set(['0A000', '26000']);

/** The comment that keeps a statement from being prepared, on either database. */
export const PLAN_EACH_RUN_MARK = '/* plan each run */';

/**
 * Put in a statement whose best plan depends on its parameters: it is then never prepared, and
 * PostgreSQL plans it for the values of each run. The statistics screens' day ranges are such:
 * after five runs PostgreSQL kept a generic plan for a year of kept rows that cost twice the
 * custom one (decision 096's figures), since it cannot tell a year from a day in `$2`..`$3`.
 */
export const planEachRun = sql.raw(PLAN_EACH_RUN_MARK);

/** A text either cache may prepare: neither too long to keep nor marked `planEachRun`. */
export const preparable = (text: string) => text.length <= TEXT_MAX && !text.includes(PLAN_EACH_RUN_MARK);
