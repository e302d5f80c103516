import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { openDatabase, runMigrations, type Database } from './database';

// Beside the unpacking (embedded-template.ts), which a first start loads before anything else and
// which must not bring PGlite and drizzle with it.

/**
 * initdb leaves `template0` and `template1` beside `postgres`, the one database the console uses:
 * 613 of the folder's 1,384 files and folders, each created again by every first start (creating a
 * file costs about 0.7 ms on these machines) and copied by every backup. The embedded database never creates
 * another database, so they go; dropped through SQL, so the catalogue agrees.
 */
async function dropTemplateDatabases(database: Database) {
  for (const name of ['template0', 'template1']) {
    await database.pglite!.exec(`alter database ${name} is_template false`);
    await database.pglite!.exec(`drop database ${name}`);
  }
}

/**
 * Leaves the WAL of the template a new segment that holds one checkpoint: the folder's pages hold
 * everything, and a start reads the WAL from that checkpoint on. The segment written by initdb and
 * the migrations (16 MB of records no start reads) was written again by every first start;
 * a new one is its first few hundred bytes and zeros, which the unpacking does not write
 * (`untar`). The old segment is deleted at the second checkpoint, not kept under a later name
 * for reuse as PostgreSQL would (`wal_recycle`, off for this database only), which would carry it
 * along as another 16 MB.
 */
async function startWalAnew(database: Database) {
  await database.pglite!.exec('checkpoint');
  await database.pglite!.query('select pg_switch_wal()');
  await database.pglite!.exec('checkpoint');
}

/**
 * Writes the template to `file`: an in-memory PGlite, migrated, then `install` (pg-boss's schema
 * and queues), dumped. The queues a later version adds or changes are reconciled at start anyway.
 */
export async function writeEmbeddedTemplate(file: string, install: (db: Database) => Promise<void>) {
  const database = await openDatabase({ kind: 'pglite', settings: ['wal_recycle=off'] });
  try {
    await runMigrations(database);
    await install(database);
    await dropTemplateDatabases(database);
    await startWalAnew(database);
    const dump = await database.pglite!.dumpDataDir('none');
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, gzipSync(Buffer.from(await dump.arrayBuffer())));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
}
