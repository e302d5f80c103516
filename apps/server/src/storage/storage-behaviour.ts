import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from './storage';

/** One implementation under test, with a way to leave what a killed process's write leaves. */
export interface StorageFixture {
  storage: Storage;
  /** Leaves the remains of a write cut off by a dead process, last touched `ageMs` ago. */
  leaveDeadWrite(ageMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function readAll(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** `count` chunks of 64 KiB of varied bytes, then (optionally) an error instead of the end. */
function chunks(count: number, failAfter?: number): Readable {
  return Readable.from(
    (async function* () {
      for (let i = 0; i < count; i += 1) {
        if (i === failAfter) throw new Error('source failed');
        yield Buffer.alloc(64 * 1024, i % 251);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })(),
  );
}

const digest = (data: Buffer | null) => (data ? createHash('sha256').update(data).digest('hex') : null);
const HOUR = 60 * 60 * 1000;

/**
 * What every storage must do, run against each implementation (the local folder, S3 through its
 * fake): the rest of the server relies on exactly this and nothing more.
 */
export function storageBehaviour(name: string, openFixture: () => Promise<StorageFixture>) {
  describe(`storage: ${name}`, () => {
    let f: StorageFixture;
    beforeAll(async () => {
      f = await openFixture();
    });
    afterAll(() => f.close());

    it('stores, replaces, opens and removes a file', async () => {
      const { storage } = f;
      await storage.put('img/1/a.png', Buffer.from('first'));
      expect((await readAll(await storage.open('img/1/a.png')))?.toString()).toBe('first');
      await storage.put('img/1/a.png', Buffer.from('second'));
      expect((await readAll(await storage.open('img/1/a.png')))?.toString()).toBe('second');
      await storage.remove('img/1/a.png');
      expect(await storage.open('img/1/a.png')).toBeNull();
      await storage.remove('img/1/a.png'); // removing twice is not an error
    });

    it('answers null for a file that was never stored', async () => {
      expect(await f.storage.open('nowhere/missing.xlsx')).toBeNull();
    });

    it('stores a stream as it comes, byte for byte', async () => {
      const expected = digest(await readAll(chunks(48))); // 3 MiB
      await f.storage.putStream('exports/big.xlsx', chunks(48));
      const stored = await readAll(await f.storage.open('exports/big.xlsx'));
      expect(stored?.length).toBe(48 * 64 * 1024);
      expect(digest(stored)).toBe(expected);
    });

    it('leaves nothing when the source fails, neither under the key nor beside it', async () => {
      await expect(f.storage.putStream('exports/cut.xlsx', chunks(48, 20))).rejects.toThrow('source failed');
      expect(await f.storage.open('exports/cut.xlsx')).toBeNull();
      expect(await f.storage.removeAbandoned(0)).toBe(0);
      // A file already there stays whole.
      await f.storage.put('exports/kept.xlsx', Buffer.from('kept'));
      await expect(f.storage.putStream('exports/kept.xlsx', chunks(8, 3))).rejects.toThrow('source failed');
      expect((await readAll(await f.storage.open('exports/kept.xlsx')))?.toString()).toBe('kept');
    });

    it('never lets a key escape: only the server-made shape is accepted', async () => {
      for (const key of [
        '../secrets.png',
        'a/../../b.png',
        '/etc/x.png',
        'A.PNG',
        'x.html',
        'a//b.png',
        '',
      ]) {
        await expect(f.storage.put(key, Buffer.from('x')), key).rejects.toThrow('invalid storage key');
        await expect(f.storage.putStream(key, chunks(1)), key).rejects.toThrow('invalid storage key');
        await expect(f.storage.open(key), key).rejects.toThrow('invalid storage key');
        await expect(f.storage.remove(key), key).rejects.toThrow('invalid storage key');
      }
    });

    it("removes a dead write's remains once old enough, and nothing else", async () => {
      await f.storage.put('img/2/b.png', Buffer.from('stays'));
      await f.leaveDeadWrite(2 * HOUR);
      await f.leaveDeadWrite(60 * 1000);
      expect(await f.storage.removeAbandoned(HOUR)).toBe(1);
      expect(await f.storage.removeAbandoned(HOUR)).toBe(0);
      expect(await f.storage.removeAbandoned(0)).toBe(1);
      expect((await readAll(await f.storage.open('img/2/b.png')))?.toString()).toBe('stays');
    });

    it('keeps writes to different keys apart when they run at once', async () => {
      await Promise.all(
        ['exports/p1.csv', 'exports/p2.csv', 'exports/p3.csv'].map((key, i) =>
          f.storage.putStream(key, chunks(4 + i)),
        ),
      );
      for (const [i, key] of ['exports/p1.csv', 'exports/p2.csv', 'exports/p3.csv'].entries()) {
        expect((await readAll(await f.storage.open(key)))?.length).toBe((4 + i) * 64 * 1024);
      }
    });
  });
}
