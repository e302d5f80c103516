import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { rawRows } from '../db/raw-rows';
import {
  DATABASE_FILE,
  FILES_DIR,
  MANIFEST,
  SECRETS_FILE,
  sha256File,
  type BackupManifest,
} from './manifest';
import { copyStoredFiles, localFilesRoot } from './stored-files';

/** The tables whose row counts the manifest records and the restore compares. */
const COUNTED = ['merchants', 'orders', 'ledger_entries', 'uploads', 'tasks'] as const;

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const [row] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

/** A folder name for a backup made now: backup-2026-11-26T19-04-05Z. */
export const backupName = (now = new Date()) =>
  `backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}`;

/**
 * Writes a backup of the embedded database, the stored files and the generated secrets into
 * `target` (a folder that must not exist yet), from the process that has the database open.
 * The database copy is taken while no transaction is open (PGlite runs one at a time), so it holds
 * the state after the last commit; requests wait for it, not for the files or the compression.
 */
export async function writeBackup(
  database: Database,
  dataDir: string,
  target: string,
): Promise<BackupManifest> {
  const pglite = database.pglite;
  if (!pglite) throw new Error('the database is PostgreSQL: back it up with pg_dump (README, "Backups")');
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Fails when the folder exists: a backup never mixes with another one.
  await fs.mkdir(target);

  // Inside a transaction of its own: every other one has committed or rolled back, and none starts
  // until the dump is taken (the counts are of that same state). The files hold that state with
  // its WAL, as after a power cut between two transactions: opening the copy replays the WAL.
  let started = 0;
  const { dump, counts } = await pglite.transaction(async (tx) => {
    started = performance.now();
    const counts: Record<string, number> = {};
    for (const table of COUNTED) {
      const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      counts[table] = rows[0]?.n ?? 0;
    }
    return { counts, dump: await pglite.dumpDataDir('none') };
  });
  const blockedMs = Math.round(performance.now() - started);
  const databaseFile = path.join(target, DATABASE_FILE);
  await pipeline(Readable.from(dumpChunks(dump)), createGzip(), createWriteStream(databaseFile));

  const filesRoot = localFilesRoot(dataDir);
  const files = filesRoot
    ? { included: true, ...(await copyStoredFiles(filesRoot, path.join(target, FILES_DIR))) }
    : { included: false, count: 0, bytes: 0, sha256: {} };

  let secrets = true;
  try {
    await fs.copyFile(path.join(dataDir, SECRETS_FILE), path.join(target, SECRETS_FILE));
    await fs.chmod(path.join(target, SECRETS_FILE), 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    secrets = false;
  }

  const manifest: BackupManifest = {
    format: 'console-backup-1',
    createdAt: new Date().toISOString(),
    database: {
      file: DATABASE_FILE,
      bytes: (await fs.stat(databaseFile)).size,
      sha256: await sha256File(databaseFile),
      blockedMs,
    },
    files,
    secrets,
    counts,
  };
  await fs.writeFile(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function* dumpChunks(dump: Blob) {
  // A Blob's stream, as Buffers (zlib wants those).
  for await (const chunk of dump.stream()) yield Buffer.from(chunk as Uint8Array);
}
