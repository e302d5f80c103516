import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { count, sql } from 'drizzle-orm';
import { ApiPath, Code, type UploadResult, ENDPOINTS } from '@console/contract';
import { isDatabaseBusy, withWaitBudget } from '../db/connection-gate';
import { openDatabase, runMigrations } from '../db/database';
import { orders } from '../modules/orders/tables';
import { fundMerchant } from '../modules/money/test-support';
import { makeOrder } from '../modules/orders/test-support';
import { verifyLedger } from '../modules/money/verify';
import { localStorage } from '../storage/local-storage';
import { storageKeyOf } from '../storage/storage';
import { createTestApp, type TestApp, sessionToken } from '../test/test-app';
import { makeMerchant, TEST_PASSWORD } from '../test/factories';
import { multipart } from '../test/multipart';
import { adminSocketPath, requestBackup, startAdminSocket } from './admin-socket';
import { DATABASE_FILE, FILES_DIR, MANIFEST, sha256File, type BackupManifestV1 } from './manifest';
import { restoreBackup } from './restore';
import { copyStoredFiles } from './stored-files';
import { rowCounts, writeBackup } from './write-backup';

// The embedded database only: on PostgreSQL the backup is pg_dump's (README, "Backups").
const embedded = !process.env.TEST_DATABASE_URL;
let t: TestApp;
let scratch: string;

beforeAll(async () => {
  // On disk, as the server keeps it: the backup copies PGlite's data folder.
  t = await createTestApp({}, { onDisk: true });
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
    const token = sessionToken(
      (await t.call(ENDPOINTS.login, { account: m.mobile, password: TEST_PASSWORD })).data,
    );
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
      expect(manifest.format).toBe('console-backup-2');
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
    // A whole backup and restore of a data folder: 12.7 s in CI's run, 21 s on Node 24, over 30 s
    // once beside the suite's other file on 2 cores (as the larger test below, a time of its own).
  }, 120_000);
});

describe.runIf(embedded)('the hold', () => {
  it('goes through the connection gate: a caller whose wait budget runs out meanwhile is refused busy', async () => {
    let refused: unknown;
    let waitedMs = 0;
    await writeBackup(t.ctx.database, t.dataDir, path.join(scratch, 'backup-busy'), async (phase) => {
      if (phase !== 'start') return;
      const asked = performance.now();
      // Awaited inside the budget's scope: drizzle's query runs when awaited, not when built.
      refused = await withWaitBudget(200, async () => await t.ctx.db.execute(sql`select 1`)).catch(
        (error: unknown) => error,
      );
      waitedMs = performance.now() - asked;
    });
    expect(isDatabaseBusy(refused)).toBe(true);
    expect(waitedMs).toBeGreaterThanOrEqual(190);
    expect(waitedMs).toBeLessThan(1000);
  });
});

describe.runIf(embedded)('backup of a database big enough to matter', () => {
  it('keeps the event loop turning, holds requests only while it copies, and restores the state of the hold', async () => {
    const pglite = t.ctx.database.pglite!;
    // About 35 MB of table (and as much WAL): a synchronous copy of it stalls the thread for long.
    await pglite.exec(
      `create table backup_ballast as select g as id, repeat(md5(g::text), 6) as pad from generate_series(1, 150000) g;
       create table backup_writes (id serial primary key, pad text not null)`,
    );
    const m = await makeMerchant(t.ctx);
    await fundMerchant(t.ctx, m.id, '500.00');
    // Once before measuring: a first order's goods and plans are not the backup's doing.
    await makeOrder(t.ctx, m.id, { status: 'settled' });
    expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // Rows keep being written all along the backup (small statements: a heavy one, an order with
    // its ledger, stops the thread by itself for 100-300 ms on a busy 2-core machine, which is no
    // copy's doing): the copy must hold exactly the rows of the hold.
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await t.ctx.db.execute(sql`insert into backup_writes (pad) values (repeat(md5(random()::text), 6))`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();

    const loop = monitorEventLoopDelay({ resolution: 10 });
    let heldAt = 0;
    let releasedAt = 0;
    let answeredAt = 0;
    let ticksWhileHeld = 0;
    // The longest gap between two ticks, and when it happened (before, during or after the hold).
    let lastTick = performance.now();
    let worst = { ms: 0, when: '' };
    const ticker = setInterval(() => {
      const now = performance.now();
      const when = !heldAt ? 'before the hold' : !releasedAt ? 'held' : 'after the hold';
      if (now - lastTick > worst.ms) worst = { ms: Math.round(now - lastTick), when };
      if (when === 'held') ticksWhileHeld += 1;
      lastTick = now;
    }, 1);
    let health: Promise<number> | undefined;
    const started = performance.now();
    loop.enable();
    const target = path.join(scratch, 'backup-big');
    const manifest = await writeBackup(t.ctx.database, t.dataDir, target, (phase) => {
      if (phase === 'end') return void (releasedAt = performance.now());
      heldAt = performance.now();
      // A request arriving while the database is held waits at the gate, then is answered.
      health = t.inject({ method: 'GET', url: '/api/health' }).then((res) => {
        answeredAt = performance.now();
        return res.statusCode;
      });
    }).finally(() => {
      loop.disable();
      clearInterval(ticker);
      writing = false;
    });
    await writer;

    expect(await health).toBe(200);
    expect(answeredAt).toBeGreaterThanOrEqual(releasedAt);
    expect(manifest.database.bytes).toBeGreaterThan(50 * 1024 * 1024);
    expect(performance.now() - started).toBeGreaterThan(500);
    // The thread never stopped for long: not while the files were copied, nor compressed.
    console.warn(
      `backup of ${Math.round(manifest.database.bytes / 1e6)} MB: held ${manifest.database.blockedMs} ms ` +
        `(${ticksWhileHeld} timer ticks meanwhile), in all ${Math.round(performance.now() - started)} ms, ` +
        `longest event-loop delay ${Math.round(loop.max / 1e6)} ms (a ${worst.ms} ms gap ${worst.when})`,
    );

    // A synchronous copy of this database stalled the thread for seconds (32 s in the benchmark);
    // the asynchronous one for tens of milliseconds, up to 260 ms on a loaded CI machine. The
    // bound tells the two apart; the figures belong to `bench:backup`.
    expect(loop.max / 1e6).toBeLessThan(2_000);
    expect(manifest.database.longestStallMs).toBeLessThan(2_000);

    const restored = path.join(scratch, 'restored-big');
    const check = await restoreBackup(target, restored);
    expect(check.problems).toEqual([]);
    expect(check.counts).toEqual(manifest.counts);
    const [{ n: live }] = (await t.ctx.db.select({ n: count() }).from(orders)) as [{ n: number }];
    expect(live).toBeGreaterThanOrEqual(manifest.counts.orders!);
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(restored, 'pglite') });
    try {
      // The ballast, copied by the first pass and unchanged since, is whole; the table written
      // all along holds the first N rows the server had, every byte of them.
      const digest = (table: string, upTo = '') =>
        `select count(*)::int as n, md5(string_agg(pad, $$$$ order by id)) as s from ${table} ${upTo}`;
      const read = async (db: typeof pglite, query: string) =>
        (await db.query<{ n: number; s: string }>(query)).rows[0]!;
      const copy = database.pglite!;
      expect(await read(copy, digest('backup_ballast'))).toEqual(
        await read(pglite, digest('backup_ballast')),
      );
      const written = await read(copy, digest('backup_writes'));
      expect(written.n).toBeGreaterThan(0);
      expect(written).toEqual(await read(pglite, digest('backup_writes', `where id <= ${written.n}`)));
      expect((await verifyLedger(database.db)).problems).toEqual([]);
    } finally {
      await database.close();
    }
    // The same database the way of decision 023: dumpDataDir holds the thread for all of it.
    const dumpStarted = performance.now();
    await pglite.dumpDataDir('none');
    const dumpMs = performance.now() - dumpStarted;
    console.warn(`dumpDataDir of the same database: the thread stopped ${Math.round(dumpMs)} ms`);
    expect(loop.max / 1e6).toBeLessThan(dumpMs);
    await pglite.exec('drop table backup_ballast; drop table backup_writes');
  }, 180_000);

  it("restores a backup of the old format (console-backup-1: PGlite's dump, gzipped)", async () => {
    const m = await makeMerchant(t.ctx);
    await fundMerchant(t.ctx, m.id, '50.00');
    await makeOrder(t.ctx, m.id);
    // What writeBackup wrote up to decision 027 (nothing else runs meanwhile in this test).
    const target = path.join(scratch, 'backup-v1');
    await fs.mkdir(target);
    const counts = await rowCounts(t.ctx.db);
    const dump = await t.ctx.database.pglite!.dumpDataDir('none');
    const file = path.join(target, DATABASE_FILE);
    await fs.writeFile(file, gzipSync(Buffer.from(await dump.arrayBuffer())));
    const files = await copyStoredFiles(path.join(t.dataDir, 'files'), path.join(target, FILES_DIR));
    const manifest: BackupManifestV1 = {
      format: 'console-backup-1',
      createdAt: new Date().toISOString(),
      database: {
        file: DATABASE_FILE,
        bytes: (await fs.stat(file)).size,
        sha256: await sha256File(file),
        blockedMs: 0,
      },
      files: { included: true, ...files },
      secrets: false,
      counts,
    };
    await fs.writeFile(path.join(target, MANIFEST), JSON.stringify(manifest));

    const check = await restoreBackup(target, path.join(scratch, 'restored-v1'));
    expect(check.problems).toEqual([]);
    expect(check.counts).toEqual(counts);
    expect(check.ledger.entries).toBeGreaterThan(0);
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
