import { ConfigError, loadBaseConfig } from './plugins/base-config';
import { isFirstEmbeddedStart, seedInChildProcess } from './demo/first-seed';
import { preparePglite } from './db/pglite-assets';

async function main() {
  // What a first start needs to know comes from the base settings, which load without the server's
  // code: the seeding child starts at once (decision 020), and the server's modules load meanwhile,
  // on the other core (decision 034). The seed reads only the base settings; the domains' own are
  // checked here, once the registry has loaded, and a bad one stops the start as before.
  const base = loadBaseConfig();
  // PGlite's WebAssembly compiles on V8's threads while this process loads its code or waits for the seed.
  if (!base.DATABASE_URL) preparePglite();
  const [
    { buildApp },
    { startAdminSocket },
    { DEMO_MERCHANTS, DEMO_PASSWORD },
    { loadConfig },
    { MODULES },
    { exitOnSignals },
    { startMetricsServer },
  ] = await Promise.all([
    import('./app'),
    import('./backup/admin-socket'),
    import('./demo/cast'),
    import('./plugins/config'),
    import('./modules'),
    import('./lib/shutdown'),
    import('./plugins/metrics'),
    isFirstEmbeddedStart(base) ? seedInChildProcess(base) : undefined,
  ]);
  // The registry is passed in from here: the configuration's code is below the modules.
  const config = loadConfig(process.env, MODULES);
  // Listening while the job queue starts; a queue that cannot start ends the process as before.
  const app = await buildApp({ config, jobsInBackground: true });
  app.jobsStarted.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

  let adminSocket: Awaited<ReturnType<typeof startAdminSocket>> = null;
  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | null = null;
  exitOnSignals(app, {
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    drainMs: config.SHUTDOWN_DRAIN_MS,
    beforeClose: async () => {
      await adminSocket?.close();
      metricsServer?.close();
    },
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.METRICS_PORT) metricsServer = await startMetricsServer(app, config.METRICS_PORT, config.HOST);
  // `npm run backup` asks this process for a copy of the embedded database (only it may open it).
  adminSocket = await startAdminSocket(app);
  const address = `${config.PUBLIC_URL}/merchant/`;
  const lines = [`\n  Console: ${address}`];
  if (config.SEED_DEMO) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const m of DEMO_MERCHANTS) lines.push(`    ${m.mobile}  ${m.role}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
