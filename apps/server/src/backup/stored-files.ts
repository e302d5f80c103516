import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rawRows } from '../db/raw-rows';
import { STORAGE_KEY_PATTERN, storageKeyOf } from '../storage/storage';
import { sha256File } from './manifest';

/**
 * Every storage key the database points at: the library's images and thumbnails, the files of
 * finished export and import tasks, logos, goods covers, anchors' avatars and complaint
 * attachments. The restore opens each of them. Raw SQL over the tables' names: the backup sits
 * beside the modules, and a new column holding a file must be added here (the backup test fails
 * otherwise only if it stores one, so say it in the module's review).
 */
export async function referencedFileKeys(db: Db): Promise<string[]> {
  const rows = await rawRows<{ ref: string }>(
    db,
    sql`
    select storage_key as ref from uploads
    union select thumb_key from uploads
    union select storage_key from tasks where storage_key is not null
    union select logo_url from site_settings
    union select logo_url from merchants
    union select cover_url from goods
    union select avatar_url from live_anchors
    union select a->>'file_url' from complaint_events, jsonb_array_elements(attachments) a`,
  );
  const keys = new Set<string>();
  for (const { ref } of rows) {
    if (!ref) continue;
    // Keys are stored bare, urls as /files/<key>; anything else (an outside url) is not ours.
    const key = STORAGE_KEY_PATTERN.test(ref) ? ref : storageKeyOf(ref);
    if (key) keys.add(key);
  }
  return [...keys].sort();
}

/**
 * Where the stored files are, for a backup. Today the only store is the local folder
 * DATA_DIR/files; an object store would answer `null` here (its files stay in the bucket, which
 * keeps its own versions) and the backup says that files are not included.
 */
export function localFilesRoot(dataDir: string): string | null {
  return path.join(dataDir, 'files');
}

/**
 * Copies every complete file under `from` (not the `.tmp` of a write in progress) to `to` and
 * answers each key's checksum. Files are written once under fresh random keys and never
 * changed, so a copy made after the database dump holds every file the dump refers to (a file
 * removed in between, an expired export, is reported by the restore's check).
 */
export async function copyStoredFiles(
  from: string,
  to: string,
): Promise<{ count: number; bytes: number; sha256: Record<string, string> }> {
  const names = await fs.readdir(from, { recursive: true }).catch(() => [] as string[]);
  const sha256: Record<string, string> = {};
  let bytes = 0;
  for (const name of names.sort()) {
    const key = name.split(path.sep).join('/');
    if (key.endsWith('.tmp')) continue;
    const source = path.join(from, name);
    const stat = await fs.stat(source).catch(() => null);
    if (!stat?.isFile()) continue;
    const target = path.join(to, name);
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.copyFile(source, target);
    } catch (error) {
      // Removed since the listing (an expired export): it is gone from the database too.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    sha256[key] = await sha256File(target);
    bytes += stat.size;
  }
  return { count: Object.keys(sha256).length, bytes, sha256 };
}
