import { expect, test, type Page } from '@playwright/test';
import { choose, screenshots, shown } from './money-support';
import { ACCOUNTS, menuNames, signInShell, typeAddress } from './shell-support';

/** A call of the API with the signed-in page's token, answered with its envelope's code. */
async function callCode(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token: decodeURIComponent(token) },
      body: JSON.stringify({ page: 1, page_size: 10 }),
    });
    return ((await response.json()) as { code: number }).code;
  }, `/api${path}`);
}

test('partner 62: the subsidy records and the subsidy recharge records, with filters', async ({
  page,
}, info) => {
  await signInShell(page, ACCOUNTS.partner62);
  await typeAddress(page, '/order/list');
  await expect.poll(() => menuNames(page, 'section-menu')).toContain('SubsidyRecord');
  await page.getByTestId('section-menu').locator('[data-route="SubsidyRecord"]').click();
  await expect(page).toHaveURL(/#\/order\/Subsidy-record$/);
  const subsidies = shown(page, 'subsidy-page');
  // Seeded: four granted, one pending, one cancelled; per order or per period.
  await expect(subsidies.locator('.ant-table-row')).toHaveCount(6);
  await expect(subsidies).toContainText('按周期');
  await expect(subsidies).toContainText('2026-10');
  await expect(subsidies).toContainText('DD100620012');
  await choose(page, shown(page, 'subsidy-status-filter'), '已发放');
  await expect(subsidies.getByTestId('subsidy-status')).toHaveCount(4);
  await expect(subsidies.getByTestId('subsidy-status').filter({ hasNotText: '已发放' })).toHaveCount(0);
  await choose(page, shown(page, 'subsidy-status-filter'), '待发放');
  await expect(subsidies.getByTestId('subsidy-status')).toHaveCount(1);
  await choose(page, shown(page, 'subsidy-status-filter'), '全部状态');
  await expect(subsidies.locator('.ant-table-row')).toHaveCount(6);
  await screenshots(page, info, 'subsidy-records');

  // A granted subsidy credited the ledger.
  await typeAddress(page, '/account/balance');
  await choose(page, shown(page, 'ledger-type-filter'), '补贴');
  await expect(shown(page, 'ledger-table').locator('.ant-table-row')).toHaveCount(4);

  await typeAddress(page, '/order/Recharge-record');
  const recharges = shown(page, 'recharge-page');
  await expect(recharges.locator('.ant-table-row')).toHaveCount(3);
  await expect(recharges).toContainText('SR10062001');
  await expect(recharges).toContainText('¥5,000.00');
  await choose(page, shown(page, 'recharge-status-filter'), '处理中');
  await expect(recharges.locator('.ant-table-row')).toHaveCount(1);
  await expect(recharges).toContainText('12 月补贴资金');
  await choose(page, shown(page, 'recharge-status-filter'), '全部状态');
  await screenshots(page, info, 'subsidy-recharges');
});

test('another partner: no subsidy menus, a direct address is refused, and so are the calls', async ({
  page,
}) => {
  await signInShell(page, ACCOUNTS.merchant);
  await typeAddress(page, '/order/list');
  await expect(page.getByTestId('section-menu')).toBeVisible();
  const names = await menuNames(page, 'section-menu');
  expect(names).not.toContain('SubsidyRecord');
  expect(names).not.toContain('RechargeRecord');
  await typeAddress(page, '/order/Subsidy-record');
  await expect(shown(page, 'page-403')).toBeVisible();
  await expect(shown(page, 'subsidy-page')).toHaveCount(0);
  await typeAddress(page, '/order/Recharge-record');
  await expect(shown(page, 'page-403')).toBeVisible();
  await expect(shown(page, 'recharge-page')).toHaveCount(0);
  expect(await callCode(page, '/subsidy/index')).not.toBe(1);
  expect(await callCode(page, '/subsidy/rechargeRecord')).not.toBe(1);
  // Its own withdrawals it may list.
  expect(await callCode(page, '/withdraw/index')).toBe(1);
});

test('a special merchant: no withdrawal menu, page or call', async ({ page }) => {
  await signInShell(page, ACCOUNTS.special);
  expect(await menuNames(page, 'top-menu')).not.toContain('Withdraw');
  await typeAddress(page, '/withdraw/record');
  await expect(shown(page, 'page-403')).toBeVisible();
  await expect(shown(page, 'withdraw-page')).toHaveCount(0);
  expect(await callCode(page, '/withdraw/index')).not.toBe(1);
  // The amount records stay open to it (reached from the user menu).
  await typeAddress(page, '/account/balance');
  await expect(shown(page, 'ledger-page')).toBeVisible();
});
