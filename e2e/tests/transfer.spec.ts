import { expect, test, type Page, type Response } from '@playwright/test';
import { ENDPOINTS } from '@console/contract';
import { answerOf, apiUrl } from './api-support';
import { ACCOUNTS, signInShell, typeAddress } from './shell-support';

const isTransferList = (r: Response) => r.url().endsWith(apiUrl(ENDPOINTS.transferList)) && r.ok();
const rows = (page: Page) => page.getByTestId('transfer-table').locator('tr.ant-table-row');
const row = (page: Page, id: number) =>
  page.getByTestId('transfer-table').locator(`tr.ant-table-row[data-row-key="${id}"]`);
const switchOf = (page: Page, id: number) => row(page, id).getByTestId('transfer-switch');

async function openTransfers(page: Page, account: string = ACCOUNTS.merchant) {
  await signInShell(page, account);
  const answered = page.waitForResponse(isTransferList);
  await typeAddress(page, '/transfer/list');
  const body = (await answerOf(await answered, ENDPOINTS.transferList)).data;
  await expect(rows(page).first()).toBeVisible();
  return body;
}

test('the switch spins while the call runs and shows the stored state; it survives a reload', async ({
  page,
}) => {
  const { list, total } = await openTransfers(page);
  await expect(rows(page)).toHaveCount(Math.min(10, total));
  // The order list, the landing page, stays open in a hidden tab with its own pagination.
  await expect(page.locator('.ant-pagination-total-text').filter({ visible: true })).toHaveText(
    `共 ${total} 条`,
  );
  const closed = list.find((c) => c.is_open === 0)!;
  await expect(row(page, closed.id)).toContainText(closed.trans.goods_name);
  const toggle = switchOf(page, closed.id);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  // The answer is held back until the loading state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${apiUrl(ENDPOINTS.transferChangeOpen)}`, async (route) => {
    await held;
    await route.continue();
  });
  const stored = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.transferChangeOpen)));
  await toggle.click();
  await expect(toggle).toHaveClass(/ant-switch-loading/);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  release();
  expect((await answerOf(await stored, ENDPOINTS.transferChangeOpen)).data).toEqual({
    id: closed.id,
    is_open: 1,
  });
  await expect(toggle).not.toHaveClass(/ant-switch-loading/);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.unroute(`**${apiUrl(ENDPOINTS.transferChangeOpen)}`);

  await page.reload();
  await expect(switchOf(page, closed.id)).toHaveAttribute('aria-checked', 'true');
  await switchOf(page, closed.id).click();
  await expect(switchOf(page, closed.id)).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(switchOf(page, closed.id)).toHaveAttribute('aria-checked', 'false');
});

test('a failed switch call leaves the row as it was', async ({ page }) => {
  const { list } = await openTransfers(page);
  const open = list.find((c) => c.is_open === 1)!;
  const toggle = switchOf(page, open.id);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  // A transport failure.
  await page.route(`**${apiUrl(ENDPOINTS.transferChangeOpen)}`, (route) =>
    route.fulfill({ status: 500, body: '' }),
  );
  await toggle.click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: '服务器错误' })).toBeVisible();
  await expect(toggle).not.toHaveClass(/ant-switch-loading/);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.unroute(`**${apiUrl(ENDPOINTS.transferChangeOpen)}`);

  // A business failure (code ≠ 1): the server's message, the row unchanged.
  await page.route(`**${apiUrl(ENDPOINTS.transferChangeOpen)}`, (route) =>
    route.fulfill({ json: { code: 1004, msg: '配置已停用', data: null } }),
  );
  await toggle.click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: '配置已停用' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.unroute(`**${apiUrl(ENDPOINTS.transferChangeOpen)}`);

  // Nothing was stored.
  await page.reload();
  await expect(switchOf(page, open.id)).toHaveAttribute('aria-checked', 'true');
});
