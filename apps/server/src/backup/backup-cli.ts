// `npm run backup [-- <folder>]`: writes a backup of the embedded database, the stored files and
// the generated secrets into <folder> (default backups/backup-<time>). When the server runs, it
// asks the server over DATA_DIR/admin.sock (only the server may open its PGlite); otherwise it
// opens the database itself. With DATABASE_URL it refuses: PostgreSQL has pg_dump.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { embeddedDataDir, loadBaseConfig } from '../plugins/base-config';
import { adminSocketPath, requestBackup, socketAnswers } from './admin-socket';
import type { BackupManifest } from './manifest';
import { backupName, writeBackup } from './write-backup';

const config = loadBaseConfig();
const target = path.resolve(process.argv[2] ?? path.join('backups', backupName()));
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc (see README, "Backups").');
  process.exit(1);
}
const socket = adminSocketPath(config.DATA_DIR);
let manifest: BackupManifest;
if (await socketAnswers(socket)) {
  console.log(`The server is running: it writes the backup (${socket}).`);
  manifest = await requestBackup(socket, target);
} else {
  const pgliteDir = embeddedDataDir(config);
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    console.error(`No embedded database at ${pgliteDir}: nothing to back up.`);
    process.exit(1);
  }
  // PGlite keeps this file while a process has the database open (and a killed one leaves it):
  // a second process opening the folder would corrupt it, so never guess.
  if (fs.existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
    console.error(
      `${pgliteDir} is open in another process (postmaster.pid), which does not answer on ${socket}. ` +
        'Stop that server and try again; if none runs (one was killed), start the server and run the backup while it runs.',
    );
    process.exit(1);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  try {
    manifest = await writeBackup(database, config.DATA_DIR, target);
  } finally {
    await database.close();
  }
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(`Backup written to ${target}:`);
console.log(
  `  database ${mb(manifest.database.bytes)}${
    'storedBytes' in manifest.database ? `, ${mb(manifest.database.storedBytes)} gzipped` : ''
  } (the database was held ${manifest.database.blockedMs} ms for the copy${
    'longestStallMs' in manifest.database
      ? `; the server's longest event-loop stall meanwhile ${manifest.database.longestStallMs} ms`
      : ''
  }); ${Object.entries(manifest.counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ')}`,
);
console.log(
  manifest.files.included
    ? `  ${manifest.files.count} stored files, ${mb(manifest.files.bytes)}`
    : '  stored files NOT included: they live in the object store (back up the bucket)',
);
console.log(
  manifest.secrets
    ? '  secrets.json included: this backup holds the keys of the sealed personal data, keep it as safe as them'
    : '  secrets.json NOT included (the secrets come from the environment): keep them with the backup',
);
