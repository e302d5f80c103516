import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant } from '../../test/factories';
import { makeGoods } from '../goods/test-support';
import { testCustomer } from '../orders/test-support';
import type { FakePlatform } from './platforms/fake';
import { startPddFake } from './platforms/pdd';
import { syncShop } from './sync';
import { syncTick } from './sync-queue';
import { captureOrders, captureProducts, captureShops } from './tables';
import { authorizeShop, makeShop } from './test-support';

// A server process killed (SIGKILL) in the middle of a sync, then the sync run again by another:
// no duplicate, no gap. It needs a database two processes can open: PostgreSQL (test:api:pg).
const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sync-crash-child.ts');
const SERVER_DIR = path.resolve(path.dirname(CHILD), '../../..');
const log = { info() {}, warn() {}, error() {} };
let fake: FakePlatform;
let t: TestApp;

beforeAll(async () => {
  fake = await startPddFake();
  t = await createTestApp(
    { CAPTURE_PDD_URL: fake.url, CAPTURE_BACKOFF_MS: '5' },
    { jobs: { worker: false } },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const capturedRows = async (shopRowId: number) =>
  Number(
    (await t.ctx.db.select({ n: count() }).from(captureOrders).where(eq(captureOrders.shopId, shopRowId)))[0]!
      .n,
  );

describe('a sync whose process is killed', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'is run again by another process without duplicate or gap',
    async () => {
      const m = await makeMerchant(t.ctx);
      const goodsId = (await makeGoods(t.ctx, m.partnerId)).id;
      const shop = await makeShop(t.ctx, m.id, { platform: 'pdd', secret: 'crash-secret' });
      await t.ctx.db
        .insert(captureProducts)
        .values({ shopId: shop.id, productId: 'P1', merchantId: m.id, goodsId });
      fake.addShop({ shopId: shop.shopId, appKey: shop.appKey, secret: 'crash-secret' });
      await authorizeShop(t.ctx, fake, shop.id);
      fake.addOrders(
        Array.from({ length: 250 }, () => ({
          shopId: shop.shopId,
          productId: 'P1',
          customer: testCustomer(),
        })),
      );
      // Every platform call takes 20 ms: a page of 100 (its SIM holders asked one by one) takes
      // over two seconds, so the kill lands between two pages.
      fake.setFault({ kind: 'slow', ms: 20 });
      await t.ctx.db.update(captureShops).set({ syncState: 'queued' }).where(eq(captureShops.id, shop.id));

      const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
        cwd: SERVER_DIR,
        stdio: 'ignore',
        env: {
          ...process.env,
          DATABASE_URL: t.ctx.database.url,
          DATA_DIR: t.dataDir,
          CAPTURE_PDD_URL: fake.url,
          CRASH_SHOP: String(shop.id),
        },
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const deadline = Date.now() + 25_000;
      // Pinduoduo pages newest first: the client walks from the last page (the oldest 50) back.
      while ((await capturedRows(shop.id)) < 50 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 25));
      child.kill('SIGKILL');
      await exited;
      fake.clearFaults();

      // The first page committed, the rest not; the watermark did not move; the shop still says running.
      expect(await capturedRows(shop.id)).toBe(50);
      const [dead] = await t.ctx.db.select().from(captureShops).where(eq(captureShops.id, shop.id));
      expect(dead).toMatchObject({ syncState: 'running', watermark: null });

      // The tick releases it once its heartbeat is stale; the next sync pulls the window again.
      await syncTick(t.ctx, log, new Date(Date.now() + 10 * 60_000));
      await t.ctx.db.update(captureShops).set({ syncState: 'queued' }).where(eq(captureShops.id, shop.id));
      await syncShop(t.ctx, shop.id, log);
      const rows = await t.ctx.db.select().from(captureOrders).where(eq(captureOrders.shopId, shop.id));
      expect(rows).toHaveLength(250);
      expect(new Set(rows.map((r) => r.orderId)).size).toBe(250);
      const [after] = await t.ctx.db.select().from(captureShops).where(eq(captureShops.id, shop.id));
      expect(after).toMatchObject({ ordersCaptured: 250, syncState: 'idle' });
      expect(after!.watermark).not.toBeNull();
    },
  );
});
