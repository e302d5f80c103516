import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { toCents } from '../lib/money';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root: the server runs from source (tsx), so this is stable. */
export const REPO_ROOT = path.resolve(here, '../../../..');

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be positive' })
    .default(fallback);

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a port number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://console.example.com' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  SEED_DEMO: flag.optional(),
  SPECIAL_MERCHANT_IDS: z
    .string()
    .regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, { error: 'must be a comma-separated list of merchant ids' })
    .default('10099'),
  TOKEN_PEPPER: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  DATA_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, { error: 'must be 32 bytes in base64 (44 characters)' })
    .optional(),
  WEBHOOK_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  RATE_LIMIT_MAX: positiveInt(600),
  LOGIN_RATE_LIMIT_MAX: positiveInt(30),
  /** Per minute per address for SMS, registration, activation and reset calls. */
  AUTH_RATE_LIMIT_MAX: positiveInt(10),
  /** Run the background workers (exports, sweeps) in this process; false for an API-only process. */
  JOBS_WORKER: flag.default(true),
  /** The merchants' time zone: times in exported files and the day boundaries of the dashboard. */
  TIME_ZONE: z
    .string()
    .refine(isTimeZone, { error: 'must be an IANA time zone such as Asia/Shanghai' })
    .default('Asia/Shanghai'),
  /** Withdrawal limits per request, in yuan with at most two places. */
  WITHDRAW_MIN_AMOUNT: z
    .string()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: 'must be an amount such as 10 or 10.50' })
    .default('10.00'),
  WITHDRAW_MAX_AMOUNT: z
    .string()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: 'must be an amount such as 50000 or 50000.00' })
    .default('50000.00'),
  /**
   * The demo partner that decides withdrawals (see the contract's money/constants.ts). On by
   * default in development (the embedded default), off in production and in tests.
   */
  WITHDRAW_SIMULATOR: flag.optional(),
  /** How long the simulator waits before each step (pending → decided → paid). */
  WITHDRAW_SIMULATOR_DELAY_MS: positiveInt(3000),
  /**
   * The demo partner's fulfilment (see the contract's orders/constants.ts): moves recent open
   * orders one step at a time. On by default in development, off in production and in tests.
   */
  ORDER_SIMULATOR: flag.optional(),
  /** How long an order rests in a status before the simulator moves it on. */
  ORDER_SIMULATOR_DELAY_MS: positiveInt(5000),
  /**
   * The demo partner forwarding complaints about demo orders now and then (modules/complaints/
   * simulator.ts). On by default in development, off in production and in tests.
   */
  COMPLAINT_SIMULATOR: flag.optional(),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_KEY: z.string().optional(),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
});

export type Config = Omit<
  z.output<typeof ConfigSchema>,
  'SPECIAL_MERCHANT_IDS' | 'SEED_DEMO' | 'WITHDRAW_SIMULATOR' | 'COMPLAINT_SIMULATOR' | 'ORDER_SIMULATOR'
> & {
  SPECIAL_MERCHANT_IDS: ReadonlySet<number>;
  SEED_DEMO: boolean;
  WITHDRAW_SIMULATOR: boolean;
  COMPLAINT_SIMULATOR: boolean;
  ORDER_SIMULATOR: boolean;
  PUBLIC_URL: string;
  DATA_DIR: string;
};

export class ConfigError extends Error {}

/** Reads the configuration from the environment; a bad value stops the start with a clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => {
      const name = String(i.path[0] ?? '?');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${i.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.data;
  if (toCents(c.WITHDRAW_MIN_AMOUNT) > toCents(c.WITHDRAW_MAX_AMOUNT)) {
    throw new ConfigError(
      `Invalid configuration:\n  WITHDRAW_MIN_AMOUNT=${JSON.stringify(c.WITHDRAW_MIN_AMOUNT)}: must not exceed WITHDRAW_MAX_AMOUNT`,
    );
  }
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    WITHDRAW_SIMULATOR: c.WITHDRAW_SIMULATOR ?? c.NODE_ENV === 'development',
    ORDER_SIMULATOR: c.ORDER_SIMULATOR ?? c.NODE_ENV === 'development',
    COMPLAINT_SIMULATOR: c.COMPLAINT_SIMULATOR ?? c.NODE_ENV === 'development',
    SPECIAL_MERCHANT_IDS: new Set(
      c.SPECIAL_MERCHANT_IDS.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number),
    ),
  };
}
