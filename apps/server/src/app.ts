import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { withStartupLock, type Database } from './db/database';
import { openConfiguredDatabase } from './db/open-configured';
import { openReplicaReads } from './db/open-replicas';
import { openEventBus } from './db/event-bus';
import { recordInTransactions } from './modules/audit';
import { isDatabaseEmpty, seedDemo } from './demo/seed';
import { addTexts } from './lib/i18n';
import { MODULES } from './modules';
import type { AppContext } from './lib/context';
import { createLogger } from './lib/logger';
import type { Config } from './plugins/config';
import { resolveSecrets } from './plugins/secrets';
import { registerErrorHandler } from './plugins/error-handler';
import { registerJsonBody } from './plugins/json-body';
import { registerGracefulClose } from './plugins/graceful-close';
import { registerRequestContext } from './plugins/request-context';
import { registerSecurity } from './plugins/security';
import { registerStaticFiles } from './plugins/static-files';
import { registerEventStream } from './plugins/event-stream';
import { registerMetrics } from './plugins/metrics';
import { metricsOf } from './lib/metrics-of';
import { type SmsSender, httpSms, outboxSms } from './adapters/sms';
import { type MailSender, outboxMail, smtpMail } from './adapters/mail';
import { openStorage } from './storage/open-storage';
import { createExporterRegistry } from './jobs/exporters';
import { serverQueues } from './jobs';
import { createImporterRegistry } from './jobs/importers';
import { createJobQueue, type JobQueueOptions } from './jobs/queue';
import { sweepStaleTasks } from './jobs/task-maintenance';
import { registerRoutes } from './plugins/endpoint-routes';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The job queue started, the tasks a killed process left swept, the simulators running. */
    jobsStarted: Promise<void>;
  }
}

export interface BuildOptions {
  config: Config;
  /** An open, migrated database (tests); otherwise one is opened from the config. */
  database?: Database;
  logger?: Logger;
  sms?: SmsSender;
  mail?: MailSender;
  /** Job queue settings; by default workers and schedules run when JOBS_WORKER is on. */
  jobs?: Partial<JobQueueOptions>;
  /** Check every answer against its declared result schema (the API suite does). */
  checkResults?: boolean;
  /** False: answers through JSON.stringify instead of their contract's writer (benchmarks only). */
  writeAnswers?: boolean;
  /**
   * Answer without waiting for the job queue to start (main.ts: about 0.2 s of a start); a job
   * sent meanwhile waits for it. `app.jobsStarted` settles once the queue runs.
   */
  jobsInBackground?: boolean;
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/** zod's compilers as Fastify's factories of compilers; typed for zod schemas, hence the cast. */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  // Typed as the base logger: pino's own type makes Fastify's generics diverge from FastifyInstance.
  const loggerInstance: FastifyBaseLogger = logger;
  const app = Fastify({
    loggerInstance,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Let in-flight requests finish on close; new ones get 503.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // zod checks and writes every route's schemas (fastify-type-provider-zod). Given as the
    // compilers' factories, not only set after, so that Fastify never loads its own default ones
    // (ajv and fast-json-stringify): about a tenth of a restart's CPU (decision 071).
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });

  const secrets = resolveSecrets(config, (msg) => app.log.warn(msg));
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openConfiguredDatabase(config, {
      onIdleError: (error) => app.log.error({ err: error }, 'database connection lost'),
    }));
  const events = await openEventBus(database, (error) =>
    app.log.warn({ err: error }, 'live events: listening connection trouble'),
  );
  const replicaReads = await openReplicaReads(
    config,
    database,
    (event) =>
      app.log[event.up ? 'info' : 'warn'](event, `database replica ${event.up ? 'taken back' : 'left out'}`),
    (message) => app.log.info(message),
  );
  const storage = openStorage(config);
  const exporters = createExporterRegistry();
  const importers = createImporterRegistry();
  for (const module of MODULES) {
    module.exporters?.forEach((exporter) => exporters.register(exporter));
    module.importers?.forEach((importer) => importers.register(importer));
    if (module.locales) addTexts(module.locales);
  }
  const jobs = createJobQueue(
    database,
    {
      worker: config.JOBS_WORKER,
      schedule: config.JOBS_WORKER,
      pollingIntervalSeconds: 2,
      stopTimeoutMs: 10_000,
      ...options.jobs,
    },
    app.log,
  );
  const ctx: AppContext = {
    config,
    secrets,
    database,
    // Audited calls' records join the transactions of their writes (decision 054).
    db: recordInTransactions(replicaReads?.db ?? database.db),
    ...(replicaReads && { replicaReads }),
    events,
    storage,
    sms:
      options.sms ??
      (config.SMS_GATEWAY_URL
        ? httpSms(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_KEY ?? '')
        : outboxSms(config.DATA_DIR, app.log)),
    mail:
      options.mail ??
      (config.SMTP_URL
        ? smtpMail(config.SMTP_URL, config.MAIL_FROM, app.log)
        : outboxMail(config.DATA_DIR, app.log)),
    jobs,
    exporters,
    importers,
    lifecycle: { draining: false },
  };
  app.decorate('ctx', ctx);
  app.decorate('jobsStarted', Promise.resolve());
  // After the in-flight requests: running jobs stop at their next page, pg-boss lets go of the
  // database, then the database closes (PGlite's one connection must not close under a job).
  const simulators: (() => Promise<void>)[] = [];
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
    ctx.lifecycle.closingStep = 'job queue';
    await app.jobsStarted.catch(() => {});
    ctx.lifecycle.closingStep = 'simulators';
    await Promise.all(simulators.map((stop) => stop()));
    ctx.lifecycle.closingStep = 'job queue';
    await jobs.stop();
    ctx.lifecycle.closingStep = 'event bus';
    await events.close();
    ctx.lifecycle.closingStep = 'database';
    await replicaReads?.close();
    if (ownsDatabase) await database.close();
  });

  // One process at a time brings the data in line (several may start together on PostgreSQL).
  await withStartupLock(database, async () => {
    for (const module of MODULES) await module.prepare?.(ctx, app.log);
    if (config.SEED_DEMO && (await isDatabaseEmpty(database.db))) {
      const created = await seedDemo(
        database.db,
        storage,
        config.PUBLIC_URL,
        secrets.dataKey,
        config.TIME_ZONE,
      );
      app.log.info({ accounts: created.length }, 'empty database: demo data seeded');
    }
  });

  registerRequestContext(app, database.kind === 'pglite' ? config.DB_BUSY_TIMEOUT_MS : undefined);
  registerErrorHandler(app);
  registerJsonBody(app);
  registerGracefulClose(app);
  app.addHook('preClose', async () => {
    ctx.lifecycle.draining = true;
    ctx.lifecycle.closingStep = 'in-flight requests';
  });
  // The event stream's plugin comes after the API's routes; its count is read only when scraped.
  let openStreams = () => 0;
  await registerMetrics(app, ctx, () => openStreams(), MODULES);
  await registerSecurity(app, config, database);
  await app.register(
    async (api) => {
      const routes = MODULES.flatMap((module) => module.routes ?? []);
      await registerRoutes(api, ctx, routes, {
        checkResults: options.checkResults ?? false,
        writeAnswers: options.writeAnswers ?? true,
      });
      for (const module of MODULES) module.externalRoutes?.(api, ctx);
    },
    { prefix: '/api' },
  );
  openStreams = registerEventStream(app, ctx);
  await registerStaticFiles(app, ctx);

  const startJobs = async () => {
    const queues = serverQueues(MODULES);
    const failures = metricsOf(ctx)?.jobFailures;
    await jobs.start(
      queues.map((q) => ({
        ...q,
        handler: (data: unknown) =>
          q.handler(ctx, data, app.log).catch((error: unknown) => {
            failures?.inc({ queue: q.name });
            throw error;
          }),
      })),
    );
    // Tasks left packing by a killed process are failed now, not a minute from now.
    await sweepStaleTasks(ctx, app.log);
    // The demo partner's simulators run only in the process that runs jobs.
    for (const simulator of MODULES.flatMap((module) => module.simulators ?? [])) {
      if (closing) return;
      if (config.JOBS_WORKER && config[simulator.flag]) simulators.push(simulator.start(ctx, app.log));
    }
  };
  app.jobsStarted = startJobs();
  // In the background the caller watches `jobsStarted` itself (main.ts ends the process on a failure).
  if (options.jobsInBackground) app.jobsStarted.catch(() => {});
  else await app.jobsStarted;
  return app;
}
