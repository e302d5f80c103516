import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { ApiPath, Code, type UploadResult, ENDPOINTS } from '@console/contract';
import { tasks } from '../db/tables';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeMerchant, signIn, waitForTask } from '../test/factories';
import { multipart } from '../test/multipart';
import { makeNotice } from '../modules/notices/test-support';
import { cleanupExpiredFiles } from '../jobs/task-maintenance';
import { startFakeS3, type FakeS3 } from './fake/s3-fake';

// Two consoles over one database and one S3 bucket (the fake, over HTTP): the one with the worker
// runs the exports, the other is an API-only process. A file stored through either is served by
// both, and neither writes a file to its own folder.
let fake: FakeS3;
let worker: TestApp;
let api: TestApp;
beforeAll(async () => {
  fake = await startFakeS3();
  // Several processes share their secrets (signed links, sessions) as they share the bucket.
  const shared = {
    ...fake.env('console/'),
    TOKEN_PEPPER: randomBytes(32).toString('hex'),
    DATA_KEY: randomBytes(32).toString('base64'),
  };
  worker = await createTestApp(shared);
  api = await createTestApp(
    { ...shared, JOBS_WORKER: 'false' },
    { shareDatabaseOf: worker, jobs: { worker: false } },
  );
});
afterAll(async () => {
  await api?.close();
  await worker?.close();
  await fake?.close();
});

const png = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#1677ff' } })
    .png()
    .toBuffer();

const noLocalFiles = (t: TestApp) => expect(fs.existsSync(path.join(t.dataDir, 'files'))).toBe(false);

describe('STORAGE=s3 with two processes', () => {
  it('serves through one process an image uploaded through the other, from the bucket', async () => {
    const m = await makeMerchant(api.ctx);
    const token = await signIn(api.ctx, m.id);
    const { payload, contentType } = multipart({ group_id: '0' }, [{ name: 'front.png', data: await png() }]);
    const res = await api.inject({
      method: 'POST',
      url: `/api${ApiPath.uploadImage}`,
      payload,
      headers: { 'content-type': contentType, token },
    });
    const uploaded = res.json<{ code: number; data: UploadResult }>();
    expect(uploaded.code).toBe(Code.ok);
    const key = uploaded.data.file_url.slice('/files/'.length);
    expect(fake.objects.get(`console/${key}`)?.contentType).toBe('image/png');

    for (const [url, type] of [
      [uploaded.data.file_url, 'image/png'],
      [uploaded.data.thumb_url, 'image/webp'],
    ] as const) {
      const file = await worker.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.rawPayload.equals(fake.objects.get(`console/${url.slice('/files/'.length)}`)!.body)).toBe(
        true,
      );
    }
    expect((await worker.inject({ method: 'GET', url: '/files/img/1/missing.png' })).statusCode).toBe(404);
    noLocalFiles(api);
    noLocalFiles(worker);
  });

  it('runs an export queued through the API process in the worker, downloadable through either', async () => {
    const m = await makeMerchant(api.ctx);
    const token = await signIn(api.ctx, m.id);
    await makeNotice(api.ctx, m.id);
    const queued = await api.call(ENDPOINTS.noticeExport, { task_name: 'notices' }, { token });
    expect(queued.code).toBe(Code.ok);
    await waitForTask(api.ctx, queued.data.task_id);
    const list = await api.call(ENDPOINTS.taskList, {}, { token });
    const task = list.data.list.find((x) => x.id === queued.data.task_id)!;
    expect(task.url).toMatch(/^\/api\/download\/file\//);

    const [row] = await api.ctx.db.select().from(tasks).where(eq(tasks.id, task.id));
    const stored = fake.objects.get(`console/${row!.storageKey!}`);
    expect(stored?.body.subarray(0, 2).toString()).toBe('PK');
    for (const t of [api, worker]) {
      const res = await t.inject({ method: 'GET', url: task.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(res.rawPayload.equals(stored!.body)).toBe(true);
    }

    // The hourly cleanup removes an expired export's object from the bucket.
    await api.ctx.db
      .update(tasks)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(tasks.id, task.id));
    const log = { info: () => {}, warn: () => {} };
    expect(await cleanupExpiredFiles(worker.ctx, log)).toBeGreaterThanOrEqual(1);
    expect(fake.objects.has(`console/${row!.storageKey!}`)).toBe(false);
    expect((await api.inject({ method: 'GET', url: task.url })).statusCode).toBe(404);
    noLocalFiles(api);
    noLocalFiles(worker);
  });
});
