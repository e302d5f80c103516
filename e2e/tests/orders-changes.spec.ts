import { expect, test, type Page } from '@playwright/test';
import { shown } from './money-support';
import { ENDPOINTS } from '@console/contract';
import { apiUrl, dataOf } from './api-support';
import {
  nextList,
  openOrders,
  orderDrawer,
  orderRow,
  orderRows,
  statusTab,
  type ListBody,
  type OrderBody,
} from './orders-support';
import { message } from './shell-support';

// What a merchant does with rejected orders (re-apply on other goods, resubmit in one click) and
// what the drawer shows of an order's life: its status timeline and its chain of goods changes.

/** The rejected tab, and the rejected orders of its first page that the merchant may change. */
async function rejectedOrders(page: Page): Promise<OrderBody[]> {
  const answer = nextList(page, (p) => p.status === 'rejected');
  await statusTab(page, 'rejected').click();
  const { body } = await answer;
  await expect(orderRows(page).first()).toHaveAttribute('data-status', 'rejected');
  return body.list.filter((o) => o.editable);
}

test('re-apply a rejected order on other goods: the new order, the old one transferred, the chain', async ({
  page,
}) => {
  await openOrders(page);
  const [order] = await rejectedOrders(page);
  // The order may itself have come from an earlier change: the chain grows by one link.
  const before = (await dataOf(page, ENDPOINTS.orderChain, { id: order!.id })).list.length;
  await orderRow(page, order!.id).getByTestId('order-reapply').click();
  const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('order-reapply-modal') });
  await expect(modal).toContainText(order!.order_no);
  await expect(modal).toContainText(order!.goods_name);
  await modal.getByTestId('order-reapply-submit').click();
  await expect(modal).toContainText('请选择新商品');

  // The goods select offers the goods on sale but the order's own.
  await modal.getByTestId('order-reapply-goods').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toBeVisible();
  expect(await options.allTextContents()).not.toContain(order!.goods_name);
  const goodsName = (await options.first().textContent())!;
  await options.first().click();
  const reapplied = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.orderReapply)));
  const refreshed = nextList(page, (p) => p.status === 'rejected');
  await modal.getByTestId('order-reapply-submit').click();
  const answer = (await (await reapplied).json()) as { code: number; data: { id: number; order_no: string } };
  expect(answer.code).toBe(1);
  await expect(message(page, `已生成新订单 ${answer.data.order_no}`)).toBeVisible();
  // The old order has left the rejected tab.
  const { body } = await refreshed;
  expect(body.list.map((o) => o.id)).not.toContain(order!.id);

  // The new order's drawer: its chain (the old order transferred, then this one), its timeline.
  await shown(page, 'order-filter-order_no').fill(answer.data.order_no);
  await statusTab(page, 'all').click();
  const found = nextList(page, (p) => p.order_no === answer.data.order_no && p.status === '');
  await shown(page, 'order-filter-search').click();
  const { body: one } = await found;
  expect(one.list[0]).toMatchObject({ goods_name: goodsName, status: 'pending' });
  await orderRow(page, answer.data.id).getByTestId('order-detail').click();
  const drawer = orderDrawer(page);
  await expect(drawer).toContainText(`订单详情 ${answer.data.order_no}`);
  const links = drawer.getByTestId('order-chain-link');
  await expect(links).toHaveCount(before + 1);
  const old = links.nth(before - 1);
  const added = links.nth(before);
  await expect(old).toContainText(order!.order_no);
  await expect(old.getByTestId('order-status')).toHaveText('已转单');
  await expect(added).toHaveAttribute('data-current', 'true');
  await expect(added).toContainText('换商品下单');
  await expect(added).toContainText(goodsName);
  await expect(drawer.getByTestId('order-history-item').first()).toContainText('创建订单');

  // A link of the chain opens that order in the drawer: rejected, then transferred by the merchant.
  await old.getByTestId('order-chain-open').click();
  await expect(drawer).toContainText(`订单详情 ${order!.order_no}`);
  const history = drawer.getByTestId('order-history-item');
  await expect(history.last()).toHaveAttribute('data-to', 'transferred');
  await expect(history.last()).toContainText('商户操作');
  await expect(history.nth((await history.count()) - 2)).toHaveAttribute('data-to', 'rejected');
  await expect(drawer.getByTestId('order-drawer-reason')).not.toBeEmpty();
});

test('resubmit the selected rejected orders in one click', async ({ page }) => {
  await openOrders(page);
  const rejected = await rejectedOrders(page);
  const [a, b] = rejected;
  expect(b, 'two rejected orders on the first page').toBeTruthy();
  await orderRow(page, a!.id).locator('.ant-checkbox-input').check();
  await orderRow(page, b!.id).locator('.ant-checkbox-input').check();
  await expect(shown(page, 'order-batch-resubmit')).toHaveText('一键重新提交（2）');
  await shown(page, 'order-batch-resubmit').click();
  const confirm = page
    .locator('.ant-modal-confirm')
    .filter({ has: page.getByTestId('order-resubmit-confirm') });
  await expect(confirm).toContainText('将把选中的 2 条已驳回订单重新提交审核');
  const resubmitted = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.orderResubmit)));
  const refreshed = nextList(page, (p) => p.status === 'rejected');
  await confirm.getByRole('button', { name: /重新提交/ }).click();
  const request = (await resubmitted).request().postDataJSON() as { ids: number[] };
  expect([...request.ids].sort()).toEqual([a!.id, b!.id].sort());
  await expect(message(page, '已重新提交 2 条订单')).toBeVisible();
  await expect(shown(page, 'order-batch')).toHaveCount(0);
  const { body }: { body: ListBody } = await refreshed;
  expect(body.list.map((o) => o.id)).not.toContain(a!.id);

  // Each went from rejected to submitted by the merchant (the demo partner may move it on since).
  for (const id of [a!.id, b!.id]) {
    const detail = await dataOf(page, ENDPOINTS.orderDetail, { id });
    expect(detail.history).toContainEqual(
      expect.objectContaining({ from: 'rejected', to: 'submitted', source: 'merchant' }),
    );
  }
});

test("the drawer shows a transferred order's fields, status timeline and transfer chain", async ({
  page,
}) => {
  await openOrders(page);
  const answer = nextList(page, (p) => p.status === 'transferred');
  await statusTab(page, 'transferred').click();
  const { body } = await answer;
  const order = body.list[0]!;
  await orderRow(page, order.id).getByTestId('order-no').click();
  const drawer = orderDrawer(page);
  await expect(drawer).toContainText(`订单详情 ${order.order_no}`);
  await expect(drawer.getByTestId('order-drawer-basics')).toContainText(order.goods_name);
  await expect(drawer.getByTestId('order-drawer-basics').getByTestId('order-status')).toHaveText('已转单');
  await expect(drawer.getByTestId('order-drawer-shipping')).toContainText('上游单号');
  await expect(drawer.getByTestId('order-drawer-settlement')).toContainText('佣金');

  const detail = await dataOf(page, ENDPOINTS.orderDetail, { id: order.id });
  const history = drawer.getByTestId('order-history-item');
  await expect(history).toHaveCount(detail.history.length);
  await expect(history.first()).toContainText('创建订单');
  await expect(history.last()).toHaveAttribute('data-to', 'transferred');

  const links = drawer.getByTestId('order-chain-link');
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  const current = drawer.locator('[data-testid="order-chain-link"][data-current="true"]');
  await expect(current).toContainText(order.order_no);
  await expect(current).toContainText('当前订单');
  // The next link came from this order by a transfer or a re-apply, for the rejection it names.
  const next = links.nth(
    (await links.evaluateAll((els) => els.findIndex((e) => e.getAttribute('data-current') === 'true'))) + 1,
  );
  await expect(next).toContainText(/自动转单|换商品下单/);
  const nextNo = (await next.getByTestId('order-chain-open').textContent())!;
  await next.getByTestId('order-chain-open').click();
  await expect(drawer).toContainText(`订单详情 ${nextNo}`);
  await expect(drawer.locator('[data-testid="order-chain-link"][data-current="true"]')).toContainText(nextNo);
});
