import fs from 'node:fs/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { rawRows } from '../db/raw-rows';
import { compressFolder, copyFolder } from './database-folder';
import { DATABASE_FOLDER, FILES_DIR, MANIFEST, SECRETS_FILE, type BackupManifestV2 } from './manifest';
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

const loopTurn = () => new Promise((resolve) => setImmediate(resolve));

/** PGlite's data folder on disk; an in-memory database (tests) has none to copy. */
function dataFolder(pglite: PGlite): string {
  const dir = pglite.dataDir?.replace(/^file:\/\//, '');
  if (!dir || dir.includes('://')) throw new Error('the database has no folder on disk to back up');
  return dir;
}

/**
 * Copies the database into `target`/pglite and answers its manifest entry and row counts. The
 * plain copy lives in the backup only until it is compressed.
 */
async function copyDatabase(
  pglite: PGlite,
  target: string,
  onHold?: (phase: 'start' | 'end') => void | Promise<void>,
): Promise<{
  counts: Record<string, number>;
  database: Omit<BackupManifestV2['database'], 'longestStallMs'>;
}> {
  const folder = dataFolder(pglite);
  const staging = path.join(target, `${DATABASE_FOLDER}.copying`);
  try {
    // First pass while the database runs: most files (old orders, indexes) will not change
    // before the hold, which then copies only what did.
    const first = await copyFolder(folder, staging);
    // Through the gate (pglite.transaction is gated): queued requests wait behind this, and
    // those whose budget runs out are answered 503. Inside, no other statement runs, so the
    // folder stands still: after CHECKPOINT its files hold every committed page, and pg_control
    // and the WAL from the checkpoint's redo point are what PostgreSQL's recovery needs.
    const held = await pglite.transaction(async (tx) => {
      const started = performance.now();
      await onHold?.('start');
      const counts: Record<string, number> = {};
      // A statement runs on this thread, and the next one would follow in the same microtask
      // flush: a loop turn between them lets timers fire and responses leave (decision 026).
      for (const table of COUNTED) {
        const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from ${table}`);
        counts[table] = rows[0]?.n ?? 0;
        await loopTurn();
      }
      await tx.exec('CHECKPOINT');
      await loopTurn();
      const { rows } = await tx.query<{ from: string; to: string }>(
        `select pg_walfile_name(redo_lsn) as "from", pg_walfile_name(pg_current_wal_insert_lsn()) as "to"
         from pg_control_checkpoint()`,
      );
      const copy = await copyFolder(folder, staging, { previous: first.state, wal: rows[0]! });
      await onHold?.('end');
      return { counts, copy, blockedMs: Math.round(performance.now() - started) };
    });
    const names = [...held.copy.state.keys()].sort();
    const stored = path.join(target, DATABASE_FOLDER);
    const files = await compressFolder(staging, stored, held.copy.dirs, names);
    const sizes = await Promise.all(names.map((rel) => fs.stat(path.join(stored, `${rel}.gz`))));
    return {
      counts: held.counts,
      database: {
        folder: DATABASE_FOLDER,
        dirs: held.copy.dirs.map((dir) => dir.split(path.sep).join('/')),
        files,
        bytes: Object.values(files).reduce((sum, f) => sum + f.bytes, 0),
        storedBytes: sizes.reduce((sum, s) => sum + s.size, 0),
        blockedMs: held.blockedMs,
      },
    };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/**
 * Writes a backup of the embedded database, the stored files and the generated secrets into
 * `target` (a folder that must not exist yet), from the process that has the database open.
 * The database is held (no other query runs) only for a CHECKPOINT and the copy of the files
 * changed since a first pass; compression comes after. Everything runs on asynchronous fs calls:
 * requests keep being read, queue at the connection gate, and get their 503 "busy" in time.
 */
export async function writeBackup(
  database: Database,
  dataDir: string,
  target: string,
  /** Awaited when the database is held and about to be released (tests ask for it in between). */
  onHold?: (phase: 'start' | 'end') => void | Promise<void>,
): Promise<BackupManifestV2> {
  const pglite = database.pglite;
  if (!pglite) throw new Error('the database is PostgreSQL: back it up with pg_dump (README, "Backups")');
  dataFolder(pglite);
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Fails when the folder exists: a backup never mixes with another one.
  await fs.mkdir(target);
  // The server's own proof that the backup did not stop it (the manifest keeps the worst delay).
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  try {
    const { counts, database: copied } = await copyDatabase(pglite, target, onHold);
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

    const manifest: BackupManifestV2 = {
      format: 'console-backup-2',
      createdAt: new Date().toISOString(),
      database: { ...copied, longestStallMs: Math.round(loop.max / 1e6) },
      files,
      secrets,
      counts,
    };
    await fs.writeFile(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    loop.disable();
  }
}
