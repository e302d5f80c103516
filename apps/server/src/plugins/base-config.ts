import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { flag, positiveInt } from './config-fields';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The repository root. This file runs from apps/server/src/plugins (tsx, the tests) or, built
 * ahead, from the bundle in apps/server/dist (decision 025).
 */
export const REPO_ROOT = path.resolve(here, path.basename(here) === 'dist' ? '../../..' : '../../../..');

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

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
  /**
   * Streaming replicas of DATABASE_URL, comma-separated: the lag-tolerant reads (lists, statistics,
   * exports, dashboards) go to them (decision 067). Ignored, with a log line, on the embedded database.
   */
  DATABASE_REPLICA_URLS: z
    .string()
    .regex(/^\s*postgres(ql)?:\/\/[^,\s]+(\s*,\s*postgres(ql)?:\/\/[^,\s]+)*\s*$/, {
      error: 'must be a comma-separated list of postgres:// or postgresql:// URLs',
    })
    .optional(),
  /** A replica further behind the primary than this is left out until it catches up. */
  DATABASE_REPLICA_MAX_LAG_MS: positiveInt(5000),
  /** How often the replicas' health and lag are checked (and a replica left out is tried again). */
  DATABASE_REPLICA_CHECK_MS: positiveInt(2000),
  /**
   * A statement run again on a connection is prepared under a name, and runs on its kept plan
   * (decision 096). Off for a pooler in transaction mode that does not carry prepared statements
   * (PgBouncer before 1.21, or without `max_prepared_statements`). Ignored on the embedded database.
   */
  DATABASE_PREPARED_STATEMENTS: flag.default(true),
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
  /**
   * On the embedded database: how long, in all, a request may wait for its one connection before it
   * is answered 503 "busy, try again" (decision 020). Ignored on PostgreSQL.
   */
  DB_BUSY_TIMEOUT_MS: positiveInt(5000),
  /**
   * On SIGTERM/SIGINT: how long the whole shutdown (the drain below, in-flight requests, running
   * jobs, the database's close) may take before the process exits with code 1 and the reason logged.
   */
  SHUTDOWN_TIMEOUT_MS: positiveInt(15_000),
  /**
   * On SIGTERM/SIGINT: how long `/api/ready` answers 503 while requests are still served, so that a
   * load balancer takes the process out before it stops listening (0: close at once).
   */
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .default(0),
  /** The Prometheus endpoint `/metrics` on the server's port, for `Authorization: Bearer <token>` only. */
  METRICS_TOKEN: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** A port of its own for `/metrics` (bind it where only the monitoring reaches; METRICS_TOKEN still applies if set). */
  METRICS_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a port number' })
    .min(1, { error: 'must be between 1 and 65535' })
    .max(65535, { error: 'must be between 1 and 65535' })
    .optional(),
  /** Run the background workers (exports, sweeps) in this process; false for an API-only process. */
  JOBS_WORKER: flag.default(true),
  /** The merchants' time zone: times in exported files and the day boundaries of the dashboard. */
  TIME_ZONE: z
    .string()
    .refine(isTimeZone, { error: 'must be an IANA time zone such as Asia/Shanghai' })
    .default('Asia/Shanghai'),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_KEY: z.string().optional(),
  /** The mail server (smtp://user:password@host:587, STARTTLS when offered; smtps:// for TLS from the start); unset: the outbox. */
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, { error: 'must be smtp://user:password@host:port or smtps://user:password@host:port' })
    .optional(),
  /** The sender of the console's mails. */
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, {
      error: 'must be an address such as Console <no-reply@example.com> or no-reply@example.com',
    })
    .default('Reseller console <no-reply@localhost>'),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** Where files live: a folder under DATA_DIR (one process) or an S3-compatible bucket (several). */
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an absolute URL such as https://s3.example.com' })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, { error: 'must be a region such as us-east-1' })
    .default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name (3-63 of a-z 0-9 . -)' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9][a-z0-9_-]*\/)*$/, {
      error: 'must be lower-case folders each ending in /, such as console/',
    })
    .optional(),
});

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The settings every process has, whatever domains it runs. */
export type BaseConfig = Omit<z.output<typeof ConfigSchema>, 'SPECIAL_MERCHANT_IDS' | 'SEED_DEMO'> & {
  SPECIAL_MERCHANT_IDS: ReadonlySet<number>;
  SEED_DEMO: boolean;
  PUBLIC_URL: string;
  DATA_DIR: string;
};

/** The embedded database's folder (PGlite's) in DATA_DIR. */
export const embeddedDataDir = (config: Pick<BaseConfig, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'pglite');

export class ConfigError extends Error {}

/** A URL's password (SMTP_URL, DATABASE_URL, DATABASE_REPLICA_URLS) stays out of the error line. */
const withoutPassword = (value: string) => value.replace(/(\/\/[^/:@\s]*:)[^@/\s]*@/g, '$1***@');

/** A failed check of the environment as one clear line: the variable, its value, why. */
export const issueLine = (env: NodeJS.ProcessEnv, issue: z.core.$ZodIssue) => {
  const name = String(issue.path[0] ?? '?');
  return `  ${name}=${JSON.stringify(withoutPassword(env[name] ?? ''))}: ${issue.message}`;
};

/**
 * Reads the settings every process has from the environment (not the domains' own: those need the
 * module registry, i.e. the whole server's code). Every bad value is named in one error.
 */
export function loadBaseConfig(env: NodeJS.ProcessEnv = process.env): BaseConfig {
  const result = ConfigSchema.safeParse(env);
  // Checked beside the schema so a missing one is named together with any other bad value.
  const missing = env.STORAGE === 's3' ? S3_REQUIRED.filter((name) => !env[name]) : [];
  if (!result.success || missing.length) {
    const lines = [
      ...(result.error?.issues.map((i) => issueLine(env, i)) ?? []),
      ...missing.map((name) => `  ${name}="": required when STORAGE=s3`),
    ];
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.data;
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    SPECIAL_MERCHANT_IDS: new Set(
      c.SPECIAL_MERCHANT_IDS.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number),
    ),
  };
}
