import { z } from 'zod';
import { devFlag, positiveInt } from '../../plugins/config-fields';
import type { BaseConfig } from '../../plugins/config';

const baseUrl = z.url({ error: 'must be an absolute URL such as https://openapi.example.com' });
const appField = z.string().min(1).max(256).optional();

/** A market app's settings, each named `CAPTURE_<PLATFORM>_<PART>`: all of them, or none. */
const MARKET_APP_PARTS = {
  CAPTURE_DOUDIAN: ['APP_KEY', 'APP_SECRET', 'SERVICE_ID'],
  CAPTURE_PDD: ['APP_KEY', 'APP_SECRET'],
  CAPTURE_KUAISHOU: ['APP_KEY', 'APP_SECRET', 'SIGN_SECRET'],
} as const;

/** Order capture's settings (README, Configuration). */
export const captureConfig = (base: BaseConfig) =>
  z
    .object({
      /** The platforms' open APIs (ignored while CAPTURE_FAKES points the clients at the fakes). */
      CAPTURE_DOUDIAN_URL: baseUrl.default('https://openapi-fxg.jinritemai.com'),
      CAPTURE_PDD_URL: baseUrl.default('https://gw-api.pinduoduo.com'),
      CAPTURE_KUAISHOU_URL: baseUrl.default('https://openapi.kwaixiaodian.com'),
      /** The platforms' authorization pages (the merchant's browser goes there; fakes: theirs). */
      CAPTURE_DOUDIAN_AUTH_URL: baseUrl.default('https://fuwu.jinritemai.com'),
      CAPTURE_PDD_AUTH_URL: baseUrl.default('https://fuwu.pinduoduo.com'),
      CAPTURE_KUAISHOU_AUTH_URL: baseUrl.default('https://open.kwaixiaodian.com'),
      /**
       * The console's apps in the platforms' app markets (a merchant authorizes one for a shop on
       * the platform's page instead of entering an app of its own). Unset: no market app on that
       * platform (with CAPTURE_FAKES, the fakes' own; market-apps.ts).
       */
      CAPTURE_DOUDIAN_APP_KEY: appField,
      CAPTURE_DOUDIAN_APP_SECRET: appField,
      /** The service's id in Doudian's service market: its authorization page is asked with it. */
      CAPTURE_DOUDIAN_SERVICE_ID: appField,
      CAPTURE_PDD_APP_KEY: appField,
      CAPTURE_PDD_APP_SECRET: appField,
      CAPTURE_KUAISHOU_APP_KEY: appField,
      CAPTURE_KUAISHOU_APP_SECRET: appField,
      /** Kuaishou signs calls with a sign secret apart from the app secret. */
      CAPTURE_KUAISHOU_SIGN_SECRET: appField,
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
    })
    .superRefine((config, issues) => {
      // Half a market app is a typo, not a choice: named at start rather than ignored.
      for (const [prefix, parts] of Object.entries(MARKET_APP_PARTS)) {
        const names = parts.map((part) => `${prefix}_${part}` as keyof typeof config);
        const set = names.filter((name) => config[name] !== undefined);
        for (const name of set.length ? names.filter((n) => config[n] === undefined) : [])
          issues.addIssue({ code: 'custom', path: [name], message: `must be set with ${set.join(', ')}` });
      }
    });

declare module '../../plugins/config' {
  interface ModuleConfig extends z.output<ReturnType<typeof captureConfig>> {}
}
