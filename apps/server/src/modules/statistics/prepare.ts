import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rawRows } from '../../db/raw-rows';
import type { AppContext } from '../../lib/context';
import { rebuildStatistics } from './verify';

/**
 * The kept figures' days are those of the zone they were counted in: a start with another
 * `TIME_ZONE` counts them all again in the new one (once; logged), before anything reads them.
 */
export async function matchTimeZone(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const [row] = await rawRows<{ time_zone: string }>(
    ctx.db,
    sql`select time_zone from statistics_settings where id = 1`,
  );
  if (row?.time_zone === ctx.config.TIME_ZONE) return;
  const started = Date.now();
  await rebuildStatistics(ctx.db, ctx.config.TIME_ZONE);
  log.info(
    { from: row?.time_zone, to: ctx.config.TIME_ZONE, ms: Date.now() - started },
    'statistics: time zone changed, daily figures counted again',
  );
}
