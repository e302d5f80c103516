import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import aws4 from 'aws4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from './fake/s3-fake';
import { s3Request } from './s3-client';
import { s3Storage, type S3StorageOptions } from './s3-storage';
import { readAll, storageBehaviour } from './storage-behaviour';

const settingsOf = (fake: FakeS3, spoolDir: string): S3StorageOptions => ({
  endpoint: fake.url,
  region: fake.region,
  bucket: fake.bucket,
  accessKeyId: fake.accessKeyId,
  secretAccessKey: fake.secretAccessKey,
  spoolDir,
});

storageBehaviour('S3 through the fake server', async () => {
  const fake = await startFakeS3();
  const spoolDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-spool-'));
  let n = 0;
  return {
    storage: s3Storage({ ...settingsOf(fake, spoolDir), prefix: 'behaviour/' }),
    async leaveDeadWrite(ageMs) {
      // What a killed putStream leaves: its spool file (the PUT itself is whole or nothing).
      const file = path.join(spoolDir, `4242-dead-${(n += 1)}.spool`);
      await fs.writeFile(file, 'half a file');
      const then = new Date(Date.now() - ageMs);
      await fs.utimes(file, then, then);
    },
    async close() {
      await fake.close();
      await fs.rm(spoolDir, { recursive: true, force: true });
    },
  };
});

describe('S3 storage against the fake', () => {
  let fake: FakeS3;
  let spoolDir: string;
  beforeAll(async () => {
    fake = await startFakeS3();
    spoolDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-spool-'));
  });
  afterAll(async () => {
    await fake.close();
    await fs.rm(spoolDir, { recursive: true, force: true });
  });

  it('puts each file under the prefix, path-style, with its content type', async () => {
    const storage = s3Storage({ ...settingsOf(fake, spoolDir), prefix: 'console/' });
    await storage.put('img/7/a.webp', Buffer.from('webp'));
    await storage.putStream('exports/e.xlsx', Readable.from([Buffer.from('PK')]));
    expect(fake.objects.get('console/img/7/a.webp')).toMatchObject({ contentType: 'image/webp' });
    expect(fake.objects.get('console/exports/e.xlsx')?.body.toString()).toBe('PK');
    expect(fake.objects.has('img/7/a.webp')).toBe(false);
    // The spool file is gone once the object is stored.
    expect(await fs.readdir(spoolDir)).toEqual([]);
  });

  it('is refused with SignatureDoesNotMatch when the secret is wrong, and stores nothing', async () => {
    const storage = s3Storage({ ...settingsOf(fake, spoolDir), secretAccessKey: 'not-the-secret' });
    await expect(storage.put('img/1/x.png', Buffer.from('x'))).rejects.toThrow(
      /S3 403 SignatureDoesNotMatch: The request signature we calculated does not match/,
    );
    await expect(storage.open('img/1/x.png')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect(fake.objects.has('img/1/x.png')).toBe(false);
    expect(fake.log.at(-1)).toBe('GET img/1/x.png 403 SignatureDoesNotMatch');
  });

  it('is refused for an unknown access key, a wrong region and a missing bucket', async () => {
    const base = settingsOf(fake, spoolDir);
    await expect(
      s3Storage({ ...base, accessKeyId: 'NOBODY' }).put('a.png', Buffer.from('x')),
    ).rejects.toThrow(/403 InvalidAccessKeyId/);
    await expect(s3Storage({ ...base, region: 'eu-west-1' }).put('a.png', Buffer.from('x'))).rejects.toThrow(
      /400 AuthorizationHeaderMalformed/,
    );
    // A missing bucket is a misconfiguration: never mistaken for a missing file.
    await expect(s3Storage({ ...base, bucket: 'other-bucket' }).open('a.png')).rejects.toThrow(
      /404 NoSuchBucket/,
    );
  });

  it('refuses a body that is not the one signed, and a signature replayed on another key', async () => {
    await expect(
      s3Request(settingsOf(fake, spoolDir), {
        method: 'PUT',
        key: 'img/1/t.png',
        body: { stream: () => Readable.from([Buffer.from('evil')]), length: 4, sha256: 'a'.repeat(64) },
      }),
    ).rejects.toThrow(/400 XAmzContentSHA256Mismatch/);
    const host = new URL(fake.url).host;
    const signed = aws4.sign(
      { service: 's3', region: fake.region, method: 'GET', host, path: `/${fake.bucket}/img/1/a.png` },
      { accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey },
    );
    const ok = await fetch(`${fake.url}${signed.path}`, {
      headers: signed.headers as Record<string, string>,
    });
    expect(ok.status).toBe(404); // signed right: the object just is not there
    const replay = await fetch(`${fake.url}/${fake.bucket}/img/1/b.png`, {
      headers: signed.headers as Record<string, string>,
    });
    expect(replay.status).toBe(403);
    expect(await replay.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    expect(fake.objects.has('img/1/t.png')).toBe(false);
  });

  it("answers S3's XML errors: NoSuchKey for a missing object", async () => {
    const storage = s3Storage(settingsOf(fake, spoolDir));
    expect(await storage.open('img/9/none.png')).toBeNull();
    expect(fake.log.at(-1)).toBe('GET img/9/none.png 404 NoSuchKey');
  });

  it('fails a put, and leaves no spool file, when the store cannot be reached', async () => {
    const storage = s3Storage({ ...settingsOf(fake, spoolDir), endpoint: 'http://127.0.0.1:1' });
    await expect(storage.putStream('exports/x.xlsx', Readable.from([Buffer.from('PK')]))).rejects.toThrow(
      /ECONNREFUSED/,
    );
    expect(await fs.readdir(spoolDir)).toEqual([]);
  });

  it('serves through one client what another stored (two processes, one bucket)', async () => {
    const one = s3Storage({ ...settingsOf(fake, spoolDir), prefix: 'shared/' });
    const other = s3Storage({ ...settingsOf(fake, path.join(spoolDir, 'other')), prefix: 'shared/' });
    await one.put('img/3/c.png', Buffer.from('from one'));
    expect((await readAll(await other.open('img/3/c.png')))?.toString()).toBe('from one');
  });
});
