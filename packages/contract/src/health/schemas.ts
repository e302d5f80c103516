import { z } from 'zod';

/** `GET /api/health`: whether the database answers (HTTP 503 with `db: 'error'` when it does not). */
export const HealthResult = z.object({ db: z.enum(['ok', 'error']) });
export type HealthResult = z.infer<typeof HealthResult>;
