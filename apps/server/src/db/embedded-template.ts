import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

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

/**
 * Unpacks the template into `dataDir` when the folder holds no database yet and one was built;
 * answers whether it did. Through a `.partial` folder renamed at the end, so that a start stopped
 * half-way leaves no folder that looks like a database. Written here rather than by PGlite's
 * `loadDataDir`, which creates each file through its WebAssembly file system: PGlite's open took
 * 1.20–1.72 s with the template against 0.68–0.72 s over the folder unpacked here in 0.07–0.47 s
 * (decision 032).
 */
export function unpackEmbeddedTemplate(dataDir: string, template = EMBEDDED_TEMPLATE): boolean {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION')) || !fs.existsSync(template)) return false;
  if (fs.existsSync(dataDir)) {
    if (fs.readdirSync(dataDir).length) {
      throw new Error(`${dataDir} holds files but no database (no PG_VERSION): move it away and start again`);
    }
    fs.rmdirSync(dataDir);
  }
  const partial = `${dataDir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true, mode: 0o750 });
  untar(gunzipWhole(fs.readFileSync(template)), partial);
  fs.renameSync(partial, dataDir);
  return true;
}

/**
 * The gzip's contents in one piece. zlib writes them in 16 kB chunks and then copies them all into
 * one buffer: for the template's 30 MB, about half the unpacking's CPU on a 2-core machine (two
 * fresh processes each: 244–319 → 125–155 ms), each page of the copy a new one for the kernel to
 * hand over. Told the size (the gzip's last four bytes: the size modulo 4 GiB), it writes them
 * into one chunk of that size, which it answers as it is (past 4 GiB, where the field wraps, zlib
 * would chunk and copy again, as before).
 */
export function gunzipWhole(packed: Buffer): Buffer {
  const size = packed.length >= 18 ? packed.readUInt32LE(packed.length - 4) : 0;
  return gunzipSync(packed, { chunkSize: Math.max(size, 64 * 1024) });
}

/**
 * Writes the entries of a tar into `dir`: the ustar that PGlite's `dumpDataDir` makes, of folders
 * and plain files (each folder before what it holds) named from `/`. Anything else is refused.
 */
export function untar(tar: Buffer, dir: string): void {
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header[0] === 0) return; // the zero blocks that end the archive
    const field = (start: number, length: number) => {
      const raw = header.subarray(start, start + length);
      const end = raw.indexOf(0);
      return raw.subarray(0, end === -1 ? length : end).toString('utf8');
    };
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const parts = name.split('/').filter(Boolean);
    if (field(257, 5) !== 'ustar' || !parts.length || parts.some((p) => p === '..' || p === '.')) {
      throw new Error(`tar: unexpected entry at byte ${offset} (${JSON.stringify(name)})`);
    }
    const target = path.join(dir, ...parts);
    const mode = parseInt(field(100, 8), 8) & 0o777;
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] || 0x30);
    offset += 512;
    if (type === '5') fs.mkdirSync(target, { mode });
    else if (type === '0') writeFile(target, tar.subarray(offset, offset + size), mode);
    else throw new Error(`tar: ${name}: entry type ${type} is not a folder or a plain file`);
    offset += Math.ceil(size / 512) * 512;
  }
}

const BLOCK = 4096;
const ZEROS = Buffer.alloc(BLOCK);

/**
 * Writes `bytes` to a new file up to their last block that is not all zeros, and gives the file
 * its whole length: the rest reads as zeros without being written. The template's WAL segment is
 * 16 MB of which a few hundred bytes are records (embedded-template-writer.ts); writing its
 * zeros took about 125 ms of a first start's CPU on a 2-core machine, leaving them out 2–3 ms.
 */
function writeFile(target: string, bytes: Buffer, mode: number) {
  let end = bytes.length;
  while (end > 0) {
    const start = end === bytes.length ? Math.floor((end - 1) / BLOCK) * BLOCK : end - BLOCK;
    if (!bytes.subarray(start, end).equals(ZEROS.subarray(0, end - start))) break;
    end = start;
  }
  const fd = fs.openSync(target, 'w', mode);
  try {
    for (let written = 0; written < end;) written += fs.writeSync(fd, bytes, written, end - written, written);
    if (end < bytes.length) fs.ftruncateSync(fd, bytes.length);
  } finally {
    fs.closeSync(fd);
  }
}
