import { expect, test, type Page } from '@playwright/test';
import { ENDPOINTS } from '@console/contract';
import { apiUrl } from './api-support';
import { TOPUP_FAKE_FAIL_REASON, TOPUP_FAKE_FAIL_SUFFIX } from '../../packages/contract/src/topup/constants';
import { blockingFindings, trackRequests, waitUntilDrawn } from './accessibility-support';
import { screenshots, shown } from './money-support';
import { ACCOUNTS, hashPath, signInShell, typeAddress } from './shell-support';

// Issue 19, bulk phone top-up (web side). A batch pasted with lines in error is fixed and trimmed
// in the preview, submitted (charged once), and followed until the fake provider has settled every
// item: it fails a number ending in TOPUP_FAKE_FAIL_SUFFIX, which is refunded. The charge and the
// refund then show in the amount records. Axe checks each screen once it has drawn.

/** Numbers of this run: the same number may be in two batches, not twice in one. */
const base = 1391234 * 10_000 + (Date.now() % 50) * 100;
const phone = (n: number) => String(base + n);
const FAILING = String(Math.floor(base / 100)) + TOPUP_FAKE_FAIL_SUFFIX;

async function checkAccessibility(page: Page, isQuiet: () => boolean, screen: string): Promise<void> {
  await waitUntilDrawn(page, isQuiet);
  expect(await blockingFindings(page, screen)).toEqual([]);
}

const line = (page: Page, attribute: 'phone' | 'error', value: string) =>
  shown(page, 'topup-preview-table').locator(`tr[data-${attribute}="${value}"]`);
const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm').filter({ visible: true });

test('the 批量话费充值 menu opens the batches; a new batch and a batch open from it', async ({
  page,
}, info) => {
  const isQuiet = trackRequests(page);
  await signInShell(page, ACCOUNTS.merchant);
  await page.getByTestId('top-menu').locator('[data-route="Recharge"]').click();
  await expect.poll(() => hashPath(page)).toBe('/recharge');
  await expect(shown(page, 'topup-batch-page')).toBeVisible();
  // The demo's batches, finished.
  await expect(shown(page, 'topup-batch-row').first()).toBeVisible();
  await checkAccessibility(page, isQuiet, 'top-up batches');
  await screenshots(page, info, 'topup-batches');

  await shown(page, 'topup-batch-open').first().click();
  await expect(shown(page, 'topup-detail-page')).toBeVisible();
  await expect(shown(page, 'topup-item-row').first()).toBeVisible();
  await shown(page, 'topup-back').click();
  await expect(shown(page, 'topup-batch-page')).toBeVisible();
});

test('a batch with errors is fixed, submitted, charged once and settled; the failed number refunded', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const isQuiet = trackRequests(page);
  await signInShell(page, ACCOUNTS.merchant);
  await typeAddress(page, '/recharge');
  await shown(page, 'topup-new').click();
  await expect(shown(page, 'topup-paste')).toBeVisible();
  await checkAccessibility(page, isQuiet, 'new top-up batch');
  await screenshots(page, info, 'topup-new');

  const pasted = [
    `${phone(1)} 50`, // good
    `${FAILING} 20`, // good, failed by the fake provider
    '1391234 50', // phone_invalid: fixed
    `${phone(1)} 30`, // duplicate: dropped
    `${phone(5)}\t25`, // amount_invalid: fixed
    '19212340006 300', // face_not_allowed (China Broadnet stops at 200): dropped with the others in error
  ];
  await shown(page, 'topup-paste').fill(pasted.join('\n'));
  await shown(page, 'topup-check').click();
  await expect(shown(page, 'topup-line')).toHaveCount(6);
  await expect(shown(page, 'topup-line-error')).toHaveCount(4);
  await expect(line(page, 'error', 'phone_invalid')).toContainText('11');
  await expect(line(page, 'error', 'face_not_allowed')).toContainText('中国广电');
  await expect(shown(page, 'topup-total-invalid')).toHaveText('4');
  await expect(shown(page, 'topup-submit')).toBeDisabled();
  await checkAccessibility(page, isQuiet, 'top-up preview');
  await screenshots(page, info, 'topup-preview');

  // Fixed in place: the number, then the amount; the duplicate dropped.
  await line(page, 'error', 'phone_invalid').getByTestId('topup-line-edit').click();
  await shown(page, 'topup-fix-phone').fill(phone(3));
  await shown(page, 'topup-fix-save').click();
  await expect(shown(page, 'topup-line-error')).toHaveCount(3);
  await line(page, 'error', 'duplicate').getByTestId('topup-line-drop').click();
  await expect(shown(page, 'topup-line')).toHaveCount(5);
  await line(page, 'error', 'amount_invalid').getByTestId('topup-line-edit').click();
  await shown(page, 'topup-fix-amount').fill('30');
  await shown(page, 'topup-fix-save').click();
  await expect(shown(page, 'topup-line-error')).toHaveCount(1);
  await shown(page, 'topup-drop-invalid').click();
  await expect(shown(page, 'topup-line')).toHaveCount(4);
  await expect(shown(page, 'topup-line-error')).toHaveCount(0);

  // China Mobile at 98.5 %: 49.25 + 19.70 + 49.25 + 29.55.
  await expect(shown(page, 'topup-total-face')).toHaveText('¥150.00');
  await expect(shown(page, 'topup-total-price')).toHaveText('¥147.75');
  await shown(page, 'topup-submit').click();
  await confirmDialog(page).locator('.ant-btn-primary').click();

  // The batch: charged once, followed until every item has settled.
  const detail = shown(page, 'topup-detail-page');
  await expect(detail).toBeVisible();
  const batchNo = ((await shown(page, 'topup-detail-title').textContent()) ?? '').replace(/^批次 /, '');
  expect(batchNo).toMatch(/^H\d{8}[0-9A-F]{10}$/);
  await expect(shown(page, 'topup-summary-charged')).toHaveText('¥147.75');
  await expect(detail.getByTestId('topup-batch-status')).toHaveAttribute('data-status', 'finished', {
    timeout: 60_000,
  });
  await expect(shown(page, 'topup-summary-succeeded')).toHaveText('3');
  await expect(shown(page, 'topup-summary-failed')).toHaveText('1');
  await expect(shown(page, 'topup-summary-refunded')).toHaveText('¥19.70');
  // The numbers are listed masked (sealed at rest), and found by the whole number.
  const failed = shown(page, 'topup-item-table').locator('tr[data-status="failed"]');
  await expect(failed).toHaveCount(1);
  await expect(failed.getByTestId('topup-item-phone')).toHaveText(
    `${FAILING.slice(0, 3)}****${FAILING.slice(-4)}`,
  );
  await expect(failed.getByTestId('topup-item-reason')).toHaveText(TOPUP_FAKE_FAIL_REASON);
  await shown(page, 'topup-item-phone-filter').locator('input').fill(phone(3));
  await shown(page, 'topup-item-phone-filter').locator('input').press('Enter');
  await expect(shown(page, 'topup-item-row')).toHaveCount(1);
  await expect(shown(page, 'topup-item-row')).toHaveAttribute('data-status', 'succeeded');
  await shown(page, 'topup-item-phone-filter').locator('input').fill('');
  await shown(page, 'topup-item-phone-filter').locator('input').press('Enter');
  await expect(shown(page, 'topup-item-row')).toHaveCount(4);
  await expect(shown(page, 'topup-retry')).toBeVisible();
  await checkAccessibility(page, isQuiet, 'top-up batch');
  await screenshots(page, info, 'topup-detail');

  // The failed number retried as a new batch, charged anew: the fake fails it again, refunded again.
  await shown(page, 'topup-retry').click();
  await confirmDialog(page).locator('.ant-btn-primary').click();
  await expect(shown(page, 'topup-detail-title')).not.toHaveText(`批次 ${batchNo}`);
  await expect(shown(page, 'topup-detail-page')).toContainText(`重试自批次 ${batchNo}`);
  await expect(shown(page, 'topup-summary-charged')).toHaveText('¥19.70');
  await expect(detail.getByTestId('topup-batch-status')).toHaveAttribute('data-status', 'finished', {
    timeout: 60_000,
  });
  await expect(shown(page, 'topup-summary-refunded')).toHaveText('¥19.70');

  // The list shows it finished, with what it was charged and refunded.
  await shown(page, 'topup-back').click();
  const row = shown(page, 'topup-batch-row').filter({ hasText: batchNo });
  await expect(row.getByTestId('topup-batch-status')).toHaveAttribute('data-status', 'finished');
  await expect(row.getByTestId('topup-batch-charged')).toHaveText('¥147.75');
  await expect(row.getByTestId('topup-batch-refunded')).toHaveText('¥19.70');

  // A batch dearer than the balance is refused whole, in the server's words.
  await shown(page, 'topup-new').click();
  const dear = Array.from({ length: 400 }, (_, i) => `${String(13700000000 + (base % 1000) * 1000 + i)} 500`);
  await shown(page, 'topup-paste').fill(dear.join('\n'));
  await shown(page, 'topup-check').click();
  await expect(shown(page, 'topup-total-valid')).toHaveText('400');
  await expect(shown(page, 'topup-short')).toContainText('余额不足');
  await shown(page, 'topup-submit').click();
  await confirmDialog(page).locator('.ant-btn-primary').click();
  await expect(shown(page, 'topup-refusal')).toContainText('余额不足：本批次需 197000.00 元');

  // The amount records: the charge under the batch number, the refund under its line.
  await typeAddress(page, '/account/balance');
  const ledger = shown(page, 'ledger-table');
  const charge = ledger
    .locator('.ant-table-row')
    .filter({ hasText: batchNo })
    .filter({ hasText: '话费充值扣款' });
  await expect(charge).toHaveCount(1);
  await expect(charge).toContainText('147.75');
  const refund = ledger.locator('.ant-table-row').filter({ hasText: `${batchNo}/` });
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText('话费充值退款');
  await expect(refund).toContainText('19.70');

  // A batch's results exported through the task list.
  await typeAddress(page, '/recharge');
  await shown(page, 'topup-back').click();
  await shown(page, 'topup-batch-row').filter({ hasText: batchNo }).getByTestId('topup-batch-open').click();
  await expect(shown(page, 'topup-item-row')).toHaveCount(4);
  await shown(page, 'topup-export').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('export-task-name') });
  const taskName = `话费充值结果-${Date.now()}`;
  await dialog.getByTestId('export-task-name').fill(taskName);
  const exported = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.topupExport)));
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  expect((await exported).request().postDataJSON()).toMatchObject({
    status: '',
    phone: '',
    task_name: taskName,
  });
  await page.locator('.ant-modal-confirm-success').getByRole('button', { name: '前往任务列表' }).click();
  await expect(page).toHaveURL(/#\/tasks$/);
  const task = page.locator('.ant-table-row').filter({ hasText: taskName });
  await expect(task.getByTestId('task-row-download')).toBeVisible({ timeout: 30_000 });
});
