import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { notFoundCode, s3Request, type S3Settings } from './s3-client';
import { CONTENT_TYPES, STORAGE_KEY_PATTERN, type Storage } from './storage';

export interface S3StorageOptions extends S3Settings {
  /** Put before every key (`console/`), so one bucket can hold several consoles. */
  prefix?: string;
  /** Where `putStream` spools a file before sending it (a local folder of this process). */
  spoolDir: string;
}

const SPOOL_SUFFIX = '.spool';

/**
 * Files in an S3-compatible bucket. `putStream` spools the source to a local file while hashing
 * it, then sends it in one signed PUT (decision 021): the object appears whole or not at all, a
 * failing source never reaches the store, and the process holds no more than a chunk in memory.
 */
export function s3Storage(options: S3StorageOptions): Storage {
  const { prefix = '', spoolDir, ...settings } = options;
  const objectKey = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return `${prefix}${key}`;
  };
  const contentType = (key: string) =>
    CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
  const drain = (res: Readable) => res.resume();

  return {
    async put(key, data) {
      const res = await s3Request(settings, {
        method: 'PUT',
        key: objectKey(key),
        headers: { 'Content-Type': contentType(key) },
        body: data,
      });
      drain(res);
    },
    async putStream(key, source) {
      let spool: string | undefined;
      try {
        const target = objectKey(key);
        await fsp.mkdir(spoolDir, { recursive: true });
        spool = path.join(spoolDir, `${process.pid}-${randomUUID()}${SPOOL_SUFFIX}`);
        const hash = createHash('sha256');
        await pipeline(
          source,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              hash.update(chunk);
              yield chunk;
            }
          },
          fs.createWriteStream(spool),
        );
        const file = spool;
        const { size } = await fsp.stat(file);
        const res = await s3Request(settings, {
          method: 'PUT',
          key: target,
          headers: { 'Content-Type': contentType(key) },
          body: { stream: () => fs.createReadStream(file), length: size, sha256: hash.digest('hex') },
        });
        drain(res);
      } catch (error) {
        source.destroy();
        throw error;
      } finally {
        if (spool) await fsp.rm(spool, { force: true });
      }
    },
    async open(key) {
      const res = await s3Request(settings, { method: 'GET', key: objectKey(key) });
      if (res.statusCode !== 404) return res;
      const code = await notFoundCode(res);
      // A missing bucket is a misconfiguration, not a missing file: it must be seen.
      if (code !== 'NoSuchKey') throw new Error(`S3 404 ${code} reading ${key}`);
      return null;
    },
    async remove(key) {
      drain(await s3Request(settings, { method: 'DELETE', key: objectKey(key) }));
    },
    async removeAbandoned(olderThanMs) {
      // Only a spool file can be left behind (a PUT is whole or nothing): a process killed while
      // spooling leaves one, untouched from then on.
      const before = Date.now() - olderThanMs;
      const names = await fsp.readdir(spoolDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names.filter((n) => n.endsWith(SPOOL_SUFFIX))) {
        const file = path.join(spoolDir, name);
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
