// `npm run bulk-orders -- --orders 1000000 [--merchants 50] [--histories]` (from the root):
// benchmark orders over that many merchants (136000000NN, the demo password), up to the number
// asked, in the configured database (DATABASE_URL, or the embedded one in DATA_DIR). The demo
// data must be there first (`npm run seed`, or a first `npm start`): the orders use its goods.
// `--set 10m [--scale 0.01]` makes a named set instead (bulk-set.ts), or tops it up.
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../apps/server/src/db/open-configured';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';
import { resolveSecrets } from '../apps/server/src/plugins/secrets';
import { BULK_CUSTOMER_POOL, BULK_MERCHANTS, bulkMerchantMobile, seedBulkOrders } from './bulk-orders';
import { BULK_SETS, type BulkSetName, seedBulkSet, setShape } from './bulk-set';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string' },
    merchants: { type: 'string', default: String(BULK_MERCHANTS) },
    histories: { type: 'boolean', default: false },
    set: { type: 'string' },
    scale: { type: 'string', default: '1' },
  },
});
const count = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`--${name} must be a whole number above 0`);
  return n;
};
const set = args.set as BulkSetName | undefined;
if (set !== undefined && !(set in BULK_SETS))
  throw new Error(`--set must be one of ${Object.keys(BULK_SETS).join(', ')}`);
const scale = Number(args.scale);
if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be above 0 and at most 1');
const orders = set ? 0 : count('orders', args.orders);
const merchants = count('merchants', args.merchants);

const config = loadConfig();
const dataKey = resolveSecrets(config, (msg) => console.warn(msg)).dataKey;
const database = await openConfiguredDatabase(config);
const log = (line: string) => console.log(`  ${line}`);
try {
  if (set) {
    const shape = setShape(set, scale);
    console.log(
      `Benchmark set ${set} at scale ${scale}: ${shape.orders} orders over ${shape.perMerchant.length + 1} merchants on ${database.kind}`,
    );
    const r = await seedBulkSet(database, { set, scale, dataKey, timeZone: config.TIME_ZONE, log });
    const rate = r.made ? ` (${Math.round(r.made / (r.ms / 1000))} orders/s)` : '';
    console.log(
      `Benchmark set made: ${r.made} orders in ${(r.ms / 1000).toFixed(1)} s${rate}; live merchant ${r.liveId}: ` +
        `${r.live.orders} captured orders, ${r.live.sessions} sessions; agent ${r.agentId} over ${r.subIds.length} subs`,
    );
  } else {
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
      log,
    });
    console.log(`Benchmark orders made: ${r.made} in ${(r.ms / 1000).toFixed(1)} s`);
  }
} finally {
  await database.close();
}
