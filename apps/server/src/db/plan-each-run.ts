import { sql } from 'drizzle-orm';

/** The comment that keeps a statement from being prepared, on either database (decisions 080, 096). */
export const PLAN_EACH_RUN_MARK = '/* plan each run */';

/**
 * Put in a statement whose best plan depends on its parameters: it is then never prepared, and
 * PostgreSQL plans it for the values of each run. The statistics screens' day ranges are such:
 * after five runs PostgreSQL kept a generic plan for a year of kept rows that cost twice the
 * custom one (decision 096's figures), since it cannot tell a year from a day in `$2`..`$3`.
 */
export const planEachRun = sql.raw(PLAN_EACH_RUN_MARK);
