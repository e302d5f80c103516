// Runs the server's API suite (and the benchmark data generator's test, over the same harness)
// against PostgreSQL: each run makes a template database and one fresh database per test file
// (dropped at the end). Skips with a note when no server answers.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const pg = createRequire(path.join(root, 'apps/server/package.json'))('pg');

const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  console.log(
    `PostgreSQL does not answer at ${url.replace(/\/\/[^@]*@/, '//')} (${error.message}): API suite on PostgreSQL skipped.`,
  );
  process.exit(0);
}
// The replica tests' streaming replica of the local cluster (apps/server/src/db/replica.test.ts):
// made or started here; where it cannot be (not root, no cluster tools) the script says why and
// those tests skip.
const local = new URL(url);
if (
  !process.env.TEST_REPLICA_URL &&
  ['127.0.0.1', 'localhost'].includes(local.hostname) &&
  local.port === '5432'
) {
  spawnSync('node', [path.join(root, 'scripts/pg-replica.mjs')], { stdio: 'inherit' });
}
console.log('API suite on PostgreSQL:');
for (const workspace of ['@console/server', '@console/bench']) {
  const run = spawnSync('npm', ['run', 'test', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
