import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** What a backup folder holds; `manifest.json` of the folder. */
export type BackupManifest = BackupManifestV1 | BackupManifestV2;

/** Up to decision 027: the database as PGlite's dumpDataDir tarball, gzipped. */
export interface BackupManifestV1 extends BackupParts {
  format: 'console-backup-1';
  database: {
    file: 'pglite.tar.gz';
    bytes: number;
    sha256: string;
    /** How long the database answered no query while it was copied. */
    blockedMs: number;
  };
}

/**
 * Since decision 027: PGlite's data folder copied after a CHECKPOINT, each file gzipped on its
 * own under `pglite/` (`<path>.gz`), with the WAL that recovery reads and nothing older.
 */
export interface BackupManifestV2 extends BackupParts {
  format: 'console-backup-2';
  database: {
    folder: typeof DATABASE_FOLDER;
    /** Every folder of the data folder, empty ones included (PostgreSQL wants them). */
    dirs: string[];
    /** Path in the data folder → size and sha256 of the content (before gzip). */
    files: Record<string, { bytes: number; sha256: string }>;
    /** Bytes of the data folder copied, and of their gzipped copies in the backup. */
    bytes: number;
    storedBytes: number;
    /** How long the database answered no query while it was copied. */
    blockedMs: number;
    /** The longest the server's event loop waited while the backup was written (ms). */
    longestStallMs: number;
  };
}

interface BackupParts {
  createdAt: string;
  files: {
    /** false when the files live outside DATA_DIR (an object store): back them up there. */
    included: boolean;
    count: number;
    bytes: number;
    /** Storage key → sha256 of every file copied. */
    sha256: Record<string, string>;
  };
  /** Whether DATA_DIR/secrets.json was copied (absent when the secrets come from the environment). */
  secrets: boolean;
  /** Row counts at the time of the copy, which the restore compares. */
  counts: Record<string, number>;
}

export const MANIFEST = 'manifest.json';
export const DATABASE_FILE = 'pglite.tar.gz';
export const DATABASE_FOLDER = 'pglite';
export const FILES_DIR = 'files';
export const SECRETS_FILE = 'secrets.json';

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}
