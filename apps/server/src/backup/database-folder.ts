import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, constants as zlibConstants } from 'node:zlib';
import { inParallel } from '../lib/in-parallel';

/**
 * Copying PGlite's data folder (decision 027). Every call here is asynchronous (libuv's thread
 * pool does the reads, writes and compression), so the server's thread stays free to answer
 * while files are copied, even while the database is held.
 */

/** What identifies one version of a file: a write changes mtime/size, a rename the inode. */
interface Seen {
  ino: bigint;
  size: bigint;
  mtimeNs: bigint;
  ctimeNs: bigint;
  /** When we looked, before copying it (ns since the epoch, the clock the file system stamps). */
  seenAtNs: bigint;
}
export type FolderState = Map<string, Seen>;

/** Never part of a copy (as pg_basebackup): the running server's lock file and its cache file. */
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'pg_internal.init']);
const WAL_SEGMENT = /^[0-9A-F]{24}$/;
/**
 * A file modified this close to the moment we looked at it may be modified again within the
 * same timestamp tick (ext4 stamps from a coarse clock, milliseconds apart): its stat cannot
 * prove it unchanged, so the copy under the hold takes it again (git's "racily clean" rule).
 */
const RACY_NS = 2_000_000_000n;
/**
 * Read in 1 MB chunks: each chunk costs a turn of the event loop, which under load also runs a
 * query or answers requests; 64 kB chunks made the compression crawl behind a busy server.
 */
const CHUNK = 1 << 20;
/**
 * Copies at once: two keep the disk busy; more took CPU (the kernel's copy) from the server's
 * thread on a 2-core machine.
 */
const PARALLEL = 2;
const STATS_PARALLEL = 16;

const sameVersion = (a: Seen, b: Seen) =>
  a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;

async function listFolder(root: string): Promise<{ dirs: string[]; files: string[] }> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  const dirs: string[] = [];
  const files: string[] = [];
  for (const entry of entries) {
    const rel = path.relative(root, path.join(entry.parentPath, entry.name));
    if (entry.isDirectory()) dirs.push(rel);
    else if (entry.isFile() && !SKIPPED.has(entry.name)) files.push(rel);
  }
  return { dirs: dirs.sort(), files: files.sort() };
}

/**
 * Copies the files of `from` into `to` that differ from `previous` (all of them without one),
 * and answers what it copied. Without `wal`, pg_wal's segments are left out (the first pass
 * runs while the database writes; the WAL it needs is taken under the hold); with it, only the
 * segments from `wal.from` to `wal.to` (the last checkpoint's redo point up to the insert
 * position: all that recovery reads), as pg_basebackup does. A file gone since `previous` is
 * removed from `to`.
 */
export async function copyFolder(
  from: string,
  to: string,
  options: { previous?: FolderState; wal?: { from: string; to: string } } = {},
): Promise<{ state: FolderState; dirs: string[]; copied: number; copiedBytes: number }> {
  const { dirs, files } = await listFolder(from);
  for (const dir of dirs) await fs.mkdir(path.join(to, dir), { recursive: true });
  const state: FolderState = new Map();
  let copiedBytes = 0;
  let copied = 0;
  const wanted = files.filter((rel) => {
    const [top, name] = rel.split(path.sep);
    if (top !== 'pg_wal' || !name || !WAL_SEGMENT.test(name)) return true;
    return !!options.wal && name >= options.wal.from && name <= options.wal.to;
  });
  // Looking is cheap and most of the hold's pass: many at once. Copying takes CPU: few.
  const changed: { rel: string; seen: Seen }[] = [];
  await inParallel(wanted, STATS_PARALLEL, async (rel) => {
    const stat = await fs.stat(path.join(from, rel), { bigint: true }).catch(() => null);
    if (!stat) return; // removed since the listing: only possible outside the hold
    const seen: Seen = {
      ino: stat.ino,
      size: stat.size,
      mtimeNs: stat.mtimeNs,
      ctimeNs: stat.ctimeNs,
      seenAtNs: BigInt(Date.now()) * 1_000_000n,
    };
    const before = options.previous?.get(rel);
    // Unchanged since the first pass copied it, and not modified just before that pass looked
    // (RACY_NS): the copy already made is this version of the file.
    if (before && sameVersion(before, seen) && before.ctimeNs + RACY_NS < before.seenAtNs) {
      state.set(rel, before);
    } else {
      changed.push({ rel, seen });
    }
  });
  await inParallel(changed, PARALLEL, async ({ rel, seen }) => {
    // A copy-on-write clone where the file system offers one, else the kernel's copy.
    try {
      await fs.copyFile(path.join(from, rel), path.join(to, rel), fsConstants.COPYFILE_FICLONE);
    } catch (error) {
      // Removed since we looked (a rewritten table's old file): only possible outside the hold.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    state.set(rel, seen);
    copied += 1;
    copiedBytes += Number(seen.size);
  });
  // Gone from the database since the first pass (a dropped or rewritten table's old file).
  for (const rel of options.previous?.keys() ?? []) {
    if (!state.has(rel)) await fs.rm(path.join(to, rel), { force: true });
  }
  return { state, dirs, copied, copiedBytes };
}

/** Passes bytes through, hashing them on the way (sha256 of the uncompressed content). */
function hashing(hash: ReturnType<typeof createHash>) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
}

export interface StoredFile {
  bytes: number;
  sha256: string;
}

/**
 * Gzips every file of `from` into `to` as `<name>.gz`, one at a time (the server keeps the other
 * core), and answers each file's size and checksum before compression.
 */
export async function compressFolder(
  from: string,
  to: string,
  dirs: string[],
  files: string[],
): Promise<Record<string, StoredFile>> {
  await fs.mkdir(to, { recursive: true });
  for (const dir of dirs) await fs.mkdir(path.join(to, dir), { recursive: true });
  const stored: Record<string, StoredFile> = {};
  for (const rel of files) {
    const hash = createHash('sha256');
    const source = path.join(from, rel);
    await pipeline(
      createReadStream(source, { highWaterMark: CHUNK }),
      hashing(hash),
      // Level 1: PostgreSQL pages compress well even so, and the CPU stays with the requests.
      createGzip({ level: zlibConstants.Z_BEST_SPEED }),
      createWriteStream(path.join(to, `${rel}.gz`)),
    );
    stored[rel.split(path.sep).join('/')] = {
      bytes: (await fs.stat(source)).size,
      sha256: hash.digest('hex'),
    };
  }
  return stored;
}

/** Unpacks what compressFolder wrote into `to`; answers the files whose content differs. */
export async function expandFolder(
  from: string,
  to: string,
  dirs: string[],
  files: Record<string, StoredFile>,
): Promise<string[]> {
  for (const dir of dirs) await fs.mkdir(path.join(to, ...dir.split('/')), { recursive: true });
  const differing: string[] = [];
  for (const [rel, expected] of Object.entries(files)) {
    const hash = createHash('sha256');
    const target = path.join(to, ...rel.split('/'));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await pipeline(
      createReadStream(path.join(from, ...`${rel}.gz`.split('/')), { highWaterMark: CHUNK }),
      createGunzip(),
      hashing(hash),
      createWriteStream(target),
    );
    if (hash.digest('hex') !== expected.sha256) differing.push(rel);
  }
  return differing;
}
