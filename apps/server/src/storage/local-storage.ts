import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { STORAGE_KEY_PATTERN, type Storage } from './storage';

/** Files in a folder (DATA_DIR/files by default). */
export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await fsp.writeFile(tmp, data);
      await fsp.rename(tmp, file);
    },
    async putStream(key, source) {
      let tmp: string | undefined;
      try {
        const file = resolve(key);
        await fsp.mkdir(path.dirname(file), { recursive: true });
        tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
        await pipeline(source, fs.createWriteStream(tmp));
        await fsp.rename(tmp, file);
      } catch (error) {
        source.destroy();
        if (tmp) await fsp.rm(tmp, { force: true });
        throw error;
      }
    },
    async open(key): Promise<Readable | null> {
      const file = resolve(key);
      try {
        await fsp.access(file);
      } catch {
        return null;
      }
      return fs.createReadStream(file);
    },
    async remove(key) {
      await fsp.rm(resolve(key), { force: true });
    },
    async removeAbandoned(olderThanMs) {
      // A write in progress touches its temporary file all the time; one left untouched is dead.
      const before = Date.now() - olderThanMs;
      const names = await fsp.readdir(root, { recursive: true }).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names.filter((n) => n.endsWith('.tmp'))) {
        const file = path.join(root, name);
        const stat = await fsp.stat(file).catch(() => null);
        if (stat?.isFile() && stat.mtimeMs < before) {
          await fsp.rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
