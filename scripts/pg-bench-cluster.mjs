// `node scripts/pg-bench-cluster.mjs [database]`: a PostgreSQL 15 cluster of its own for the big
// benchmark data (the 10 M order set, `npm run bulk-orders -- --set 10m`), at 127.0.0.1:5434, so
// that GBs of bench rows stay out of the main cluster (15/main, which a streaming replica copies).
// Idempotent: makes the cluster when missing (Debian's pg_createcluster; run as root), trusts local
// connections as 15/main does, tunes it for bulk loads, starts it, and makes the database (default
// `bench10m`) when missing. Prints the DATABASE_URL to use.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const VERSION = '15';
const NAME = 'bench';
const PORT = 5434;
const database = process.argv[2] ?? 'bench10m';
const etc = `/etc/postgresql/${VERSION}/${NAME}`;
const run = (cmd, args) => execFileSync(cmd, args, { encoding: 'utf8' });

const clusters = run('pg_lsclusters', ['--no-header']);
const line = clusters.split('\n').find((l) => l.split(/\s+/)[0] === VERSION && l.split(/\s+/)[1] === NAME);
if (!line) {
  console.log(`making cluster ${VERSION}/${NAME} on port ${PORT} …`);
  run('pg_createcluster', [VERSION, NAME, '--port', String(PORT)]);
}
// The same trust as 15/main (local tools and tests connect as postgres without a password).
const hba = ['local all all trust', 'host all all 127.0.0.1/32 trust', ''].join('\n');
const hbaFile = path.join(etc, 'pg_hba.conf');
const hbaChanged = fs.readFileSync(hbaFile, 'utf8') !== hba;
if (hbaChanged) fs.writeFileSync(hbaFile, hba);
// A bulk load of GBs: fewer checkpoints, no wait for the WAL flush at each commit (the data can be
// made again; nothing else lives here), and more cache than the 128 MB default on this 23 GB box.
const tuning = [
  'shared_buffers = 1GB',
  'max_wal_size = 8GB',
  'checkpoint_timeout = 30min',
  'synchronous_commit = off',
  'wal_compression = on',
  'maintenance_work_mem = 512MB',
  '',
].join('\n');
const tuningFile = path.join(etc, 'conf.d', 'bench.conf');
const tuningChanged = !fs.existsSync(tuningFile) || fs.readFileSync(tuningFile, 'utf8') !== tuning;
if (tuningChanged) fs.writeFileSync(tuningFile, tuning);
const online = line?.includes('online');
if (!online) run('pg_ctlcluster', [VERSION, NAME, 'start']);
else if (tuningChanged) run('pg_ctlcluster', [VERSION, NAME, 'restart']);
else if (hbaChanged) run('pg_ctlcluster', [VERSION, NAME, 'reload']);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pg = createRequire(path.join(root, 'apps/server/package.json'))('pg');
const admin = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${PORT}/postgres` });
await admin.connect();
const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [database]);
if (!rowCount) await admin.query(`create database "${database}"`);
await admin.end();
console.log(
  `cluster ${VERSION}/${NAME} online: DATABASE_URL=postgresql://postgres@127.0.0.1:${PORT}/${database}`,
);
