import { expect, test, type Page } from '@playwright/test';
import { ENDPOINTS } from '@console/contract';
import { answerOf, apiUrl } from './api-support';
import { ACCOUNTS, signInShell, typeAddress } from './shell-support';

const isNoticeList = (url: string) => url.endsWith(apiUrl(ENDPOINTS.transferNotice));

async function signInCatchingNotices(page: Page, account: string) {
  const answered = page.waitForResponse((r) => isNoticeList(r.url()) && r.ok());
  await signInShell(page, account, { transferNotices: true });
  return (await answerOf(await answered, ENDPOINTS.transferNotice)).data.list;
}

test('partner 52: each transfer notice pops up with its switch and details; confirmed, it never returns', async ({
  page,
}) => {
  const notices = await signInCatchingNotices(page, ACCOUNTS.partner52);
  expect(notices.length).toBeGreaterThanOrEqual(2);
  const card = page.getByTestId('transfer-notice');
  await expect(page.getByTestId('notice-modal-counter')).toHaveText(`1 / ${notices.length}`);

  // First notice: its goods, intro, enable switch (stored on the server) and the mind map.
  const first = notices[0]!;
  await expect(card.getByTestId('transfer-notice-goods')).toHaveText(first.goods_name);
  await expect(card).toContainText(first.intro);
  const toggle = card.getByTestId('transfer-switch');
  await expect(toggle).toHaveAttribute('aria-checked', first.is_open ? 'true' : 'false');
  const stored = page.waitForResponse((r) => r.url().endsWith('/changeOpenStatus') && r.ok());
  await toggle.click();
  await stored;
  await expect(toggle).toHaveAttribute('aria-checked', first.is_open ? 'false' : 'true');

  await card.getByTestId('transfer-notice-detail').click();
  const map = page.locator('[data-testid="mind-map"][data-rendered="true"]');
  await expect(map.locator('me-root')).toContainText(first.goods_name);
  await page.getByTestId('mind-map-modal').locator('.ant-modal-close').click();
  await expect(map).toHaveCount(0);

  // Confirm each: every one is marked read.
  const read: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(apiUrl(ENDPOINTS.transferReadRecord)))
      read.push((r.postDataJSON() as { id: number }).id);
  });
  for (const [i, notice] of notices.entries()) {
    await expect(page.getByTestId('notice-modal-counter')).toHaveText(`${i + 1} / ${notices.length}`);
    await expect(card.getByTestId('transfer-notice-goods')).toHaveText(notice.goods_name);
    const done = page.waitForResponse(
      (r) => r.url().endsWith(apiUrl(ENDPOINTS.transferReadRecord)) && r.ok(),
    );
    await page.getByTestId('notice-modal-confirm').click();
    await done;
  }
  expect(read).toEqual(notices.map((n) => n.id));
  await expect(card).toHaveCount(0);

  // The switch of the first notice is the configuration's state in the list.
  await typeAddress(page, '/transfer/list');
  const row = page
    .getByTestId('transfer-table')
    .locator(`tr.ant-table-row[data-row-key="${first.trans_id}"]`);
  await expect(row.getByTestId('transfer-switch')).toHaveAttribute(
    'aria-checked',
    first.is_open ? 'false' : 'true',
  );

  // After a reload: no notice comes back.
  const again = page.waitForResponse((r) => isNoticeList(r.url()) && r.ok());
  await page.reload();
  const left = (await answerOf(await again, ENDPOINTS.transferNotice)).data.list;
  expect(left).toEqual([]);
  await expect(page.getByTestId('shell')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('other partners never ask for transfer notices', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => isNoticeList(r.url()) && asked.push(r.url()));
  await signInShell(page, ACCOUNTS.merchant);
  await typeAddress(page, '/transfer/list');
  await expect(page.getByTestId('transfer-table').locator('tr.ant-table-row').first()).toBeVisible();
  expect(asked).toEqual([]);
});
