import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './database';
import { rawRows } from './raw-rows';
import { gunzipWhole, unpackEmbeddedTemplate, untar } from './embedded-template';

// The suite's migrated database as PGlite dumped it (what the build's template holds); none
// when the suite runs on PostgreSQL.
const pgliteTemplate = inject('pgliteTemplate');
let scratch: string;
let template: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-template-'));
  template = path.join(scratch, 'template.tar.gz');
  if (pgliteTemplate) fs.writeFileSync(template, gzipSync(fs.readFileSync(pgliteTemplate)));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** One ustar header block of `name` (a plain file of `size` bytes), as the tar format lays it out. */
function header(name: string, size: number): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0);
  block.write('0000600\0', 100);
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  block.write('0', 156);
  block.write('ustar\u000000', 257);
  return block;
}

describe.runIf(Boolean(pgliteTemplate))('unpackEmbeddedTemplate', () => {
  it('unpacks the template into a new folder that opens as the migrated database', async () => {
    const dataDir = path.join(scratch, 'first', 'pglite');
    expect(unpackEmbeddedTemplate(dataDir, template)).toBe(true);
    expect(fs.existsSync(`${dataDir}.partial`)).toBe(false);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await rawRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(rows[0]!.n).toBeGreaterThan(10);
    } finally {
      await database.close();
    }
    // A folder that holds a database is left as it is.
    expect(unpackEmbeddedTemplate(dataDir, template)).toBe(false);
  });

  it('refuses a folder that holds files but no database, and answers false without a template', () => {
    const dataDir = path.join(scratch, 'stray', 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'mine');
    expect(() => unpackEmbeddedTemplate(dataDir, template)).toThrow(/holds files but no database/);
    expect(fs.readFileSync(path.join(dataDir, 'notes.txt'), 'utf8')).toBe('mine');
    expect(unpackEmbeddedTemplate(path.join(scratch, 'none'), path.join(scratch, 'missing.tar.gz'))).toBe(
      false,
    );
  });
});

describe('untar', () => {
  it('writes plain files with their contents and refuses a name that leaves the folder', () => {
    const dir = path.join(scratch, 'untar');
    fs.mkdirSync(dir);
    const body = Buffer.alloc(512);
    body.write('hello');
    untar(Buffer.concat([header('/a.txt', 5), body, Buffer.alloc(1024)]), dir);
    expect(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8')).toBe('hello');
    expect(() => untar(Buffer.concat([header('../escape.txt', 5), body]), dir)).toThrow(/unexpected entry/);
    expect(fs.existsSync(path.join(scratch, 'escape.txt'))).toBe(false);
  });

  it('leaves the trailing zeros of a file unwritten, at its whole length, and writes zeros between data', () => {
    const dir = path.join(scratch, 'untar-zeros');
    fs.mkdirSync(dir);
    const tail = Buffer.alloc(1_048_576 + 100); // a record, then zeros past a block's end
    tail.write('record', 0);
    const middle = Buffer.alloc(3 * 4096);
    middle.write('head', 0);
    middle.write('end', middle.length - 3);
    const zeros = Buffer.alloc(4096 + 1);
    const entry = (name: string, bytes: Buffer) => [
      header(name, bytes.length),
      bytes,
      Buffer.alloc((512 - (bytes.length % 512)) % 512),
    ];
    untar(
      Buffer.concat([
        ...entry('/tail', tail),
        ...entry('/middle', middle),
        ...entry('/zeros', zeros),
        Buffer.alloc(1024),
      ]),
      dir,
    );
    for (const [name, bytes] of [
      ['tail', tail],
      ['middle', middle],
      ['zeros', zeros],
    ] as const) {
      expect(fs.readFileSync(path.join(dir, name)).equals(bytes), name).toBe(true);
    }
    // The megabyte of zeros holds no blocks of the disk (a file system without holes would).
    expect(fs.statSync(path.join(dir, 'tail')).blocks * 512).toBeLessThan(64 * 1024);
  });
});

describe('gunzipWhole', () => {
  it('answers the contents whole at any size, and an empty gzip as empty', () => {
    for (const size of [0, 1, 65_535, 65_536, 65_537, 3_000_001]) {
      const contents = Buffer.alloc(size);
      for (let i = 0; i < size; i += 997) contents[i] = i % 251;
      expect(gunzipWhole(gzipSync(contents)).equals(contents)).toBe(true);
    }
  });

  it('refuses a gzip whose trailer does not hold the size of its contents, as zlib does', () => {
    const packed = gzipSync(Buffer.alloc(300_000, 7));
    packed.writeUInt32LE(100, packed.length - 4);
    expect(() => gunzipWhole(packed)).toThrow();
  });
});
