import { z } from 'zod';
import { devFlag, positiveInt } from '../../plugins/config-fields';
import type { BaseConfig } from '../../plugins/config';

const baseUrl = z.url({ error: 'must be an absolute URL such as https://openapi.example.com' });

/** Order capture's settings (README, Configuration). */
export const captureConfig = (base: BaseConfig) =>
  z.object({
    /** The platforms' open APIs (ignored while CAPTURE_FAKES points the clients at the fakes). */
    CAPTURE_DOUDIAN_URL: baseUrl.default('https://openapi-fxg.jinritemai.com'),
    CAPTURE_PDD_URL: baseUrl.default('https://gw-api.pinduoduo.com'),
    CAPTURE_KUAISHOU_URL: baseUrl.default('https://openapi.kwaixiaodian.com'),
    /**
     * Starts the four platforms' fakes on free loopback ports inside this process, with the shops
     * of the database and a trickle of new orders, and points the clients at them. On by default
     * in development, off in production and in tests.
     */
    CAPTURE_FAKES: devFlag(base.NODE_ENV),
    /**
     * The fakes make orders on their own (a few per shop at start, then a trickle). Off: they only
     * answer, and the orders come from their `/__fake/` routes (the browser tests).
     */
    CAPTURE_FAKE_ORDERS: devFlag(base.NODE_ENV),
    /** Milliseconds between two new demo orders on the fakes (each on one shop, in turn). */
    CAPTURE_FAKE_ORDER_MS: positiveInt(4000),
    /** Each window starts this many minutes before the last one ended: late updates are not missed. */
    CAPTURE_OVERLAP_MINUTES: positiveInt(10),
    /** How far back the first sync of a new shop reaches. */
    CAPTURE_BACKFILL_HOURS: positiveInt(24),
    /** A running sync that wrote no page for this long died with its process: it is run again. */
    CAPTURE_STALE_MINUTES: positiveInt(5),
    /** Attempts of a retryable platform failure (rate limit, time-out, 5xx) before giving up. */
    CAPTURE_ATTEMPTS: positiveInt(4),
    /** The first pause before a retry, doubled at each attempt. */
    CAPTURE_BACKOFF_MS: positiveInt(500),
    /** Per request to a platform. */
    CAPTURE_TIMEOUT_MS: positiveInt(10_000),
  });

declare module '../../plugins/config' {
  interface ModuleConfig extends z.output<ReturnType<typeof captureConfig>> {}
}
