// `npm run ledger:verify`: proves the ledger of the configured database (DATA_DIR's PGlite, or
// DATABASE_URL) and exits 1 when any merchant's balance disagrees with its entries. PGlite has
// one process at a time: stop the server first, or point it at PostgreSQL.
import { openConfiguredDatabase } from '../../db/open-configured';
import { loadBaseConfig } from '../../plugins/base-config';
import { verifyLedger } from './verify';

const config = loadBaseConfig();
// It reads whole tables: the database's parallel plans are welcome (decision 087).
const database = await openConfiguredDatabase(config, { parallelPlans: true });
try {
  const report = await verifyLedger(database.db);
  for (const p of report.problems) console.error(`merchant ${p.merchantId}: ${p.problem}`);
  console.log(
    `${report.merchants} merchants, ${report.entries} ledger entries: ${
      report.problems.length
        ? `${report.problems.length} problem(s)`
        : 'every balance equals the sum of its entries, every top-up batch was charged its items and refunded its failures'
    }`,
  );
  process.exitCode = report.problems.length ? 1 : 0;
} finally {
  await database.close();
}
