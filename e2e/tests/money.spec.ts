import { expect, type Locator, test, type Page } from '@playwright/test';
import { ENDPOINTS } from '@console/contract';
import { apiUrl } from './api-support';
import { WITHDRAW_SIMULATOR_REJECT_REASON } from '../../packages/contract/src/money/constants';
import { cents, choose, headerBalance, pageSizeOptions, screenshots, shown, yuan } from './money-support';
import { ACCOUNTS, signInShell, typeAddress } from './shell-support';
import { pickDays } from './support';

// The seed gives every demo merchant an opening adjustment, a paid withdrawal and a rejected
// (refunded) one, 2 payee accounts, and a commission for each settled demo order (hundreds, over
// the last 90 days): the test reads the number of entries instead of knowing it.
const totalOf = async (ledger: Locator) =>
  Number((await ledger.getByText(/^共 \d+ 条$/).textContent())?.match(/\d+/)?.[0]);

/** The rows of the ledger table on screen. */
const ledgerRows = (page: Page) => shown(page, 'ledger-table').locator('.ant-table-row');

test('amount records: from the user menu, with type and date filters, page sizes and export', async ({
  page,
}, info) => {
  await signInShell(page, ACCOUNTS.partner52);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-balance').click();
  await expect(page).toHaveURL(/#\/account\/balance$/);
  const ledger = shown(page, 'ledger-page');
  await expect(ledger).toBeVisible();
  await expect(ledgerRows(page)).toHaveCount(10);
  const entries = await totalOf(ledger);
  expect(entries).toBeGreaterThan(16);
  // The balance on the page (from the ledger) is the one in the header.
  expect(cents((await shown(page, 'ledger-balance').textContent()) ?? '')).toBe(await headerBalance(page));
  // The newest entry's balance-after is the balance.
  await expect(ledgerRows(page).first().locator('td').nth(3)).toHaveText(
    (await shown(page, 'ledger-balance').textContent()) ?? '',
  );
  expect(await pageSizeOptions(page)).toEqual(['10 条/页', '20 条/页', '30 条/页', '50 条/页', '100 条/页']);

  // By type: the rejected request's refund, a credit in green with a plus sign.
  await choose(page, shown(page, 'ledger-type-filter'), '提现退回');
  await expect(ledgerRows(page)).toHaveCount(1);
  const refund = ledgerRows(page).first();
  await expect(refund.getByTestId('ledger-type')).toHaveText('提现退回');
  await expect(refund.getByTestId('signed-amount')).toHaveText('+¥100.44');
  await expect(refund.getByTestId('signed-amount')).toHaveAttribute('data-sign', '1');
  await expect(refund.getByTestId('ledger-reference')).toHaveText(/^W\d{8}D100522$/);
  await choose(page, shown(page, 'ledger-type-filter'), '提现');
  await expect(ledgerRows(page)).toHaveCount(2);
  await expect(ledgerRows(page).getByTestId('signed-amount').first()).toHaveText(/^-¥/);
  await choose(page, shown(page, 'ledger-type-filter'), '全部类型');
  await expect(ledger).toContainText(`共 ${entries} 条`);

  // By dates: a range in the future holds nothing; one over the last 100 days holds everything.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await pickDays(shown(page, 'ledger-dates'), { start: day(400), end: day(401) });
  await expect(ledgerRows(page)).toHaveCount(0);
  await expect(ledger).toContainText('没有符合筛选条件的记录');
  await pickDays(shown(page, 'ledger-dates'), { start: day(-100), end: day(1) });
  await expect(ledger).toContainText(`共 ${entries} 条`);
  await screenshots(page, info, 'amount-records');

  // Export through the naming modal, then the task list.
  await shown(page, 'ledger-export').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('export-task-name') });
  await expect(dialog.getByTestId('export-task-name')).toHaveValue(new RegExp(`^金额记录_${entries}_`));
  const taskName = `金额记录导出-${Date.now()}`;
  await dialog.getByTestId('export-task-name').fill(taskName);
  const exported = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.ledgerExport)));
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  expect((await exported).request().postDataJSON()).toEqual({
    type: '',
    start_date: day(-100),
    end_date: day(1),
    task_name: taskName,
  });
  const success = page.locator('.ant-modal-confirm-success');
  await success.getByRole('button', { name: '前往任务列表' }).click();
  await expect(page).toHaveURL(/#\/tasks$/);
  const row = page.locator('.ant-table-row').filter({ hasText: taskName });
  await expect(row.getByTestId('task-row-download')).toBeVisible({ timeout: 30_000 });
});

/** Takes the merchant's pop-up notice out of `/merchant/info` (as signInShell does). */
async function withoutPopup(page: Page) {
  await page.route(`**${apiUrl(ENDPOINTS.merchantInfo)}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { notice: unknown } };
    if (body.data) body.data.notice = null;
    await route.fulfill({ response, json: body });
  });
}

/** Opens the request form and waits for its settings. */
async function openRequest(page: Page) {
  await shown(page, 'withdraw-request').click();
  const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('withdraw-balance') });
  await expect(modal).toBeVisible();
  return modal;
}

test('withdrawal: payee accounts, the request and its refusals, the debit, the rejection and its refund', async ({
  page,
  context,
}, info) => {
  test.setTimeout(120_000);
  await signInShell(page, ACCOUNTS.merchant);
  await typeAddress(page, '/withdraw/record');
  const list = shown(page, 'withdraw-page');
  await expect(list.getByTestId('withdraw-status')).toHaveCount(2);
  const before = await headerBalance(page);
  await expect(shown(page, 'withdraw-page-balance')).toHaveText(yuan(before));

  // Payee accounts: a bank card (checked, then shown masked) and an Alipay account, deleted again.
  await shown(page, 'withdraw-payees').click();
  const items = page.getByTestId('payee-item');
  await expect(items).toHaveCount(2);
  await page.getByTestId('payee-add').click();
  const form = page.locator('.ant-modal').filter({ has: page.getByTestId('payee-holder') });
  await form.getByTestId('payee-bank').fill('中国工商银行');
  await form.getByTestId('payee-card').fill('1234');
  await form.getByTestId('payee-holder').fill('林晓');
  await page.getByTestId('payee-save').click();
  await expect(form).toContainText('银行卡号应为 12 到 19 位数字');
  await form.getByTestId('payee-card').fill('6222 0212 3456 7890 123');
  await page.getByTestId('payee-save').click();
  await expect(form).toBeHidden();
  await expect(items).toHaveCount(3);
  const card = items.filter({ hasText: '中国工商银行' });
  await expect(card).toContainText('0123');
  await expect(card).not.toContainText('6222021234567890123');
  await page.getByTestId('payee-add').click();
  await form.getByTestId('payee-kind').getByText('支付宝').click();
  await form.getByTestId('payee-alipay').fill('lin.xiao@example.com');
  await form.getByTestId('payee-holder').fill('林晓');
  await page.getByTestId('payee-save').click();
  await expect(items).toHaveCount(4);
  await screenshots(page, info, 'payee-accounts');
  const alipay = items.filter({ hasText: '支付宝' }).filter({ hasText: '林晓' }).last();
  await alipay.getByTestId('payee-delete').click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(items).toHaveCount(3);
  await page.keyboard.press('Escape');

  // A second tab opens the form now, while nothing is pending: its view will be out of date. (Its
  // live stream is cut, as on a network that drops it: with the stream up the form would hear of
  // the request below and block itself; here the server's refusal is what is tested.)
  const other = await context.newPage();
  await other.route('**/api/events', (route) => route.abort());
  await withoutPopup(other);
  await other.goto('#/withdraw/record');
  const otherModal = await openRequest(other);

  // The refusals the form sees itself: under the minimum, over the balance.
  const modal = await openRequest(page);
  await expect(modal.getByTestId('withdraw-balance')).toContainText(yuan(before));
  await expect(modal.getByTestId('withdraw-limits')).toHaveText('单笔提现金额 ¥10.00 至 ¥500,000.00');
  await choose(page, modal.getByTestId('withdraw-account'), /招商银行/);
  await modal.getByTestId('withdraw-amount').fill('9.99');
  await modal.getByTestId('withdraw-submit').click();
  await expect(modal).toContainText('提现金额不能低于 ¥10.00');
  const over = before + 1;
  await modal
    .getByTestId('withdraw-amount')
    .fill(`${Math.floor(over / 100)}.${String(over % 100).padStart(2, '0')}`);
  await modal.getByTestId('withdraw-submit').click();
  await expect(modal).toContainText(`提现金额不能超过可提现余额 ${yuan(before)}`);

  // The request: .44 cents, so that the demo partner rejects it. A double click makes one.
  await modal.getByTestId('withdraw-amount').fill('66.44');
  await screenshots(page, info, 'withdraw-request');
  const applied = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.withdrawApply)));
  await modal.getByTestId('withdraw-submit').dblclick();
  expect(((await (await applied).json()) as { code: number }).code).toBe(1);
  await expect(page.locator('.ant-message-notice')).toContainText('提现申请已提交，金额已从余额中扣除');
  await expect(modal).toBeHidden();
  const row = list.locator('.ant-table-row').filter({ hasText: '¥66.44' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('withdraw-status')).toHaveText('待审核');
  await expect(row).toContainText('招商银行');
  const withdrawNo = ((await row.getByTestId('withdraw-no').textContent()) ?? '').trim();
  expect(withdrawNo).toMatch(/^W\d{8}[0-9A-F]{10}$/);
  // The header's balance is reloaded at once.
  expect(await headerBalance(page)).toBe(before - 6644);
  await expect(shown(page, 'withdraw-page-balance')).toHaveText(yuan(before - 6644));

  // A pending request while canRepeatApply is false: the server's refusal, in the out-of-date tab…
  await choose(other, otherModal.getByTestId('withdraw-account'), /招商银行/);
  await otherModal.getByTestId('withdraw-amount').fill('20');
  await otherModal.getByTestId('withdraw-submit').click();
  await expect(otherModal.getByTestId('withdraw-error')).toHaveText(
    '您有一笔提现申请正在审核中，审核完成后才能再次申请',
  );
  await other.close();
  // …and the form, opened again here, says so before anything is typed.
  const again = await openRequest(page);
  await expect(again.getByTestId('withdraw-blocked')).toBeVisible();
  await expect(again.getByTestId('withdraw-submit')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();

  // Debited in the amount records, with the request's number (the demo partner may have decided
  // meanwhile: the entries are found by their reference, not by their place).
  await typeAddress(page, '/account/balance');
  const entries = ledgerRows(page).filter({
    has: page.getByTestId('ledger-reference').getByText(withdrawNo),
  });
  const debit = entries.filter({ has: page.getByTestId('ledger-type').getByText('提现', { exact: true }) });
  await expect(debit.getByTestId('signed-amount')).toHaveText('-¥66.44');

  // The demo partner rejects it. The list asks again while a request is open: the status and the
  // reason show, and the header's balance comes back, all without a reload.
  await typeAddress(page, '/withdraw/record');
  const decided = shown(page, 'withdraw-page').locator('.ant-table-row').filter({ hasText: withdrawNo });
  await expect(decided.getByTestId('withdraw-status')).toHaveText('已驳回', { timeout: 60_000 });
  await expect(decided.getByTestId('withdraw-reason')).toHaveText(WITHDRAW_SIMULATOR_REJECT_REASON);
  await expect.poll(() => headerBalance(page)).toBe(before);
  await expect(shown(page, 'withdraw-page-balance')).toHaveText(yuan(before));
  await screenshots(page, info, 'withdraw-record');

  // The refund entry in the amount records, with the same reference.
  await typeAddress(page, '/account/balance');
  const refund = entries.filter({
    has: page.getByTestId('ledger-type').getByText('提现退回', { exact: true }),
  });
  await expect(refund.getByTestId('signed-amount')).toHaveText('+¥66.44');
  await expect(ledgerRows(page).first()).toContainText(withdrawNo);
  await expect(shown(page, 'ledger-balance')).toHaveText(yuan(before));

  await typeAddress(page, '/withdraw/record');
  // Filtered by status, the list holds the two rejected requests (the seeded one and this one).
  await choose(page, shown(page, 'withdraw-status-filter'), '已驳回');
  await expect(shown(page, 'withdraw-page').getByTestId('withdraw-status')).toHaveCount(2);
});
