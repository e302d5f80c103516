import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { listenLocally, openLiveStream } from '../../test/live-stream-client';
import { makeOrder, orderEnv } from './test-support';
import { changeStatus, lockOrder } from './lifecycle';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listenLocally(t.app);
});
afterAll(() => t.close());

describe("the order list's live event (issue 39, fresh data)", () => {
  it("tells the merchant's tab when its orders are made, flagged, remarked or move on, and nobody else's", async () => {
    const merchant = await makeMerchant(t.ctx);
    const other = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, merchant.id);
    const otherToken = await signIn(t.ctx, other.id);
    const stream = await openLiveStream(base, token);
    const lists = () => stream.heard.filter((h) => h.event === 'list').length;
    try {
      await stream.next('hello');
      const theirs = await makeOrder(t.ctx, other.id);
      const order = await makeOrder(t.ctx, merchant.id);
      expect((await stream.next('list')).data).toEqual({ domain: 'orders' });

      // Each change by another path than this tab: a call of another session, the life cycle.
      let before = lists();
      const flagged = await t.call(
        ENDPOINTS.orderFlag,
        { ids: [order.id], flag: 2 },
        { token: await signIn(t.ctx, merchant.id) },
      );
      expect(flagged.code).toBe(Code.ok);
      await expect.poll(lists).toBeGreaterThan(before);

      before = lists();
      expect(
        (await t.call(ENDPOINTS.orderUpdate, { id: order.id, remark: 'call back' }, { token })).code,
      ).toBe(Code.ok);
      await expect.poll(lists).toBeGreaterThan(before);

      before = lists();
      await t.ctx.db.transaction(async (tx) => {
        const row = await lockOrder(tx, { id: order.id });
        await changeStatus(tx, orderEnv(t.ctx), row!, { to: 'submitted', source: 'simulator' });
      });
      await expect.poll(lists).toBeGreaterThan(before);

      // The other merchant's changes are not this tab's business: a flag of theirs sends nothing here.
      const settled = lists();
      expect(
        (await t.call(ENDPOINTS.orderFlag, { ids: [theirs.id], flag: 1 }, { token: otherToken })).code,
      ).toBe(Code.ok);
      await makeOrder(t.ctx, merchant.id); // a marker: once it is heard, the other's would have been
      await expect.poll(lists).toBe(settled + 1);
    } finally {
      stream.close();
    }
  });
});
