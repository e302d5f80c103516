import { Code, healthEndpoints, type ReadyResult } from '@console/contract';
import { pingDatabase } from '../../db/database';
import { migrationsApplied } from '../../db/migration-state';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n';
import { defineRoutes } from '../../plugins/endpoint-routes';

/** What readiness looks at; the database's parts are asked only while the process is not draining. */
async function readiness(ctx: AppContext): Promise<ReadyResult> {
  const shutdown = ctx.lifecycle.draining;
  const jobs = ctx.jobs.running ? 'ok' : 'stopped';
  if (shutdown) return { db: 'unknown', migrations: 'unknown', jobs, shutdown };
  if (!(await pingDatabase(ctx.db))) return { db: 'error', migrations: 'unknown', jobs, shutdown };
  const migrations = await migrationsApplied(ctx.db).then(
    (applied) => (applied ? 'ok' : 'behind'),
    () => 'unknown' as const,
  );
  return { db: 'ok', migrations, jobs, shutdown };
}

export const healthRoutes = defineRoutes(healthEndpoints, {
  health: async ({ ctx, reply, lang }) => {
    if (await pingDatabase(ctx.db)) return reply.send({ code: Code.ok, msg: 'ok', data: { db: 'ok' } });
    return reply
      .status(503)
      .send({ code: Code.internal, msg: translate(lang, 'err.internal'), data: { db: 'error' } });
  },
  ready: async ({ ctx, reply, lang }) => {
    const data = await readiness(ctx);
    const ready = data.db === 'ok' && data.migrations === 'ok' && data.jobs === 'ok' && !data.shutdown;
    if (ready) return reply.send({ code: Code.ok, msg: 'ok', data });
    return reply.status(503).send({ code: Code.internal, msg: translate(lang, 'err.not_ready'), data });
  },
});
