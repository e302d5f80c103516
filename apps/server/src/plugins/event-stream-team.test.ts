import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeMerchant, makeStaff, signIn, signInStaff } from '../test/factories';
import { listenLocally, openLiveStream } from '../test/live-stream-client';
import { makeNotice } from '../modules/notices/test-support';
import { fundMerchant } from '../modules/money/test-support';

// Issue 41: the live stream tells a staff member's tab no more than `/merchant/info` does.
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listenLocally(t.app);
});
afterAll(() => t.close());

describe('the live stream of a staff member', () => {
  it('hears the balance and the notices only when their role shows them', async () => {
    const merchant = await makeMerchant(t.ctx);
    const owner = await openLiveStream(base, await signIn(t.ctx, merchant.id));
    const service = await makeStaff(t.ctx, merchant.id, 'service');
    const blind = await makeStaff(t.ctx, merchant.id, { OrderList: ['view'] });
    const serviceStream = await openLiveStream(base, await signInStaff(t.ctx, service));
    const blindStream = await openLiveStream(base, await signInStaff(t.ctx, blind));
    try {
      for (const s of [owner, serviceStream, blindStream]) await s.next('hello');
      await fundMerchant(t.ctx, merchant.id, '10.00');
      await makeNotice(t.ctx, merchant.id);
      await owner.next('balance');
      await owner.next('notice');
      // Customer service opens the notices, not the money; the other role neither.
      await serviceStream.next('notice');
      expect(serviceStream.heard.filter((h) => h.event === 'balance')).toHaveLength(0);
      expect(blindStream.heard.filter((h) => h.event === 'balance' || h.event === 'notice')).toHaveLength(0);
    } finally {
      for (const s of [owner, serviceStream, blindStream]) s.close();
    }
  });
});
