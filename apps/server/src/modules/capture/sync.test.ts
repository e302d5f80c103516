import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { ENDPOINTS } from '@console/contract';
import { createLogger } from '../../lib/logger';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { makeGoods } from '../goods/test-support';
import { testCustomer } from '../orders/test-support';
import { orders, orderStatusHistory } from '../orders/tables';
import type { FakePlatform } from './platforms/fake';
import { startPddFake } from './platforms/pdd';
import { credentialsOf } from './shop-rows';
import { syncShop } from './sync';
import { captureOrders, captureShops } from './tables';
import { authorizeShop, makeShop } from './test-support';

// The sync engine against Pinduoduo's fake over loopback HTTP: nothing of the client is mocked.
let fake: FakePlatform;
let t: TestApp;
let merchantId: number;
let token: string;
let goodsId: number;
const lines: string[] = [];
const SECRET = 'pdd-secret-never-logged-7731';
const silentLog = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  fake = await startPddFake();
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp(
    { CAPTURE_PDD_URL: fake.url, CAPTURE_ATTEMPTS: '2', CAPTURE_BACKOFF_MS: '5', CAPTURE_TIMEOUT_MS: '2000' },
    { logger: createLogger('trace', sink) },
  );
  const m = await makeMerchant(t.ctx);
  merchantId = m.id;
  token = await signIn(t.ctx, m.id);
  goodsId = (await makeGoods(t.ctx, m.partnerId)).id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A PDD shop on the fake and in the console, its product P1 mapped to the goods. */
async function pddShop(mapped = true) {
  const shop = await makeShop(t.ctx, merchantId, { platform: 'pdd', secret: SECRET });
  fake.addShop({ shopId: shop.shopId, appKey: shop.appKey, secret: SECRET });
  await authorizeShop(t.ctx, fake, shop.id);
  fake.addProduct(shop.shopId, { productId: 'P1', title: 'SIM 39' });
  fake.addProduct(shop.shopId, { productId: 'P2', title: 'SIM 59' });
  if (mapped) {
    await t.call(
      ENDPOINTS.captureMappingSave,
      { shop: shop.id, items: [{ product_id: 'P1', goods_id: goodsId }] },
      { token },
    );
  }
  return shop;
}

const addOrders = (shopId: string, n: number, productId = 'P1') =>
  fake.addOrders(Array.from({ length: n }, () => ({ shopId, productId, customer: testCustomer() })));

/** Runs one sync of the shop here (as the job does), optionally with an injected failure. */
async function runSync(shopRowId: number, beforeCommit?: (page: number) => void) {
  await t.ctx.db.update(captureShops).set({ syncState: 'queued' }).where(eq(captureShops.id, shopRowId));
  await syncShop(t.ctx, shopRowId, silentLog, beforeCommit ? { beforeCommit } : {});
}

const captured = async (shopRowId: number) => {
  const rows = await t.ctx.db
    .select({
      platformOrderId: captureOrders.platformOrderId,
      orderId: captureOrders.orderId,
      state: captureOrders.state,
    })
    .from(captureOrders)
    .where(eq(captureOrders.shopId, shopRowId));
  const [made] = await t.ctx.db
    .select({ n: count() })
    .from(orders)
    .where(sql`${orders.id} in (select order_id from capture_orders where shop_id = ${shopRowId})`);
  return { rows, orders: Number(made!.n) };
};

const shopRow = async (id: number) =>
  (await t.ctx.db.select().from(captureShops).where(eq(captureShops.id, id)))[0]!;

describe('a shop sync against the platform fake', () => {
  it('captures each platform order once, over repeated and overlapping windows and repeated rows', async () => {
    const shop = await pddShop();
    const ids = addOrders(shop.shopId, 230);
    await runSync(shop.id);
    let after = await captured(shop.id);
    expect(after.rows).toHaveLength(230);
    expect(after.orders).toBe(230);
    expect(new Set(after.rows.map((r) => r.orderId)).size).toBe(230);
    const first = await shopRow(shop.id);
    expect(first).toMatchObject({
      syncState: 'idle',
      syncPages: 3,
      syncOrders: 230,
      ordersCaptured: 230,
      lastErrorKind: '',
    });
    expect(first.watermark).not.toBeNull();

    // Again at once (the overlap takes in the same orders), with the fake repeating rows across pages.
    fake.setFault({ kind: 'repeat_rows', times: 2 });
    addOrders(shop.shopId, 5);
    await runSync(shop.id);
    await runSync(shop.id);
    after = await captured(shop.id);
    expect(after.rows).toHaveLength(235);
    expect(after.orders).toBe(235);
    expect((await shopRow(shop.id)).ordersCaptured).toBe(235);
    expect(ids.every((id) => after.rows.some((r) => r.platformOrderId === id))).toBe(true);
    fake.clearFaults();
  });

  it('leaves no duplicate and no gap after a sync that died mid-way', async () => {
    const shop = await pddShop();
    addOrders(shop.shopId, 250);
    // The second page's transaction fails as a killed process would leave it: rolled back.
    await runSync(shop.id, (page) => {
      if (page === 2) throw new Error('crash after page 1');
    });
    const cut = await captured(shop.id);
    // Only the first page committed: Pinduoduo pages newest first, so the client walks from the
    // last page (the oldest 50 of 250) back to the first.
    expect(cut.rows).toHaveLength(50);
    expect((await shopRow(shop.id)).watermark).toBeNull();
    // A platform that gives up mid-way (5xx past the client's attempts) leaves the watermark too.
    fake.setFault({ kind: 'server_error', times: 10 });
    await runSync(shop.id);
    fake.clearFaults();
    expect(await shopRow(shop.id)).toMatchObject({ lastErrorKind: 'unavailable', watermark: null });

    await runSync(shop.id);
    const after = await captured(shop.id);
    expect(after.rows).toHaveLength(250);
    expect(after.orders).toBe(250);
    expect(await shopRow(shop.id)).toMatchObject({ ordersCaptured: 250, lastErrorKind: '' });
  });

  it('keeps an order of an unmapped product waiting, and captures it once mapped', async () => {
    const shop = await pddShop();
    const [waitingId] = addOrders(shop.shopId, 1, 'P2');
    addOrders(shop.shopId, 1, 'P1');
    await runSync(shop.id);
    const log = await t.call(
      ENDPOINTS.captureLog,
      { platform: 'pdd', shop: shop.id, state: 'waiting' },
      { token },
    );
    expect(log.data.list.map((r) => [r.platform_order_id, r.order_id])).toEqual([[waitingId, null]]);
    const shops = await t.call(ENDPOINTS.captureShops, { platform: 'pdd' }, { token });
    expect(shops.data.list.find((s) => s.id === shop.id)).toMatchObject({
      orders_waiting: 1,
      orders_captured: 1,
    });

    const saved = await t.call(
      ENDPOINTS.captureMappingSave,
      { shop: shop.id, items: [{ product_id: 'P2', goods_id: goodsId }] },
      { token },
    );
    expect(saved.data).toEqual({ saved: 1, captured: 1 });
    const [row] = await t.ctx.db
      .select()
      .from(captureOrders)
      .where(eq(captureOrders.platformOrderId, waitingId!));
    expect(row).toMatchObject({ state: 'captured', customerEnc: null });
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, row!.orderId!));
    expect(order).toMatchObject({ source: 'pdd', status: 'pending', goodsId });
    // Seen again by the next sync: still one order.
    await runSync(shop.id);
    expect((await captured(shop.id)).orders).toBe(2);
  });

  it('cancels the console order when the platform cancels before submission', async () => {
    const shop = await pddShop();
    const [id] = addOrders(shop.shopId, 1);
    await runSync(shop.id);
    fake.cancelOrder(id!);
    await runSync(shop.id);
    const [row] = await t.ctx.db.select().from(captureOrders).where(eq(captureOrders.platformOrderId, id!));
    expect(row).toMatchObject({ state: 'cancelled', platformStatus: 'cancelled' });
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, row!.orderId!));
    expect(order!.status).toBe('cancelled');
    const history = await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order!.id), eq(orderStatusHistory.toStatus, 'cancelled')));
    expect(history).toMatchObject([{ source: 'capture' }]);
  });

  it('runs through the job on "sync now", one at a time, and keeps secrets out of answers and logs', async () => {
    const shop = await pddShop();
    addOrders(shop.shopId, 3);
    const first = await t.call(ENDPOINTS.captureShopSync, { id: shop.id }, { token });
    expect(first.data.shop.sync_state).not.toBe('idle');
    // Asked again while queued or running: no second job, one more run afterwards.
    await t.call(ENDPOINTS.captureShopSync, { id: shop.id }, { token });
    for (let i = 0; i < 100; i += 1) {
      const s = await shopRow(shop.id);
      if (s.syncState === 'idle' && s.lastSyncAt && !s.syncAgain) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await shopRow(shop.id)).toMatchObject({ syncState: 'idle', ordersCaptured: 3 });
    const answer = await t.call(ENDPOINTS.captureShops, { platform: 'pdd' }, { token });
    const tokenEnc = (await shopRow(shop.id)).accessTokenEnc;
    expect(tokenEnc).toBeTruthy();
    const text = JSON.stringify(answer) + lines.join('');
    expect(text).not.toContain(SECRET);
    expect(lines.join('')).toContain('capture sync done');
    expect(JSON.stringify(answer)).not.toContain(tokenEnc!);
    const clear = credentialsOf(t.ctx, await shopRow(shop.id)).token!;
    expect(text).not.toContain(clear.accessToken);
    expect(text).not.toContain(clear.refreshToken);
  });
});
