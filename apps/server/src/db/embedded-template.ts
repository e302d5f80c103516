import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { openDatabase, runMigrations, type Database } from './database';

/**
 * A new embedded database made ahead (decision 025): created, migrated and with pg-boss's schema,
 * dumped and gzipped by `scripts/build-server.mjs` beside the server built ahead
 * (`dist/embedded-template.tar.gz`). A first start loads it instead of running initdb (a second,
 * throw-away PGlite) and every migration: about 6 s of a first start on a 2-core machine. The
 * sources have none beside them (tsx, the tests): a first start from them creates the database.
 */
export const EMBEDDED_TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'embedded-template.tar.gz',
);

/** The template to load into `dataDir`, when the folder holds no database yet and one was built. */
export function embeddedTemplateFor(dataDir: string): Blob | undefined {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION')) || !fs.existsSync(EMBEDDED_TEMPLATE)) return undefined;
  return new Blob([gunzipSync(fs.readFileSync(EMBEDDED_TEMPLATE))]);
}

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
 * Writes the template to `file`: an in-memory PGlite, migrated, then `install` (pg-boss's schema
 * and queues), dumped. The queues a later version adds or changes are reconciled at start anyway.
 */
export async function writeEmbeddedTemplate(file: string, install: (db: Database) => Promise<void>) {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await runMigrations(database);
    await install(database);
    await dropTemplateDatabases(database);
    const dump = await database.pglite!.dumpDataDir('none');
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, gzipSync(Buffer.from(await dump.arrayBuffer())));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
}
