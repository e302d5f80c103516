import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { listEventsOf, listenLocally, openLiveStream } from '../../test/live-stream-client';
import { settle } from './sender';
import { makeBatch, rowOf } from './test-support';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listenLocally(t.app);
});
afterAll(() => t.close());

describe("top-up's live list event (issue 39, fresh data; migration 0020)", () => {
  it("tells the merchant's tab when a batch is written and its items end, and nobody else's", async () => {
    const merchant = await makeMerchant(t.ctx, { huafeiIsShow: true });
    const other = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, merchant.id);
    const stream = await openLiveStream(base, token);
    const heard = listEventsOf(stream, 'topup');
    try {
      await stream.next('hello');
      const batchId = await makeBatch(t.ctx, merchant);
      expect((await stream.next('list', (d) => d.domain === 'topup')).data).toEqual({ domain: 'topup' });

      // An item settled as the sender, the callback and the status query settle it.
      const [first, second] = await rowOf.items(t.ctx, batchId);
      let before = heard();
      await settle(t.ctx, first!.id, { state: 'success', reason: '', providerRef: 'P1' });
      await expect.poll(heard).toBeGreaterThan(before);
      before = heard();
      await settle(t.ctx, second!.id, { state: 'failed', reason: 'no', providerRef: 'P2' });
      await expect.poll(heard).toBeGreaterThan(before);
      // The failed item is on the batch's item list, as the tab reads it again.
      const items = await t.call(
        ENDPOINTS.topupItems,
        { batch: batchId, status: 'failed', page: 1, page_size: 10 },
        { token },
      );
      expect(items.code).toBe(Code.ok);
      expect(items.data.list).toHaveLength(1);

      // Another merchant's batch is not this tab's business.
      const settled = heard();
      await makeBatch(t.ctx, other);
      await makeBatch(t.ctx, merchant); // a marker: once it is heard, the other's would have been
      await expect.poll(heard).toBe(settled + 1);
    } finally {
      stream.close();
    }
  });
});
