// `npm run bulk-orders -- --orders 1000000 [--merchants 50] [--histories]` (from the root):
// benchmark orders over that many merchants (136000000NN, the demo password), up to the number
// asked, in the configured database (DATABASE_URL, or the embedded one in DATA_DIR). The demo
// data must be there first (`npm run seed`, or a first `npm start`): the orders use its goods.
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../apps/server/src/db/open-configured';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';
import { resolveSecrets } from '../apps/server/src/plugins/secrets';
import { BULK_CUSTOMER_POOL, BULK_MERCHANTS, bulkMerchantMobile, seedBulkOrders } from './bulk-orders';

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
const orders = count('orders', args.orders);
const merchants = count('merchants', args.merchants);

const config = loadConfig();
const dataKey = resolveSecrets(config, (msg) => console.warn(msg)).dataKey;
const database = await openConfiguredDatabase(config);
try {
  console.log(
    `Benchmark orders: ${orders} over ${merchants} merchants (${bulkMerchantMobile(0)}…, password as the demo's) ` +
      `on ${database.kind}; customers drawn from a pool of ${BULK_CUSTOMER_POOL} sealed ones` +
      (args.histories ? '' : '; no status histories (--histories to write them)'),
  );
  const r = await seedBulkOrders(database, {
    orders,
    merchants,
    dataKey,
    timeZone: config.TIME_ZONE,
    histories: args.histories,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`Benchmark orders made: ${r.made} in ${(r.ms / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
