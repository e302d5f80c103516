// A streaming replica of the local PostgreSQL 15 cluster for the replica tests (decision 067):
// cluster `15/replica` on port 5433, made by pg_createcluster and filled by `pg_basebackup -R`.
//
//   node scripts/pg-replica.mjs        creates it (or starts it, or leaves it as it is: idempotent)
//   node scripts/pg-replica.mjs down   removes it
//
// The same for another cluster (the 10 M set's, for the mixed load over it): PG_REPLICA_OF=bench
// PG_REPLICA_MAIN_PORT=5434 PG_REPLICA_PORT=5435 PG_REPLICA_NAME=bench-replica.
//
// Needs root (CI runs as root), the Debian cluster tools and the main cluster `15/main` on 5432
// with wal_level replica (or logical) and max_wal_senders > 0. A missing pg_hba line for
// replication from 127.0.0.1 is added to main's pg_hba.conf (trust, like its other lines) and
// main is reloaded. Exits 0 with a line saying why when it cannot make the replica, so that the
// caller (scripts/test-api-postgres.mjs) runs on without it: the replica tests then say they skip.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const VERSION = '15';
const MAIN = process.env.PG_REPLICA_OF ?? 'main';
const MAIN_PORT = Number(process.env.PG_REPLICA_MAIN_PORT ?? 5432);
const PORT = Number(process.env.PG_REPLICA_PORT ?? 5433);
const NAME = process.env.PG_REPLICA_NAME ?? 'replica';
const DATA_DIR = `/var/lib/postgresql/${VERSION}/${NAME}`;

function run(command, args, { quiet = false } = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0 && !quiet) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
  }
  return result;
}

const psql = (port, query) =>
  run('psql', ['-w', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-Atc', query], {
    quiet: true,
  });

function unavailable(reason) {
  console.log(`PostgreSQL replica not made: ${reason}. The replica tests will skip.`);
  process.exit(0);
}

const clusterLine = () =>
  run('pg_lsclusters', ['--no-header'], { quiet: true })
    .stdout.split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find(([version, name]) => version === VERSION && name === NAME);

/** The replica's own state: `t` while it replays the primary's WAL. */
const inRecovery = () => psql(PORT, 'select pg_is_in_recovery()').stdout.trim() === 't';

/**
 * Whether it receives the primary's WAL (within 10 s). A standby can stay in recovery with its
 * stream broken for good: after a burst of writes on main (a benchmark's million orders) main had
 * removed a WAL segment the replica still needed ("requested WAL segment … has already been
 * removed"), and it waited for it forever. Such a replica is made anew.
 */
function streaming() {
  for (let i = 0; i < 20; i += 1) {
    if (psql(PORT, 'select status from pg_stat_wal_receiver').stdout.trim() === 'streaming') return true;
    spawnSync('sleep', ['0.5']);
  }
  return false;
}

function checkMain() {
  const setting = (name) => psql(MAIN_PORT, `show ${name}`).stdout.trim();
  const walLevel = setting('wal_level');
  if (!walLevel) unavailable(`the main cluster does not answer on 127.0.0.1:${MAIN_PORT}`);
  if (walLevel === 'minimal') {
    unavailable('main has wal_level=minimal; set wal_level=replica in its postgresql.conf and restart it');
  }
  if (Number(setting('max_wal_senders')) < 1) {
    unavailable('main has max_wal_senders=0; set it to 10 in its postgresql.conf and restart it');
  }
  keepWal();
  const rules = psql(
    MAIN_PORT,
    `select count(*) from pg_hba_file_rules where 'replication' = any(database) and error is null
       and (type = 'local' or address in ('127.0.0.1', 'all', 'samehost'))`,
  ).stdout.trim();
  if (rules !== '0') return;
  const hbaFile = psql(MAIN_PORT, 'show hba_file').stdout.trim();
  fs.appendFileSync(
    hbaFile,
    '\n# Streaming replication from this machine (scripts/pg-replica.mjs)\nhost replication postgres 127.0.0.1/32 trust\n',
  );
  run('pg_ctlcluster', [VERSION, MAIN, 'reload']);
  console.log(`Added "host replication postgres 127.0.0.1/32 trust" to ${hbaFile} and reloaded main.`);
}

/**
 * Main keeps its last 2 GB of WAL for the replica (`wal_keep_size`, 0 by default). Without it, a
 * checkpoint on main removes the segments a replica stopped for a few seconds still needs (the
 * mid-load test stops it while other test files create their databases, which writes WAL), and
 * the replica can never resume. A replication slot would keep them too, but for ever once the
 * replica is gone.
 */
function keepWal() {
  const megabytes = Number(
    psql(MAIN_PORT, "select setting from pg_settings where name = 'wal_keep_size'").stdout,
  );
  if (megabytes >= 2048) return;
  psql(MAIN_PORT, "alter system set wal_keep_size = '2GB'");
  psql(MAIN_PORT, 'select pg_reload_conf()');
  console.log('Set wal_keep_size = 2GB on main (ALTER SYSTEM) and reloaded it.');
}

function create() {
  run('pg_createcluster', [VERSION, NAME, '-p', String(PORT)]);
  // The new cluster's own files give way to a copy of main's, which -R makes a standby of it (the
  // folder itself stays: postgres may not create one in its parent).
  for (const entry of fs.readdirSync(DATA_DIR)) fs.rmSync(`${DATA_DIR}/${entry}`, { recursive: true });
  run('runuser', [
    '-u',
    'postgres',
    '--',
    'pg_basebackup',
    ...['-h', '127.0.0.1', '-p', String(MAIN_PORT), '-U', 'postgres'],
    ...['-D', DATA_DIR, '-R', '-X', 'stream', '-c', 'fast'],
  ]);
  // The client rules of main (trust from this machine), not pg_createcluster's (passwords).
  const hbaFile = psql(MAIN_PORT, 'show hba_file').stdout.trim();
  fs.copyFileSync(hbaFile, `/etc/postgresql/${VERSION}/${NAME}/pg_hba.conf`);
  run('pg_ctlcluster', [VERSION, NAME, 'start']);
}

function waitForRecovery() {
  for (let i = 0; i < 60; i += 1) {
    if (inRecovery()) return;
    spawnSync('sleep', ['0.5']);
  }
  throw new Error(`cluster ${VERSION}/${NAME} did not come up as a standby on port ${PORT}`);
}

function up() {
  if (process.getuid?.() !== 0) unavailable('not root (pg_createcluster and pg_basebackup need it)');
  if (run('which', ['pg_createcluster'], { quiet: true }).status !== 0) unavailable('no pg_createcluster');
  checkMain();
  const line = clusterLine();
  if (line && line[3] === 'online' && inRecovery() && streaming()) {
    console.log(`PostgreSQL replica ${VERSION}/${NAME} on port ${PORT}: already streaming.`);
    return;
  }
  if (line) {
    // Stopped: started again; started but no standby (promoted) or no stream: made anew.
    run('pg_ctlcluster', [VERSION, NAME, 'start'], { quiet: true });
    if (!inRecovery() || !streaming()) {
      run('pg_dropcluster', ['--stop', VERSION, NAME]);
      create();
    }
  } else {
    create();
  }
  waitForRecovery();
  console.log(`PostgreSQL replica ${VERSION}/${NAME} on port ${PORT}: streaming from ${MAIN_PORT}.`);
}

function down() {
  if (!clusterLine()) return console.log(`No cluster ${VERSION}/${NAME}.`);
  run('pg_dropcluster', ['--stop', VERSION, NAME]);
  console.log(`Cluster ${VERSION}/${NAME} removed.`);
}

if (process.argv[2] === 'down') down();
else up();
