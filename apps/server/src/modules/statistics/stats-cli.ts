// `npm run stats:verify`: counts every statistics figure again from the orders of the configured
// database (DATA_DIR's PGlite, or DATABASE_URL) and exits 1 on any difference from the kept ones.
// `npm run stats:rebuild`: counts them all again and keeps those. PGlite has one process at a
// time: stop the server first, or point them at PostgreSQL.
import { openConfiguredDatabase } from '../../db/open-configured';
import { loadBaseConfig } from '../../plugins/base-config';
import { rebuildStatistics, verifyStatistics } from './verify';

const command = process.argv[2];
if (command !== 'verify' && command !== 'rebuild') {
  console.error('usage: stats-cli.ts verify | rebuild');
  process.exit(2);
}
const config = loadBaseConfig();
// It reads whole tables: the database's parallel plans are welcome (decision 087).
const database = await openConfiguredDatabase(config, { parallelPlans: true });
try {
  if (command === 'rebuild') {
    const started = Date.now();
    await rebuildStatistics(database.db, config.TIME_ZONE);
    console.log(`statistics rebuilt in ${Date.now() - started} ms (days of ${config.TIME_ZONE})`);
  }
  // A batch of merchants at a time (bounded memory at 10 M orders), each told on stderr as it ends.
  const report = await verifyStatistics(database.db, config.TIME_ZONE, {
    onProgress: (p) => {
      const ids = `${p.done.from ?? '…'}..${p.done.to === null ? '…' : p.done.to - 1}`;
      const rss = Math.round(process.memoryUsage.rss() / 2 ** 20);
      console.error(
        `batch ${p.batch}/${p.batches}: merchants ${ids} (${p.done.merchants} with orders), ` +
          `${p.orders.toLocaleString('en')} of ${p.totalOrders.toLocaleString('en')} orders, ` +
          `${p.problems} problem(s), ${Math.round(p.elapsedMs / 1000)} s, rss ${rss} MB`,
      );
    },
  });
  for (const p of report.problems.slice(0, 50)) console.error(p);
  console.log(
    `${report.orders} orders in ${report.rows} daily rows: ${
      report.problems.length
        ? `${report.problems.length} row(s) differ`
        : 'every kept figure equals its count from the orders'
    }`,
  );
  process.exitCode = report.problems.length ? 1 : 0;
} finally {
  await database.close();
}
