import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Code, type DashboardTodoResult, ENDPOINTS, type PayloadIn, ApiPath } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { complaintMerchant, complaintOn, orderOf } from '../complaints/test-support';
import { complaints } from '../complaints/tables';
import { merchants } from '../auth/tables';
import { fundMerchant, makePayee } from '../money/test-support';
import { makeOrders } from '../orders/test-support';
import { failItems, makeBatch } from '../topup/test-support';
import { makeShop } from '../capture/test-support';
import { captureOrders, captureShops } from '../capture/tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The list endpoint each to-do item's page calls (a second path: the web route → its list call),
 * and whether it is paged (the shop list is not, and refuses page fields as unknown).
 */
const LIST_OF = {
  '/order/list': [ENDPOINTS.orderList, true],
  '/order/complaint-work-order-list': [ENDPOINTS.complaintList, true],
  '/withdraw/record': [ENDPOINTS.withdrawList, true],
  '/recharge': [ENDPOINTS.topupBatches, true],
  '/catch-order/doudian/list': [ENDPOINTS.captureShops, false],
  '/catch-order/pdd': [ENDPOINTS.captureShops, false],
  '/catch-order/waiting': [ENDPOINTS.captureLog, true],
} as const;

const todoOf = async (token: string) => {
  const res = await t.call(ENDPOINTS.dashboardTodo, undefined, { token });
  expect(res.code).toBe(Code.ok);
  return res.data.items;
};

/** Follows each item as the web does: its list with the item's filter; the total is its count. */
async function expectClickThrough(token: string, items: DashboardTodoResult['items']) {
  for (const item of items) {
    const [endpoint, paged] = LIST_OF[item.path as keyof typeof LIST_OF] ?? [];
    expect(endpoint, item.path).toBeDefined();
    const page = paged ? { page: 1, page_size: 10 } : {};
    const res = await t.call(endpoint, { ...item.filter, ...page }, { token });
    expect(res.code, item.kind).toBe(Code.ok);
    expect(res.data.total, item.kind).toBe(item.count);
  }
}

let serial = 0;
async function withdraw(merchantId: number, token: string) {
  const payee = await makePayee(t.ctx, merchantId, `62220202001122${String(++serial).padStart(5, '0')}`);
  const res = await t.call(
    ENDPOINTS.withdrawApply,
    { amount: '100.00', account_id: payee.id, idempotency_key: `todo-${serial}-${Date.now()}` },
    { token },
  );
  expect(res.code).toBe(Code.ok);
}

describe('POST /api/dashboard/todo', () => {
  it('counts each item by the list it opens, hides empty ones and another merchant’s rows', async () => {
    const m = await complaintMerchant(t, { canRepeatApply: true });
    const token = await signIn(t.ctx, m.id);
    expect(await todoOf(token)).toEqual([]);

    await makeOrders(t.ctx, m.id, 3, { status: 'rejected' });
    await makeOrders(t.ctx, m.id, 2, { status: 'transferred' }); // already acted on
    await makeOrders(t.ctx, m.id, 1, { status: 'pending' });
    for (let i = 0; i < 3; i++) {
      const order = await orderOf(t, m.id, m.partnerId);
      const c = await complaintOn(t, order.orderNo);
      if (i === 2)
        await t.ctx.db.update(complaints).set({ status: 'processing' }).where(eq(complaints.id, c.id));
    }
    await fundMerchant(t.ctx, m.id, '1000.00');
    await withdraw(m.id, token);
    await withdraw(m.id, token);
    // Another merchant's rows count nowhere here.
    const other = await complaintMerchant(t);
    await makeOrders(t.ctx, other.id, 4, { status: 'rejected' });
    await complaintOn(t, (await orderOf(t, other.id, other.partnerId)).orderNo);

    const items = await todoOf(token);
    expect(items.map((i) => [i.kind, i.count, i.path, i.filter])).toEqual([
      ['orders_rejected', 3, '/order/list', { status: 'rejected' }],
      ['complaints_pending', 2, '/order/complaint-work-order-list', { status: 'pending' }],
      ['complaints_processing', 1, '/order/complaint-work-order-list', { status: 'processing' }],
      ['withdrawals_pending', 2, '/withdraw/record', { status: 'pending' }],
    ]);
    await expectClickThrough(token, items);
  });

  it('shows only what the merchant’s menu shows: no complaints without the flag, none of the hidden sections for a special merchant', async () => {
    const plain = await makeMerchant(t.ctx, { workOrderIsShow: false });
    const plainToken = await signIn(t.ctx, plain.id);
    await complaintOn(t, (await orderOf(t, plain.id, plain.partnerId)).orderNo);
    await makeOrders(t.ctx, plain.id, 1, { status: 'rejected' });
    const plainItems = await todoOf(plainToken);
    expect(plainItems.map((i) => i.kind)).toEqual(['orders_rejected']);
    await expectClickThrough(plainToken, plainItems);

    // 10099 is SPECIAL_MERCHANT_IDS' default: its complaint and withdrawal sections are hidden.
    const special = await complaintMerchant(t, { id: 10099 });
    const token = await signIn(t.ctx, special.id);
    await complaintOn(t, (await orderOf(t, special.id, special.partnerId)).orderNo);
    await makeOrders(t.ctx, special.id, 2, { status: 'rejected' });
    expect((await todoOf(token)).map((i) => [i.kind, i.count])).toEqual([['orders_rejected', 2]]);
  });

  it('counts the top-up batches with failed numbers not yet retried, as the batch list filters them', async () => {
    const m = await makeMerchant(t.ctx, { huafeiIsShow: true });
    const token = await signIn(t.ctx, m.id);
    const failed = [await makeBatch(t.ctx, m), await makeBatch(t.ctx, m), await makeBatch(t.ctx, m)];
    await makeBatch(t.ctx, m); // nothing failed
    for (const id of failed) await failItems(t.ctx, id);
    // One of them retried: its failed numbers are in a new batch, nothing left to do about it.
    const retried = await t.call(
      ENDPOINTS.topupRetry,
      { id: failed[0]!, idempotency_key: `todo-retry-${Date.now()}` },
      { token },
    );
    expect(retried.code).toBe(Code.ok);
    await failItems(t.ctx, await makeBatch(t.ctx, await makeMerchant(t.ctx, { huafeiIsShow: true })));
    const items = await todoOf(token);
    expect(items.map((i) => [i.kind, i.count, i.path, i.filter])).toEqual([
      ['topups_failed', 2, '/recharge', { failed: 'not_retried' }],
    ]);
    await expectClickThrough(token, items);
    // Without the top-up section (flag off) the item is not even counted.
    await t.ctx.db.update(merchants).set({ huafeiIsShow: false }).where(eq(merchants.id, m.id));
    expect(await todoOf(await signIn(t.ctx, m.id))).toEqual([]);
  });

  it('counts the platform orders waiting for a mapping on every platform, and per platform the enabled shops whose token runs out within three days or whose last sync failed', async () => {
    const m = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, m.id);
    const day = 86_400_000;
    const shop = async (platform: 'pdd' | 'doudian', set: Partial<typeof captureShops.$inferInsert>) => {
      const row = await makeShop(t.ctx, m.id, { platform });
      if (Object.keys(set).length)
        await t.ctx.db.update(captureShops).set(set).where(eq(captureShops.id, row.id));
    };
    await shop('pdd', { tokenExpiresAt: new Date(Date.now() + 2 * day) });
    await shop('pdd', { tokenExpiresAt: new Date(Date.now() - day) }); // already run out
    await shop('pdd', { tokenExpiresAt: new Date(Date.now() + 10 * day) }); // fine
    await shop('pdd', { lastErrorKind: 'timeout', enabled: false }); // disabled: nothing to do
    await shop('doudian', { lastErrorKind: 'unavailable', tokenExpiresAt: new Date(Date.now() + 30 * day) });
    await shop('doudian', {}); // never authorized, never failed
    await makeShop(t.ctx, (await makeMerchant(t.ctx)).id, { platform: 'pdd' }).then((r) =>
      t.ctx.db.update(captureShops).set({ lastErrorKind: 'auth' }).where(eq(captureShops.id, r.id)),
    );
    // Two platform orders of the pdd shops and one of doudian wait for a mapping; one is captured.
    const shopOf = async (platform: 'pdd' | 'doudian') =>
      (
        await t.ctx.db
          .select()
          .from(captureShops)
          .where(and(eq(captureShops.merchantId, m.id), eq(captureShops.platform, platform)))
      )[0];
    const [pddShop, doudianShop] = [await shopOf('pdd'), await shopOf('doudian')];
    const platformOrder = (shop: typeof pddShop, n: number, state: 'waiting' | 'put_aside') => ({
      merchantId: m.id,
      shopId: shop!.id,
      platform: shop!.platform,
      platformOrderId: `TODO-${shop!.id}-${n}`,
      state,
      platformUpdatedAt: new Date(),
    });
    await t.ctx.db
      .insert(captureOrders)
      .values([
        platformOrder(pddShop, 1, 'waiting'),
        platformOrder(pddShop, 2, 'waiting'),
        platformOrder(pddShop, 3, 'put_aside'),
        platformOrder(doudianShop, 1, 'waiting'),
      ]);
    const items = await todoOf(token);
    expect(items.map((i) => [i.kind, i.count, i.path, i.filter])).toEqual([
      ['orders_waiting_mapping', 3, '/catch-order/waiting', { state: 'waiting' }],
      ['shops_attention', 1, '/catch-order/doudian/list', { platform: 'doudian', attention: 'any' }],
      ['shops_attention', 2, '/catch-order/pdd', { platform: 'pdd', attention: 'any' }],
    ]);
    await expectClickThrough(token, items);
    // The filter's two halves, as the shop list's control offers them.
    const pdd = (attention: PayloadIn<typeof ENDPOINTS.captureShops>['attention']) =>
      t.call(ENDPOINTS.captureShops, { platform: 'pdd', attention }, { token });
    expect((await pdd('token_expiring')).data.total).toBe(2);
    expect((await pdd('sync_failed')).data.total).toBe(0);
    expect((await pdd('')).data.total).toBe(4);
    // An unknown filter on purpose: untyped (t.post).
    const refused = await t.post(ApiPath.captureShops, { platform: 'pdd', attention: 'soon' }, { token });
    expect(refused.code).toBe(Code.validation);
    expect(refused.msg).toContain('店铺筛选条件无效');
  });

  it('counts an agent’s rejected orders as its order list shows them (its sub-merchants’ too)', async () => {
    const agent = await makeMerchant(t.ctx, { childMerchant: 2 });
    const sub = await makeMerchant(t.ctx, { parentId: agent.id });
    const token = await signIn(t.ctx, agent.id);
    await makeOrders(t.ctx, agent.id, 1, { status: 'rejected' });
    await makeOrders(t.ctx, sub.id, 2, { status: 'rejected', agentId: agent.id, source: 'agent' });
    const items = await todoOf(token);
    expect(items.find((i) => i.kind === 'orders_rejected')?.count).toBe(3);
    await expectClickThrough(token, items);
  });
});
