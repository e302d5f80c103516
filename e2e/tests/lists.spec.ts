import { expect, test, type Locator, type Page } from '@playwright/test';
import { choose, shown } from './money-support';
import { ENDPOINTS } from '@console/contract';
import { apiUrl, dataOf } from './api-support';
import { nextList, openOrders, orderRow, type OrderBody } from './orders-support';
import { ACCOUNTS, signInShell, typeAddress } from './shell-support';
import { TOPUP_FAKE_FAIL_SUFFIX } from '../../packages/contract/src/topup/constants';
import { pickDays } from './support';
import { blockingFindings, trackRequests, waitUntilDrawn } from './accessibility-support';

// Issue 39, the list kit: a search always reads the server, a reset clears every filter, wide
// tables fit at 1,440 px with their columns reachable, and the order list keeps itself fresh.

test('the order list: 查询 reads again with unchanged filters, and an order changed elsewhere shows by itself', async ({
  page,
}) => {
  const first = await openOrders(page);
  // Defect 3: nothing changed, pressed anyway: a request goes out.
  const asked = page.waitForRequest((r) => r.url().endsWith(apiUrl(ENDPOINTS.orderList)));
  await shown(page, 'order-filter-search').click();
  await asked;
  await expect(shown(page, 'list-age')).toHaveText('刚刚更新');

  // Fresh data: another path (a call of the API, as another tab or a webhook would) flags an
  // order; the list on screen reads itself again through the live stream.
  const order = first.list.find((o) => o.editable) as OrderBody;
  const flag = order.flag === 5 ? 3 : 5;
  const reread = nextList(page);
  await dataOf(page, ENDPOINTS.orderFlag, { ids: [order.id], flag });
  await reread;
  await expect(orderRow(page, order.id).getByTestId('order-flag')).toHaveAttribute('data-flag', String(flag));
});

test('the top-up batch list shows a batch submitted elsewhere by itself (decision 051)', async ({ page }) => {
  await signInShell(page, ACCOUNTS.merchant);
  await typeAddress(page, '/recharge');
  await expect(shown(page, 'topup-batch-row').first()).toBeVisible();
  // The demo's batches are finished: the list does not poll, only the live stream can tell it.
  await expect(shown(page, 'topup-auto-refresh')).toHaveCount(0);
  const phone = `1391${String(Date.now()).slice(-7)}`;
  const { batch } = await dataOf(page, ENDPOINTS.topupSubmit, {
    lines: [{ phone, amount: '50' }],
    idempotency_key: `e2e-live-${Date.now()}`,
  });
  // Nothing pressed: the new batch comes onto the list on screen.
  await expect(page.locator(`[data-testid="topup-batch-row"][data-batch="${batch.batch_no}"]`)).toBeVisible();
});

test('the dashboard counts the top-up batches with failed numbers, and its item opens them, filtered', async ({
  page,
}) => {
  test.slow();
  const isQuiet = trackRequests(page);
  await signInShell(page, ACCOUNTS.merchant);
  // A batch whose one number the fake provider fails (and the ledger refunds).
  const failing = `1391${String(Date.now()).slice(-5)}${TOPUP_FAKE_FAIL_SUFFIX}`;
  const { batch } = await dataOf(page, ENDPOINTS.topupSubmit, {
    lines: [{ phone: failing, amount: '50' }],
    idempotency_key: `e2e-failed-${Date.now()}`,
  });
  await expect
    .poll(async () => (await dataOf(page, ENDPOINTS.topupBatch, { id: batch.id })).batch.failed, {
      timeout: 60_000,
    })
    .toBe(1);
  await typeAddress(page, '/dashboard');
  const item = page.locator('[data-testid="dashboard-todo-item"][data-kind="topups_failed"]');
  await expect(item).toBeVisible();
  await expect(item).toContainText('个话费充值批次有失败号码待重充');
  const count = Number(await item.getAttribute('data-count'));
  expect(count).toBeGreaterThan(0);
  const listed = page.waitForResponse(
    (r) =>
      r.url().endsWith(apiUrl(ENDPOINTS.topupBatches)) &&
      (r.request().postDataJSON() as { failed?: string }).failed === 'not_retried',
  );
  await item.getByRole('link').click();
  await expect(page).toHaveURL(/#\/recharge$/);
  expect(((await (await listed).json()) as { data: { total: number } }).data.total).toBe(count);
  await expect(shown(page, 'topup-batch-failed-filter')).toContainText('有失败号码且未重充');
  await expect(page.locator('.ant-pagination-total-text').filter({ visible: true })).toHaveText(
    `共 ${count} 个批次`,
  );
  await expect(page.locator(`[data-testid="topup-batch-row"][data-batch="${batch.batch_no}"]`)).toBeVisible();
  await waitUntilDrawn(page, isQuiet);
  expect(await blockingFindings(page, 'top-up batches with failed numbers')).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/tmp/shots-i39-live/topup-failed-1440.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: '/tmp/shots-i39-live/topup-failed-375.png', fullPage: true });
});

/** The table's scroll box, and whether each header can be seen whole, scrolled to, and not under a fixed column. */
async function everyHeaderReachable(table: Locator) {
  const scroller = table.locator('.ant-table-content, .ant-table-body').first();
  const titles = await table.locator('thead th').allTextContents();
  const count = titles.length;
  for (let i = 0; i < count; i++) {
    const th = table.locator('thead th').nth(i);
    if (!(titles[i] ?? '').trim()) continue; // the selection column
    await th.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'center' }));
    // What is drawn at the middle of the header is the header itself, not a fixed column over it.
    const onTop = await th.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && el.contains(hit);
    });
    expect(onTop, `header ${titles[i]}`).toBe(true);
  }
  await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
  return scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
}

async function expectScrollHint(page: Page, table: Locator) {
  const { scrollWidth, clientWidth } = await everyHeaderReachable(table);
  if (scrollWidth > clientWidth) {
    // Wider than the screen: the right edge casts its shadow (antd's fixed-column shadow).
    const pinged = () =>
      table.evaluate((el): string => {
        const root = el.matches('.ant-table') ? el : el.querySelector('.ant-table');
        return root?.getAttribute('class') ?? '';
      });
    await expect.poll(pinged).toMatch(/ant-table-fix-end-shadow-show|ant-table-ping-right/);
    // (The scrollbar itself is not asserted: the headless shell hides scrollbars.)
  }
  await page.screenshot({ path: test.info().outputPath('table.png') });
}

test('at 1,440 px 分销列表 and 分销订单 show every column or scroll to it with a hint; 重置 clears the days and the export', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInShell(page, ACCOUNTS.agent);
  // The landing page first: a typed address before it has drawn is taken back by its redirect.
  await expect(shown(page, 'order-page')).toBeVisible();
  await typeAddress(page, '/agent/list');
  await expect(shown(page, 'agent-sub-table').getByTestId('agent-sub-row').first()).toBeVisible();
  // The period's commission is a column of its own once a period is chosen (defect 6: it was
  // under the fixed 操作 column).
  await pickDays(shown(page, 'agent-sub-period'), { start: '2026-01-01', end: '2026-12-31' });
  await expect(shown(page, 'agent-sub-table').locator('thead th')).toHaveCount(9);
  await expectScrollHint(page, shown(page, 'agent-sub-table'));

  await typeAddress(page, '/agent/order');
  const rows = shown(page, 'agent-order-table').getByTestId('agent-order-row');
  await expect(rows.first()).toBeVisible();
  await expectScrollHint(page, shown(page, 'agent-order-table'));

  // Table settings: a column hidden, then all again; kept for this list only.
  await shown(page, 'list-columns').click();
  const items = page.getByTestId('list-column-item').filter({ visible: true });
  await expect(items.first()).toBeVisible();
  const hidden = (await items.nth(1).getAttribute('data-column'))!;
  const before = await shown(page, 'agent-order-table').locator('thead th').count();
  await items.nth(1).getByTestId('list-column-toggle').click();
  await expect(shown(page, 'agent-order-table').locator('thead th')).toHaveCount(before - 1);
  const stored = await page.evaluate(() => localStorage.getItem('console.list.tables'));
  const lists = JSON.parse(stored!) as Record<string, { hidden: string[] }>;
  expect(lists['agent-order-table']?.hidden).toEqual([hidden]);
  await page.getByTestId('list-columns-reset').filter({ visible: true }).click();
  await expect(shown(page, 'agent-order-table').locator('thead th')).toHaveCount(before);
  await page.keyboard.press('Escape');

  // Defect 4: a status and days, then 重置: the list and the export ask with no filter at all.
  await choose(page, shown(page, 'agent-order-filter-status'), '已激活');
  const dated = page.waitForRequest(
    (r) =>
      r.url().endsWith(apiUrl(ENDPOINTS.agentOrderList)) &&
      !!(r.postDataJSON() as { start_date?: string }).start_date,
  );
  await pickDays(shown(page, 'agent-order-filter-dates'), { start: '2026-01-01', end: '2026-12-31' });
  await dated;
  const reset = page.waitForRequest((r) => r.url().endsWith(apiUrl(ENDPOINTS.agentOrderList)));
  await shown(page, 'agent-order-filter-reset').click();
  const payload = (await reset).postDataJSON() as Record<string, unknown>;
  expect(payload.start_date ?? '').toBe('');
  expect(payload.end_date ?? '').toBe('');
  expect(payload.status).toBe('');
  await expect(rows.first()).toBeVisible();
  await shown(page, 'agent-order-export').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('export-task-name') });
  const exported = page.waitForRequest((r) => r.url().endsWith(apiUrl(ENDPOINTS.agentOrderExport)));
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  const body = (await exported).postDataJSON() as Record<string, unknown>;
  expect(body.start_date ?? '').toBe('');
  expect(body.end_date ?? '').toBe('');
  expect(body.status).toBe('');
});
