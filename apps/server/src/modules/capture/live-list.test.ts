import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { listEventsOf, listenLocally, openLiveStream } from '../../test/live-stream-client';
import { makeShop } from './test-support';
import { captureOrders, captureShops } from './tables';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listenLocally(t.app);
});
afterAll(() => t.close());

let serial = 0;
const gantanhaoShop = () => {
  serial += 1;
  return {
    platform: 'gantanhao' as const,
    name: `Live ${serial}`,
    shop_id: `77${serial}`,
    app_key: 'k',
    secret: 's',
  };
};

describe("capture's live list event (issue 39, fresh data; migration 0020)", () => {
  it("tells the merchant's tab when its shops change and its platform orders are written, and nobody else's", async () => {
    const merchant = await makeMerchant(t.ctx);
    const other = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, merchant.id);
    const stream = await openLiveStream(base, token);
    const heard = listEventsOf(stream, 'capture');
    try {
      await stream.next('hello');
      // A shop added through the API, by another session of the merchant.
      const saved = await t.call(ENDPOINTS.captureShopSave, gantanhaoShop(), {
        token: await signIn(t.ctx, merchant.id),
      });
      expect(saved.code).toBe(Code.ok);
      expect((await stream.next('list', (d) => d.domain === 'capture')).data).toEqual({ domain: 'capture' });

      // A sync's state moving on (the shop list's progress), as the sync job writes it.
      let before = heard();
      await t.ctx.db
        .update(captureShops)
        .set({ syncState: 'running', syncPages: 1 })
        .where(eq(captureShops.id, saved.data.shop.id));
      await expect.poll(heard).toBeGreaterThan(before);

      // A platform order in the log (a sync page or a push writes these rows).
      before = heard();
      await t.ctx.db.insert(captureOrders).values({
        merchantId: merchant.id,
        shopId: saved.data.shop.id,
        platform: 'gantanhao',
        platformOrderId: `LIVE-${serial}`,
        state: 'waiting',
        platformUpdatedAt: new Date(),
      });
      await expect.poll(heard).toBeGreaterThan(before);

      // Another merchant's shop and its change are not this tab's business.
      const settled = heard();
      const theirs = await makeShop(t.ctx, other.id);
      await t.ctx.db.update(captureShops).set({ enabled: false }).where(eq(captureShops.id, theirs.id));
      await makeShop(t.ctx, merchant.id); // a marker: once it is heard, the other's would have been
      await expect.poll(heard).toBe(settled + 1);
    } finally {
      stream.close();
    }
  });
});
