import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ApiPath, Code, type DashboardTodoResult, type WithdrawApplyResult } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { complaintMerchant, complaintOn, orderOf } from '../complaints/test-support';
import { complaints } from '../complaints/tables';
import { fundMerchant, makePayee } from '../money/test-support';
import { makeOrders } from '../orders/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The list endpoint each to-do item's page calls (a second path: the web route → its list call). */
const LIST_OF: Record<string, string> = {
  '/order/list': ApiPath.orderList,
  '/order/complaint-work-order-list': ApiPath.complaintList,
  '/withdraw/record': ApiPath.withdrawList,
};

const todoOf = async (token: string) => {
  const res = await t.post<DashboardTodoResult>(ApiPath.dashboardTodo, {}, { token });
  expect(res.code).toBe(Code.ok);
  return res.data.items;
};

/** Follows each item as the web does: its list with the item's filter; the total is its count. */
async function expectClickThrough(token: string, items: DashboardTodoResult['items']) {
  for (const item of items) {
    const path = LIST_OF[item.path];
    expect(path, item.path).toBeDefined();
    const res = await t.post<{ total: number }>(path!, { ...item.filter, page: 1, page_size: 10 }, { token });
    expect(res.code, item.kind).toBe(Code.ok);
    expect(res.data.total, item.kind).toBe(item.count);
  }
}

let serial = 0;
async function withdraw(merchantId: number, token: string) {
  const payee = await makePayee(t.ctx, merchantId, `62220202001122${String(++serial).padStart(5, '0')}`);
  const res = await t.post<WithdrawApplyResult>(
    ApiPath.withdrawApply,
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
