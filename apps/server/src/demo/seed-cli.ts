// `npm run seed`: writes the demo data into the configured database (idempotent). The benchmark
// orders have their own command beside the benchmarks (`npm run bulk-orders`, bench/bulk-orders-cli.ts).
import { preparePglite } from '../db/pglite-assets';
import { loadBaseConfig } from '../plugins/base-config';
import { templateUnpacked } from './first-seed';

// The base settings are all the seed needs; the server checks the domains' own (main.ts).
const config = loadBaseConfig();
// PGlite's WebAssembly compiles on V8's threads while this process loads the domains' code.
if (!config.DATABASE_URL) preparePglite();
const [{ openConfiguredDatabase }, { resolveSecrets }, { openStorage }, { seedDemo }] = await Promise.all([
  import('../db/open-configured'),
  import('../plugins/secrets'),
  import('../storage/open-storage'),
  import('./seed'),
]);
const dataKey = resolveSecrets(config, (msg) => console.warn(msg)).dataKey;
// On a first start the server's process unpacks the template while this one loads (first-seed.ts).
await templateUnpacked();
const database = await openConfiguredDatabase(config);
try {
  const started = Date.now();
  const created = await seedDemo(
    database.db,
    openStorage(config),
    config.PUBLIC_URL,
    dataKey,
    config.TIME_ZONE,
  );
  console.log(
    created.length
      ? `Seeded demo accounts: ${created.join(', ')} (${Date.now() - started} ms)`
      : 'Demo accounts already present.',
  );
} finally {
  await database.close();
}
