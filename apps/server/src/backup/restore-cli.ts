// `npm run restore -- <backup folder> [data folder]`: brings a backup of `npm run backup` back
// into an empty data folder (default DATA_DIR), then proves it: the ledger verifies, every file
// the database refers to opens, the row counts match the backup's. Exits 1 on any problem.
import path from 'node:path';
import { loadBaseConfig } from '../plugins/base-config';
import { restoreBackup, RestoreRefused } from './restore';

const [backup, dataDirArg] = process.argv.slice(2);
if (!backup) {
  console.error('usage: npm run restore -- <backup folder> [data folder, default DATA_DIR]');
  process.exit(2);
}
const dataDir = path.resolve(dataDirArg ?? loadBaseConfig().DATA_DIR);
try {
  const check = await restoreBackup(path.resolve(backup), dataDir);
  console.log(`Restored ${path.resolve(backup)} into ${dataDir}:`);
  console.log(`  ledger: ${check.ledger.merchants} merchants, ${check.ledger.entries} entries`);
  console.log(`  files: ${check.files.opened} of ${check.files.referenced} referenced files open`);
  console.log(
    `  rows: ${Object.entries(check.counts)
      .map(([t, n]) => `${n} ${t}`)
      .join(', ')}`,
  );
  for (const problem of check.problems) console.error(`  PROBLEM ${problem}`);
  console.log(check.problems.length ? `${check.problems.length} problem(s).` : 'Everything checks out.');
  process.exitCode = check.problems.length ? 1 : 0;
} catch (error) {
  console.error(error instanceof RestoreRefused ? error.message : error);
  process.exitCode = 1;
}
