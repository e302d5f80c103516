// `npm run seed`: writes the demo data into the configured database (idempotent).
// `npm run seed -- --orders 1000000 [--merchants 50] [--histories]`: then benchmark orders
// over that many merchants (db/bulk-orders.ts), up to the number asked.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../app';
import { loadConfig } from '../plugins/config';
import { resolveSecrets } from '../plugins/secrets';
import { localStorage } from '../storage/local-storage';
import { BULK_CUSTOMER_POOL, BULK_MERCHANTS, bulkMerchantMobile, seedBulkOrders } from './bulk-orders';
import { seedDemo } from './seed';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string' },
    merchants: { type: 'string', default: String(BULK_MERCHANTS) },
    histories: { type: 'boolean', default: false },
  },
});
const count = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`--${name} must be a whole number above 0`);
  return n;
};
const bulk =
  args.orders === undefined
    ? null
    : { orders: count('orders', args.orders), merchants: count('merchants', args.merchants) };

const config = loadConfig();
const dataKey = resolveSecrets(config, (msg) => console.warn(msg)).dataKey;
const database = await openConfiguredDatabase(config);
try {
  const started = Date.now();
  const created = await seedDemo(
    database.db,
    localStorage(path.join(config.DATA_DIR, 'files')),
    config.PUBLIC_URL,
    dataKey,
    config.TIME_ZONE,
  );
  console.log(
    created.length
      ? `Seeded demo accounts: ${created.join(', ')} (${Date.now() - started} ms)`
      : 'Demo accounts already present.',
  );
  if (bulk) {
    console.log(
      `Benchmark orders: ${bulk.orders} over ${bulk.merchants} merchants (${bulkMerchantMobile(0)}…, password as the demo's) ` +
        `on ${database.kind}; customers drawn from a pool of ${BULK_CUSTOMER_POOL} sealed ones` +
        (args.histories ? '' : '; no status histories (--histories to write them)'),
    );
    const r = await seedBulkOrders(database, {
      orders: bulk.orders,
      merchants: bulk.merchants,
      dataKey,
      timeZone: config.TIME_ZONE,
      histories: args.histories,
      log: (line) => console.log(`  ${line}`),
    });
    console.log(`Benchmark orders made: ${r.made} in ${(r.ms / 1000).toFixed(1)} s`);
  }
} finally {
  await database.close();
}
