import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, openSettings, signInShell, typeAddress } from './shell-support';

/** The version-update dialog of spec section 4, with its one button. */
async function expectVersionDialog(page: Page) {
  const dialog = page.getByTestId('version-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('版本更新提示');
  await expect(dialog).toContainText('刷新页面');
  await expect(dialog).toContainText('检查当前操作的数据');
  await expect(dialog.getByRole('button')).toHaveCount(1);
  await expect(dialog.getByTestId('version-refresh')).toHaveText(/刷\s*新/);
  return dialog;
}

test('a script chunk that fails to load opens 版本更新提示; refresh reloads the page', async ({ page }) => {
  await signInShell(page, ACCOUNTS.merchant);
  const chunk = /\/assets\/notices-page-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.abort());
  await typeAddress(page, '/notices');
  const dialog = await expectVersionDialog(page);
  // The shell stays around the page that failed.
  await expect(page.getByTestId('shell')).toBeVisible();
  // Escape does not dismiss it: the old files are gone, only a reload helps.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await page.unroute(chunk);
  await page.evaluate('window.__beforeReload = true');
  await Promise.all([page.waitForEvent('load'), dialog.getByTestId('version-refresh').click()]);
  expect(await page.evaluate('window.__beforeReload')).toBeUndefined();
  await expect(page.getByTestId('notices-search')).toBeVisible();
  await expect(page.getByTestId('version-dialog')).toHaveCount(0);
});

test('a stylesheet chunk that fails to load opens the same dialog', async ({ page }) => {
  await signInShell(page, ACCOUNTS.merchant);
  await page.route(/\/assets\/settings-drawer-[\w-]+\.css$/, (route) => route.abort());
  await openSettings(page, page.getByTestId('version-dialog'));
  await expectVersionDialog(page);
});

test('a build deployed while the console is open is noticed (index.html, on focus)', async ({ page }) => {
  await signInShell(page, ACCOUNTS.merchant);
  const served: string[] = [];
  await page.route('**/merchant/index.html', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/index-[\w-]+\.js/, 'index-NewBuild1.js');
    served.push(route.request().headers()['cache-control'] ?? '');
    await route.fulfill({ response, body: html });
  });
  await expect(page.getByTestId('version-dialog')).toHaveCount(0);
  await page.evaluate("window.dispatchEvent(new Event('focus'))");
  await expectVersionDialog(page);
  expect(served.length).toBe(1);
});

test('the same index.html is not a new build', async ({ page }) => {
  await signInShell(page, ACCOUNTS.merchant);
  const checked = page.waitForResponse((r) => r.url().endsWith('/merchant/index.html'));
  await page.evaluate("window.dispatchEvent(new Event('focus'))");
  expect((await checked).ok()).toBe(true);
  await page.waitForTimeout(300);
  await expect(page.getByTestId('version-dialog')).toHaveCount(0);
});
