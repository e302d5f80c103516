import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { PULL_PLATFORMS, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { makeGoods } from '../goods/test-support';
import { testCustomer } from '../orders/test-support';
import { PLATFORM_ADAPTERS } from './platforms';
import type { FakePlatform } from './platforms/fake';
import { syncShop } from './sync';
import { syncTick } from './sync-queue';
import { captureOrders, captureShops } from './tables';
import { authorizeShop, makeShop } from './test-support';

// The minute's tick, and one sync per pull platform against its fake (each platform's client and
// fake speak their own protocol; the engine sees none of it).
const fakes: Partial<Record<(typeof PULL_PLATFORMS)[number], FakePlatform>> = {};
let t: TestApp;
let merchantId: number;
let token: string;
let goodsId: number;
const log = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  for (const platform of PULL_PLATFORMS) fakes[platform] = await PLATFORM_ADAPTERS[platform]!.startFake();
  t = await createTestApp(
    {
      CAPTURE_DOUDIAN_URL: fakes.doudian!.url,
      CAPTURE_PDD_URL: fakes.pdd!.url,
      CAPTURE_KUAISHOU_URL: fakes.kuaishou!.url,
      CAPTURE_BACKOFF_MS: '5',
    },
    // No worker: the tick's jobs stay queued, so the test sees what it queued.
    { jobs: { worker: false } },
  );
  const m = await makeMerchant(t.ctx);
  merchantId = m.id;
  token = await signIn(t.ctx, m.id);
  goodsId = (await makeGoods(t.ctx, m.partnerId)).id;
});
afterAll(async () => {
  await t.close();
  await Promise.all(Object.values(fakes).map((f) => f.close()));
});

const shopRow = async (id: number) =>
  (await t.ctx.db.select().from(captureShops).where(eq(captureShops.id, id)))[0]!;

async function mappedShop(platform: (typeof PULL_PLATFORMS)[number]) {
  const shop = await makeShop(t.ctx, merchantId, {
    platform,
    shopId: String(70_000 + Math.floor(Math.random() * 20_000)),
    secret: 's',
  });
  fakes[platform]!.addShop({ shopId: shop.shopId, appKey: shop.appKey, secret: 's' });
  // Pinduoduo and Kuaishou give a token only through their authorization page.
  if (platform !== 'doudian') await authorizeShop(t.ctx, fakes[platform]!, shop.id);
  fakes[platform]!.addProduct(shop.shopId, { productId: '4001', title: 'Card' });
  await t.call(
    ENDPOINTS.captureMappingSave,
    { shop: shop.id, items: [{ product_id: '4001', goods_id: goodsId }] },
    { token },
  );
  return shop;
}

const runSync = async (id: number) => {
  await t.ctx.db.update(captureShops).set({ syncState: 'queued' }).where(eq(captureShops.id, id));
  await syncShop(t.ctx, id, log);
};

describe('the minute tick', () => {
  it('queues enabled pull shops whose interval has passed, never a push-only, disabled or busy one', async () => {
    const due = await makeShop(t.ctx, merchantId, { platform: 'pdd' });
    const recent = await makeShop(t.ctx, merchantId, { platform: 'kuaishou' });
    const off = await makeShop(t.ctx, merchantId, { platform: 'doudian', enabled: false });
    const push = await makeShop(t.ctx, merchantId, { platform: 'gantanhao' });
    const dead = await makeShop(t.ctx, merchantId, { platform: 'pdd' });
    await t.ctx.db.update(captureShops).set({ lastSyncAt: new Date() }).where(eq(captureShops.id, recent.id));
    // Left running by a process that died ten minutes ago.
    await t.ctx.db
      .update(captureShops)
      .set({ syncState: 'running', syncHeartbeatAt: new Date(Date.now() - 600_000) })
      .where(eq(captureShops.id, dead.id));
    await syncTick(t.ctx, log);
    const states = await t.ctx.db
      .select({ id: captureShops.id, state: captureShops.syncState })
      .from(captureShops)
      .where(inArray(captureShops.id, [due.id, recent.id, off.id, push.id, dead.id]));
    expect(Object.fromEntries(states.map((s) => [s.id, s.state]))).toEqual({
      [due.id]: 'queued',
      [recent.id]: 'idle',
      [off.id]: 'idle',
      [push.id]: 'idle',
      [dead.id]: 'queued',
    });
    // Queued already: the next tick sends nothing more for it.
    const before = await shopRow(due.id);
    await syncTick(t.ctx, log);
    expect((await shopRow(due.id)).syncHeartbeatAt).toEqual(before.syncHeartbeatAt);
  });
});

describe('each pull platform', () => {
  it.each(PULL_PLATFORMS)('%s: captures its orders and puts aside a malformed one', async (platform) => {
    const shop = await mappedShop(platform);
    const fake = fakes[platform]!;
    fake.addOrders(
      Array.from({ length: 4 }, () => ({ shopId: shop.shopId, productId: '4001', customer: testCustomer() })),
    );
    fake.setFault({ kind: 'malformed_order', times: 1 });
    fake.setFault({ kind: 'out_of_order', times: 1 });
    await runSync(shop.id);
    fake.clearFaults();
    const rows = await t.ctx.db.select().from(captureOrders).where(eq(captureOrders.shopId, shop.id));
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r.state).sort()).toEqual(['captured', 'captured', 'captured', 'put_aside']);
    expect(await shopRow(shop.id)).toMatchObject({ lastErrorKind: '', syncState: 'idle' });
    const log = await t.call(ENDPOINTS.captureLog, { platform, shop: shop.id }, { token, lang: 'en-US' });
    const aside = log.data.list.filter((r) => r.state === 'put_aside');
    expect(aside).toMatchObject([{ order_id: null }]);
    expect(aside[0]!.error).toContain('put aside');
    // Pulled again without the fault: the put-aside order is read whole and captured.
    await runSync(shop.id);
    const again = await t.ctx.db.select().from(captureOrders).where(eq(captureOrders.shopId, shop.id));
    expect(again.map((r) => r.state)).toEqual(['captured', 'captured', 'captured', 'captured']);
    expect(new Set(again.map((r) => r.orderId)).size).toBe(4);
  });
});

describe('a tick in a process that is stopping', () => {
  it('queues nothing, leaves its shops idle and logs no error', async () => {
    // Last in the file: it stops the app's queue.
    const due = await makeShop(t.ctx, merchantId, { platform: 'kuaishou' });
    await t.ctx.jobs.stop();
    const errors: unknown[] = [];
    const sent = await syncTick(t.ctx, { ...log, error: (...args: unknown[]) => errors.push(args) });
    expect(sent).toBe(0);
    expect(errors).toEqual([]);
    expect(await shopRow(due.id)).toMatchObject({ syncState: 'idle' });
  });
});
