import type { Language } from '@console/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Purge } from '../db/purge';
import type { AnyExporter } from '../jobs/exporters';
import type { AnyImporter } from '../jobs/importers';
import type { QueueSpec } from '../jobs/queue';
import type { AppContext } from '../lib/context';
import type { Texts } from '../lib/i18n';
import type { ConsoleMetrics } from '../lib/metrics';
import type { SimulatorLog } from '../lib/simulator-timer';
import type { BaseConfig, Config } from '../plugins/config';
import type { DefinedRoute } from '../plugins/endpoint-routes';
import type { DemoSeed } from '../demo/seed-context';

/** A demo partner's simulator: started when its switch of the configuration is on. */
export interface SimulatorSpec {
  /** The configuration switch (on by default in development: `devFlag` in the module's config). */
  flag: { [K in keyof Config]-?: Config[K] extends boolean ? K : never }[keyof Config];
  /** Starts it; the returned function stops it and waits for a running tick. */
  start(ctx: AppContext, log: SimulatorLog): () => Promise<void>;
}

/**
 * Everything a business domain brings to the server, in one place: `modules/<name>/module.ts`
 * exports one, and `modules/index.ts` lists them. The app, the job queue, the configuration, the
 * texts and the demo seed loop over that list, so adding a domain is its folder and one line.
 */
export interface ServerModule {
  /** The domain's name: its folder here, in the contract and in the web's features. */
  name: string;
  /** Its calls (`defineRoutes` over its contract endpoint table). */
  routes?: readonly DefinedRoute[];
  /**
   * Routes outside the endpoint table, registered under `/api` after it: outside systems' calls in
   * their own formats (the platforms' signed pushes), which no contract schema describes.
   */
  externalRoutes?: (api: FastifyInstance, ctx: AppContext) => void;
  /** Its tables (`tables.ts`, which drizzle-kit reads); a test checks every table has one home. */
  tables?: Readonly<Record<string, unknown>>;
  exporters?: readonly AnyExporter[];
  importers?: readonly AnyImporter[];
  /** Queues of its own background jobs, with their workers and schedules. */
  queues?: readonly QueueSpec[];
  simulators?: readonly SimulatorSpec[];
  /** Deletions of its rows past their retention, run by the hourly housekeeping job (decision 022). */
  purges?: readonly Purge[];
  /**
   * Brings what the database keeps in line with this process's settings (statistics' time zone),
   * at every start, before the demo seed and the routes.
   */
  prepare?: (ctx: AppContext, log: FastifyBaseLogger) => Promise<void>;
  /**
   * Its figures for the Prometheus endpoint, when metrics are on: gauges read when scraped
   * (`metrics.gaugeAtScrape`, a cheap query each), `onError` for a read that fails.
   */
  metrics?: (metrics: ConsoleMetrics, ctx: AppContext, onError: (error: unknown) => void) => void;
  /** Its part of the demo data, run in the order of the list (see demo/seed.ts). */
  demo?: (seed: DemoSeed) => Promise<void>;
  /** Its own settings from the environment (their types join `Config` by declaration merging). */
  config?: (base: BaseConfig) => z.ZodType<object>;
  /** Its texts of the server's answers and files, in the four languages (same keys in each). */
  locales?: Readonly<Record<Language, Texts>>;
}

/** Types a module's descriptor. */
export const defineModule = <M extends ServerModule>(module: M): M => module;
