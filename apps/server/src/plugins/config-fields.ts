import { z } from 'zod';

// The field types of the configuration, shared by the base settings (plugins/config.ts) and the
// domains' own (each module's `config`). Values come from the environment as strings.

export const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be positive' })
    .default(fallback);

/** A switch that is on by default in development (the embedded default), off elsewhere. */
export const devFlag = (nodeEnv: string) => flag.default(nodeEnv === 'development');
