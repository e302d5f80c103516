import { z } from 'zod';
import { TOPUP_CARRIERS } from '@console/contract';
import { devFlag, flag, positiveInt } from '../../plugins/config-fields';
import type { BaseConfig } from '../../plugins/config';
import { PROVIDER_NAMES } from './providers';
import { juheSettings } from './providers/juhe/settings';

const RATE = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
const rates = z.partialRecord(
  z.enum(TOPUP_CARRIERS),
  z.string().regex(RATE, { error: 'a rate is a percentage such as "98.5" (at most 100, two places)' }),
);

/**
 * `TOPUP_DISCOUNTS`: JSON, the percentage of the face amount a merchant pays per carrier: `"*"` for
 * every partner, a partner id for its merchants (its carriers override `"*"`'s).
 */
const discounts = z
  .string()
  .transform((text, c) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      c.addIssue({ code: 'custom', message: 'must be JSON such as {"*":{"mobile":"98.5"}}' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string().regex(/^(\*|\d{1,9})$/, { error: 'keys are "*" or a partner id' }), rates))
  .default({
    '*': { mobile: '98.5', unicom: '98.0', telecom: '98.5', broadcast: '99.0' },
    '62': { mobile: '97.5', unicom: '97.5', telecom: '97.5', broadcast: '98.5' },
  });

/**
 * `TOPUP_DISCOUNTS` as the server reads it, for the demo seed (which runs on the base settings):
 * its batches are priced at the rates a new batch is quoted, partner 62's included.
 */
export function topupDiscountsOf(env: NodeJS.ProcessEnv = process.env) {
  const read = discounts.safeParse(env.TOPUP_DISCOUNTS);
  // A malformed value stops the server at start with its own message; the seed keeps the default.
  return read.success ? read.data : discounts.parse(undefined);
}

/** Bulk top-up's settings (README, Configuration). */
export const topupConfig = (base: BaseConfig) =>
  z.object({
    /** The provider batches are sent to (providers/index.ts): its client, callback and fake. */
    TOPUP_PROVIDER: z.enum(PROVIDER_NAMES).default('juhe'),
    /**
     * Where its client calls (default: the provider's own address, Juhe's https://op.juhe.cn);
     * ignored while TOPUP_FAKE points the client at the fake.
     */
    TOPUP_PROVIDER_URL: z.url({ error: 'must be an absolute URL such as https://op.juhe.cn' }).optional(),
    // Juhe's AppKey and OpenID (default: derived from WEBHOOK_SECRET).
    ...juheSettings,
    TOPUP_DISCOUNTS: discounts,
    /**
     * Starts the fake provider on a loopback port inside this process and points the client at
     * it. On by default in development, off in production and in tests.
     */
    TOPUP_FAKE: devFlag(base.NODE_ENV),
    /** The fake's pause between an order and its callback. */
    TOPUP_FAKE_CALLBACK_MS: positiveInt(2000),
    /** Orders placed at once by one worker. */
    TOPUP_CONCURRENCY: positiveInt(8),
    /** An item recharging this long without a callback is asked about (the periodic status query). */
    TOPUP_QUERY_AFTER_SECONDS: positiveInt(60),
    /**
     * The status query's timer in this process: every TOPUP_TICK_SECONDS (and once at start) it asks
     * the provider about items recharging without a callback and sends items left pending (a
     * process that died mid-batch). On by default, off in tests (they run the tick themselves).
     */
    TOPUP_TICKER: flag.default(base.NODE_ENV !== 'test'),
    TOPUP_TICK_SECONDS: positiveInt(15),
    /** Per request to the provider. */
    TOPUP_TIMEOUT_MS: positiveInt(10_000),
  });

declare module '../../plugins/config' {
  interface ModuleConfig extends z.output<ReturnType<typeof topupConfig>> {}
}
