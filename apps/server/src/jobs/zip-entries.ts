import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { IMPORT_MAX_UNPACKED_BYTES } from '@console/contract';

/**
 * A zip (an xlsx) read from its central directory, with every check a streaming or trusting
 * reader would skip. Nothing here inflates anything except `entryChunks`, which counts what it
 * gives and stops as soon as an entry gives more than it declared.
 */

/** Why a zip was refused (carried by ZipRefused; see spreadsheet-safety.ts). */
export type ZipFault = 'corrupt' | 'unpacked' | 'ratio' | 'entries';

export class ZipRefused extends Error {
  constructor(readonly fault: ZipFault) {
    super(`zip refused: ${fault}`);
  }
}

/** An entry that unpacks to this many times its packed size is a bomb, not a worksheet. */
export const MAX_COMPRESSION_RATIO = 200;
/** Below this an entry's ratio says nothing (a tiny entry of repeated bytes is harmless). */
const RATIO_FLOOR_BYTES = 1024 * 1024;
/** An xlsx holds a dozen entries; thousands are a way to make a reader work. */
const MAX_ENTRIES = 1000;

export interface ZipEntry {
  name: string;
  flags: number;
  /** 0 stored, 8 deflated: nothing else is accepted. */
  method: number;
  packed: number;
  unpacked: number;
  /** Where the entry's local header starts. */
  offset: number;
  /** Where its packed data lies in the file. */
  start: number;
  end: number;
}

const SIG = { local: 0x04034b50, central: 0x02014b50, eocd: 0x06054b50, eocd64: 0x06064b50 } as const;
const LOCATOR64 = 0x07064b50;
const DESCRIPTOR = 0x08074b50;
const MAX32 = 0xffffffff;

export const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32LE(0) === SIG.local;

const refuse = (fault: ZipFault): never => {
  throw new ZipRefused(fault);
};

/**
 * The entries of the zip, refused when: the directory is broken or lies outside the file; two
 * entries share a name; one is encrypted or packed other than stored/deflated; together they
 * declare more than IMPORT_MAX_UNPACKED_BYTES; one declares an extreme ratio; or the local
 * entries (what a streaming reader sees) do not follow one another exactly as the directory
 * lists them, from the start of the file to the directory, with nothing hidden in between.
 */
export function zipEntries(data: Buffer): ZipEntry[] {
  const { count, size, offset } = directoryBounds(data);
  if (count > MAX_ENTRIES) refuse('entries');
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > offset + size || data.readUInt32LE(p) !== SIG.central) refuse('corrupt');
    const nameLen = data.readUInt16LE(p + 28);
    const extraLen = data.readUInt16LE(p + 30);
    const end = p + 46 + nameLen + extraLen + data.readUInt16LE(p + 32);
    if (end > offset + size) refuse('corrupt');
    const e: ZipEntry = {
      name: data.toString('utf8', p + 46, p + 46 + nameLen),
      flags: data.readUInt16LE(p + 8),
      method: data.readUInt16LE(p + 10),
      packed: data.readUInt32LE(p + 20),
      unpacked: data.readUInt32LE(p + 24),
      offset: data.readUInt32LE(p + 42),
      start: 0,
      end: 0,
    };
    readZip64Extra(data.subarray(p + 46 + nameLen, p + 46 + nameLen + extraLen), e);
    if (names.has(e.name)) refuse('corrupt');
    names.add(e.name);
    if (e.flags & 1) refuse('corrupt'); // encrypted
    if (e.method !== 0 && e.method !== 8) refuse('corrupt');
    if (e.method === 0 && e.packed !== e.unpacked) refuse('corrupt');
    total += e.unpacked;
    if (total > IMPORT_MAX_UNPACKED_BYTES) refuse('unpacked');
    if (e.unpacked > RATIO_FLOOR_BYTES && e.unpacked > MAX_COMPRESSION_RATIO * Math.max(1, e.packed)) {
      refuse('ratio');
    }
    entries.push(e);
    p = end;
  }
  if (p !== offset + size) refuse('corrupt');
  placeLocalEntries(data, entries, offset);
  return entries;
}

function directoryBounds(data: Buffer) {
  const eocd = findEocd(data);
  if (data.readUInt16LE(eocd + 4) !== 0 || data.readUInt16LE(eocd + 6) !== 0) refuse('corrupt');
  let count = data.readUInt16LE(eocd + 10);
  let size = data.readUInt32LE(eocd + 12);
  let offset = data.readUInt32LE(eocd + 16);
  if (count === 0xffff || size === MAX32 || offset === MAX32) {
    const locator = eocd - 20;
    if (locator < 0 || data.readUInt32LE(locator) !== LOCATOR64) refuse('corrupt');
    const at = safeNumber(data.readBigUInt64LE(locator + 8));
    if (at + 56 > locator || data.readUInt32LE(at) !== SIG.eocd64) refuse('corrupt');
    count = safeNumber(data.readBigUInt64LE(at + 32));
    size = safeNumber(data.readBigUInt64LE(at + 40));
    offset = safeNumber(data.readBigUInt64LE(at + 48));
  }
  if (offset + size > eocd) refuse('corrupt');
  return { count, size, offset };
}

function findEocd(data: Buffer): number {
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  for (let p = data.length - 22; p >= lowest; p--) {
    // The comment must run exactly to the end of the file: a signature inside data does not count.
    if (data.readUInt32LE(p) === SIG.eocd && p + 22 + data.readUInt16LE(p + 20) === data.length) return p;
  }
  return refuse('corrupt');
}

/** Sizes and offset too big for 32 bits are in the zip64 extra field, in this order. */
function readZip64Extra(extra: Buffer, e: ZipEntry) {
  for (let p = 0; p + 4 <= extra.length; p += 4 + extra.readUInt16LE(p + 2)) {
    if (extra.readUInt16LE(p) !== 0x0001) continue;
    const limit = p + 4 + extra.readUInt16LE(p + 2);
    let q = p + 4;
    const next = () => {
      if (q + 8 > limit || q + 8 > extra.length) refuse('corrupt');
      q += 8;
      return safeNumber(extra.readBigUInt64LE(q - 8));
    };
    if (e.unpacked === MAX32) e.unpacked = next();
    if (e.packed === MAX32) e.packed = next();
    if (e.offset === MAX32) e.offset = next();
    return;
  }
}

function safeNumber(v: bigint): number {
  return v > BigInt(Number.MAX_SAFE_INTEGER) ? refuse('corrupt') : Number(v);
}

function placeLocalEntries(data: Buffer, entries: ZipEntry[], directory: number) {
  const order = [...entries].sort((a, b) => a.offset - b.offset);
  let expected = 0;
  for (const e of order) {
    if (e.offset !== expected || e.offset + 30 > data.length || data.readUInt32LE(e.offset) !== SIG.local) {
      refuse('corrupt');
    }
    const nameLen = data.readUInt16LE(e.offset + 26);
    const extraLen = data.readUInt16LE(e.offset + 28);
    if (data.toString('utf8', e.offset + 30, e.offset + 30 + nameLen) !== e.name) refuse('corrupt');
    e.start = e.offset + 30 + nameLen + extraLen;
    e.end = e.start + e.packed;
    if (e.end > directory) refuse('corrupt');
    expected = e.end;
    if (e.flags & 8) {
      // A data descriptor follows: crc and sizes (8-byte sizes with zip64), the signature optional.
      const zip64 = e.packed >= MAX32 || e.unpacked >= MAX32;
      const signed = e.end + 4 <= data.length && data.readUInt32LE(e.end) === DESCRIPTOR;
      expected = e.end + (signed ? 4 : 0) + 4 + (zip64 ? 16 : 8);
    }
  }
  if (expected !== directory) refuse('corrupt');
}

/**
 * The unpacked bytes of one entry, as they come (16 KiB at a time). Refuses (ZipRefused
 * 'unpacked') as soon as the entry gives more than it declared, and ('corrupt') when it gives
 * less or its data is broken.
 */
export async function* entryChunks(data: Buffer, e: ZipEntry): AsyncGenerator<Buffer> {
  const packed = data.subarray(e.start, e.end);
  if (e.method === 0) {
    for (let p = 0; p < packed.length; p += 64 * 1024) yield packed.subarray(p, p + 64 * 1024);
    return;
  }
  const inflate = createInflateRaw();
  const source = Readable.from(slices(packed));
  source.pipe(inflate);
  let produced = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      produced += chunk.length;
      if (produced > e.unpacked) refuse('unpacked');
      yield chunk;
    }
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    refuse('corrupt');
  } finally {
    source.destroy();
    inflate.destroy();
  }
  if (produced !== e.unpacked) refuse('corrupt');
}

function* slices(buffer: Buffer, size = 64 * 1024) {
  for (let p = 0; p < buffer.length; p += size) yield buffer.subarray(p, p + size);
}
