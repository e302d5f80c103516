import fs from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { gunzipWhole } from '../db/embedded-template';
import { embeddedDataDir } from '../plugins/config';
import { localStorage } from '../storage/local-storage';
import { checkData, type DataCheck } from './check-data';
import { expandFolder } from './database-folder';
import {
  DATABASE_FILE,
  DATABASE_FOLDER,
  FILES_DIR,
  MANIFEST,
  SECRETS_FILE,
  sha256File,
  type BackupManifest,
} from './manifest';

/** A restore that must not start: the reason names the folder or file at fault. */
export class RestoreRefused extends Error {}

async function isEmptyOrAbsent(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function readManifest(backup: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(backup, MANIFEST), 'utf8')) as BackupManifest;
  } catch (error) {
    throw new RestoreRefused(`${backup} is not a backup: ${(error as Error).message}`);
  }
  const format: string = manifest.format;
  if (format !== 'console-backup-1' && format !== 'console-backup-2') {
    throw new RestoreRefused(`${path.join(backup, MANIFEST)}: unknown format ${format}`);
  }
  return manifest;
}

/**
 * Brings the backup at `backup` back into `dataDir`, which must be empty or absent (a restore
 * never overwrites data), then checks the result: checksums of everything copied, the ledger,
 * every file the database refers to, the row counts. Answers the check; its `problems` are
 * empty when the restore is whole.
 */
export async function restoreBackup(backup: string, dataDir: string): Promise<DataCheck> {
  if (!(await isEmptyOrAbsent(dataDir))) {
    throw new RestoreRefused(`${dataDir} is not empty: restore into an empty or new data folder`);
  }
  const manifest = await readManifest(backup);
  const databaseFile = path.join(backup, DATABASE_FILE);
  if (
    manifest.format === 'console-backup-1' &&
    (await sha256File(databaseFile)) !== manifest.database.sha256
  ) {
    throw new RestoreRefused(`${databaseFile}: checksum differs from the manifest's`);
  }
  await fs.mkdir(dataDir, { recursive: true });

  const problems: string[] = [];
  const filesDir = path.join(dataDir, FILES_DIR);
  if (manifest.files.included) {
    await fs.mkdir(filesDir, { recursive: true });
    for (const [key, sha256] of Object.entries(manifest.files.sha256)) {
      const target = path.join(filesDir, ...key.split('/'));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.copyFile(path.join(backup, FILES_DIR, ...key.split('/')), target);
      if ((await sha256File(target)) !== sha256) problems.push(`file ${key}: checksum differs`);
    }
  }
  if (manifest.secrets) {
    const target = path.join(dataDir, SECRETS_FILE);
    await fs.copyFile(path.join(backup, SECRETS_FILE), target);
    await fs.chmod(target, 0o600);
  }

  const pgliteDir = embeddedDataDir({ DATA_DIR: dataDir });
  let loadDataDir: Blob | undefined;
  if (manifest.format === 'console-backup-1') {
    // PGlite unpacks the dump into the new folder as it opens it.
    loadDataDir = new Blob([gunzipWhole(await fs.readFile(databaseFile))]);
  } else {
    // The copied data folder, as after a crash: opening it replays the WAL from the checkpoint.
    const { dirs, files } = manifest.database;
    const differing = await expandFolder(path.join(backup, DATABASE_FOLDER), pgliteDir, dirs, files);
    if (differing.length) {
      await fs.rm(pgliteDir, { recursive: true, force: true });
      throw new RestoreRefused(
        `${path.join(backup, DATABASE_FOLDER)}: ${differing.length} file(s) differ from the manifest's checksum, e.g. ${differing[0]}`,
      );
    }
  }
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: pgliteDir,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  try {
    const check = await checkData(database.db, localStorage(filesDir), manifest.counts);
    check.problems.unshift(...problems);
    return check;
  } finally {
    await database.close();
  }
}
