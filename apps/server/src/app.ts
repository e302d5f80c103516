import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { openDatabase, runMigrations, type Database } from './db/database';
import { isDatabaseEmpty, seedDemo } from './db/seed';
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
import { type SmsSender, httpSms, outboxSms } from './adapters/sms';
import { type MailSender, outboxMail } from './adapters/mail';
import { localStorage } from './storage/local-storage';
import { createExporterRegistry } from './jobs/exporters';
import { createImporterRegistry } from './jobs/importers';
import { jobHandlers } from './jobs';
import { createJobQueue, type JobQueueOptions } from './jobs/queue';
import { sweepStaleTasks } from './jobs/task-maintenance';
import { registerRoutes } from './plugins/endpoint-routes';
import { authRoutes } from './modules/auth/routes';
import { galleryRoutes } from './modules/gallery/routes';
import { accountRoutes } from './modules/account/routes';
import { areaRoutes } from './modules/area/routes';
import { goodsRoutes } from './modules/goods/routes';
import { transferRoutes } from './modules/transfer/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { healthRoutes } from './modules/health/routes';
import { navigationRoutes } from './modules/navigation/routes';
import { ledgerExporter, withdrawalExporter } from './modules/money/exporters';
import { moneyRoutes } from './modules/money/routes';
import { orderRoutes } from './modules/orders/routes';
import { orderExporter } from './modules/orders/exporter';
import { orderImporter } from './modules/orders/import/order-importer';
import { remarkImporter } from './modules/orders/import/remark-importer';
import { complaintRoutes } from './modules/complaints/routes';
import { startComplaintSimulator } from './modules/complaints/simulator';
import { startWithdrawSimulator } from './modules/money/simulator';
import { startOrderSimulator } from './modules/orders/simulator';
import { noticeExporter } from './modules/notices/exporter';
import { noticeRoutes } from './modules/notices/routes';
import { taskRoutes } from './modules/tasks/routes';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
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
}

/** Opens PGlite in DATA_DIR/pglite, or PostgreSQL at DATABASE_URL, and migrates it. */
export async function openConfiguredDatabase(
  config: Config,
  onIdleError: (error: Error) => void = (error) => console.error('database connection lost', error.message),
): Promise<Database> {
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, onIdleError })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });
  await runMigrations(database);
  return database;
}

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
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secrets = resolveSecrets(config, (msg) => app.log.warn(msg));
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openConfiguredDatabase(config, (error) =>
      app.log.error({ err: error }, 'database connection lost'),
    ));
  const storage = localStorage(path.join(config.DATA_DIR, 'files'));
  const exporters = createExporterRegistry();
  exporters.register(noticeExporter);
  exporters.register(ledgerExporter);
  exporters.register(withdrawalExporter);
  exporters.register(orderExporter);
  const importers = createImporterRegistry();
  importers.register(orderImporter);
  importers.register(remarkImporter);
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
    db: database.db,
    storage,
    sms:
      options.sms ??
      (config.SMS_GATEWAY_URL
        ? httpSms(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_KEY ?? '')
        : outboxSms(config.DATA_DIR, app.log)),
    mail: options.mail ?? outboxMail(config.DATA_DIR, app.log),
    jobs,
    exporters,
    importers,
  };
  app.decorate('ctx', ctx);
  // After the in-flight requests: running jobs stop at their next page, pg-boss lets go of the
  // database, then the database closes (PGlite's one connection must not close under a job).
  const simulators: (() => Promise<void>)[] = [];
  app.addHook('onClose', async () => {
    await Promise.all(simulators.map((stop) => stop()));
    await jobs.stop();
    if (ownsDatabase) await database.close();
  });

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

  registerRequestContext(app);
  registerErrorHandler(app);
  registerJsonBody(app);
  registerGracefulClose(app);
  await registerSecurity(app, config);
  const routes = [
    ...healthRoutes,
    ...authRoutes,
    ...navigationRoutes,
    ...noticeRoutes,
    ...taskRoutes,
    ...dashboardRoutes,
    ...galleryRoutes,
    ...accountRoutes,
    ...moneyRoutes,
    ...goodsRoutes,
    ...areaRoutes,
    ...transferRoutes,
    ...orderRoutes,
    ...complaintRoutes,
  ];
  await app.register(
    async (api) => {
      await registerRoutes(api, ctx, routes, { checkResults: options.checkResults ?? false });
    },
    { prefix: '/api' },
  );
  await registerStaticFiles(app, ctx);

  await jobs.start(jobHandlers(ctx, app.log));
  // Tasks left packing by a killed process are failed now, not a minute from now.
  await sweepStaleTasks(ctx, app.log);
  // The demo partner deciding withdrawals (embedded default; see the contract's money/constants).
  if (config.WITHDRAW_SIMULATOR && config.JOBS_WORKER) simulators.push(startWithdrawSimulator(ctx, app.log));
  // The demo partner's fulfilment: recent open orders move along the life cycle.
  if (config.ORDER_SIMULATOR && config.JOBS_WORKER) simulators.push(startOrderSimulator(ctx, app.log));
  // The demo partner forwarding a complaint now and then (embedded default).
  if (config.COMPLAINT_SIMULATOR && config.JOBS_WORKER)
    simulators.push(startComplaintSimulator(ctx, app.log));
  return app;
}
