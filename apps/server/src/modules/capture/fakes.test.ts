import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant } from '../../test/factories';
import { makeGoods } from '../goods/test-support';
import { FAKES_FILE } from './fakes';
import { syncShop } from './sync';
import { captureOrders, captureProducts, captureShops } from './tables';
import { makeShop } from './test-support';

// CAPTURE_FAKES: the fakes run inside the server, know the database's shops and make orders.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    CAPTURE_FAKES: 'true',
    CAPTURE_FAKE_ORDERS: 'true',
    CAPTURE_FAKE_ORDER_MS: '100',
  });
});
afterAll(() => t.close());

describe('the fakes in the server', () => {
  it('serve the shops of the database with orders, and say where they are', async () => {
    const m = await makeMerchant(t.ctx);
    const goodsId = (await makeGoods(t.ctx, m.partnerId)).id;
    // A Doudian self-use app makes its token with the shop id (Pinduoduo's and Kuaishou's need the page).
    const shop = await makeShop(t.ctx, m.id, { platform: 'doudian' });
    await t.ctx.db
      .insert(captureProducts)
      .values({ shopId: shop.id, productId: 'K1', merchantId: m.id, goodsId });
    const urls = JSON.parse(await fs.readFile(path.join(t.dataDir, FAKES_FILE), 'utf8')) as Record<
      string,
      string
    >;
    expect(Object.keys(urls).sort()).toEqual(['doudian', 'gantanhao', 'kuaishou', 'pdd']);

    // Within a few ticks the fake knows the new shop and has made its first orders.
    const pulled = async () => {
      await t.ctx.db.update(captureShops).set({ syncState: 'queued' }).where(eq(captureShops.id, shop.id));
      await syncShop(t.ctx, shop.id, { info() {}, warn() {}, error() {} });
      return t.ctx.db.select().from(captureOrders).where(eq(captureOrders.shopId, shop.id));
    };
    let rows = await pulled();
    for (let i = 0; i < 30 && rows.length < 3; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      rows = await pulled();
    }
    expect(rows.length).toBeGreaterThanOrEqual(3);
    // Captured, or waiting when the fake saw the shop before its product row (then it sells the demo's).
    expect(rows.every((r) => r.state === 'captured' || r.state === 'waiting')).toBe(true);

    // Another process drives the fake through its control routes.
    const calls = await fetch(`${urls.doudian}/__fake/calls`, { method: 'POST', body: '{}' });
    expect(((await calls.json()) as { calls: string[] }).calls.length).toBeGreaterThan(0);
  });
});
