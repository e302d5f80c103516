import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { ApiPath, Code, type UploadResult } from '@console/contract';
import { openDatabase, runMigrations } from '../db/database';
import { orders } from '../modules/orders/tables';
import { fundMerchant } from '../modules/money/test-support';
import { makeOrder } from '../modules/orders/test-support';
import { verifyLedger } from '../modules/money/verify';
import { localStorage } from '../storage/local-storage';
import { storageKeyOf } from '../storage/storage';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeMerchant, TEST_PASSWORD } from '../test/factories';
import { multipart } from '../test/multipart';
import { adminSocketPath, requestBackup, startAdminSocket } from './admin-socket';
import { restoreBackup } from './restore';

// The embedded database only: on PostgreSQL the backup is pg_dump's (README, "Backups").
const embedded = !process.env.TEST_DATABASE_URL;
let t: TestApp;
let scratch: string;

beforeAll(async () => {
  t = await createTestApp();
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'console-backup-'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

async function uploadImage(token: string) {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#fa8c16' } })
    .png()
    .toBuffer();
  const { payload, contentType } = multipart({ group_id: '0' }, [{ name: 'front.png', data }]);
  const res = await t.inject({
    method: 'POST',
    url: `/api${ApiPath.uploadImage}`,
    payload,
    headers: { 'content-type': contentType, token },
  });
  const body = res.json<{ code: number; data: UploadResult }>();
  expect(body.code).toBe(Code.ok);
  return body.data;
}

const readAll = async (stream: NodeJS.ReadableStream | null) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe.runIf(embedded)('backup of the embedded database', () => {
  it('is written by the running server over its admin socket and restores whole into a new folder', async () => {
    const m = await makeMerchant(t.ctx);
    await fundMerchant(t.ctx, m.id, '120.00');
    await makeOrder(t.ctx, m.id, { status: 'settled' });
    await makeOrder(t.ctx, m.id);
    const token = (
      await t.post<{ token: string }>(ApiPath.login, { account: m.mobile, password: TEST_PASSWORD })
    ).data.token;
    const image = await uploadImage(token);
    const imageKey = storageKeyOf(image.file_url)!;
    const original = await readAll(await t.ctx.storage.open(imageKey));
    const [{ n: orderCount }] = (await t.ctx.db.select({ n: count() }).from(orders)) as [{ n: number }];

    // The CLI's path: the server listens on DATA_DIR/admin.sock, mode 600, and writes the copy.
    const socket = (await startAdminSocket(t.app))!;
    const target = path.join(scratch, 'backup-1');
    try {
      expect(socket.path).toBe(adminSocketPath(t.dataDir));
      expect((await fs.stat(socket.path)).mode & 0o777).toBe(0o600);
      const manifest = await requestBackup(socket.path, target);
      expect(manifest.counts.orders).toBe(orderCount);
      expect(manifest.files).toMatchObject({ included: true });
      expect(Object.keys(manifest.files.sha256)).toEqual(expect.arrayContaining([imageKey]));
      // A second backup never mixes into the first one's folder.
      await expect(requestBackup(socket.path, target)).rejects.toThrow(/EEXIST/);
      // The server answered requests all along and still does.
      expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await socket.close();
    }
    await expect(fs.stat(socket.path)).rejects.toThrow(/ENOENT/);

    const restored = path.join(scratch, 'restored');
    const check = await restoreBackup(target, restored);
    expect(check.problems).toEqual([]);
    expect(check.counts.orders).toBe(orderCount);
    expect(check.files.opened).toBe(check.files.referenced);
    expect(check.files.referenced).toBeGreaterThanOrEqual(2);
    expect(check.ledger.entries).toBeGreaterThan(0);

    // The restored folder opens as the server opens it (migrations run), with the same data.
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(restored, 'pglite') });
    try {
      await runMigrations(database);
      const [{ n }] = (await database.db.select({ n: count() }).from(orders)) as [{ n: number }];
      expect(n).toBe(orderCount);
      expect((await verifyLedger(database.db)).problems).toEqual([]);
      const copy = await readAll(await localStorage(path.join(restored, 'files')).open(imageKey));
      expect(copy.equals(original)).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe('restore', () => {
  it('refuses a data folder that is not empty, naming it, and leaves it as it was', async () => {
    const busy = path.join(scratch, 'busy');
    await fs.mkdir(busy);
    await fs.writeFile(path.join(busy, 'secrets.json'), '{}');
    await expect(restoreBackup(path.join(scratch, 'no-such-backup'), busy)).rejects.toThrow(
      `${busy} is not empty`,
    );
    expect(await fs.readdir(busy)).toEqual(['secrets.json']);
  });

  it('refuses a folder that is not a backup', async () => {
    await expect(restoreBackup(scratch, path.join(scratch, 'new'))).rejects.toThrow(
      `${scratch} is not a backup`,
    );
  });
});
