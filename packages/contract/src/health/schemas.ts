import { z } from 'zod';

/** `GET /api/health`: whether the database answers (HTTP 503 with `db: 'error'` when it does not). */
export const HealthResult = z.object({ db: z.enum(['ok', 'error']) });
export type HealthResult = z.infer<typeof HealthResult>;

/**
 * `GET /api/ready`: whether this process can serve (HTTP 503 when any part says no): the database
 * answers, it has every migration of this build, the job queue runs, and no shutdown has begun.
 */
export const ReadyResult = z.object({
  /** `unknown` once a shutdown has begun: it is not asked then. */
  db: z.enum(['ok', 'error', 'unknown']),
  migrations: z.enum(['ok', 'behind', 'unknown']),
  jobs: z.enum(['ok', 'stopped']),
  shutdown: z.boolean(),
});
export type ReadyResult = z.infer<typeof ReadyResult>;
