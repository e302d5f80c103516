import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** What a backup folder holds; `manifest.json` of the folder. */
export interface BackupManifest {
  format: 'console-backup-1';
  createdAt: string;
  database: {
    file: 'pglite.tar.gz';
    bytes: number;
    sha256: string;
    /** How long the database answered no query while it was copied. */
    blockedMs: number;
  };
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
export const FILES_DIR = 'files';
export const SECRETS_FILE = 'secrets.json';

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}
