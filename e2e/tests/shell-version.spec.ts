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

/** A deploy while the page is open: the old chunks are gone and index.html names another entry. */
async function deployNewBuild(page: Page, gone: RegExp) {
  await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.route('**/merchant/index.html', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/index-[\w-]+\.js/, 'index-NewBuild1.js');
    await route.fulfill({ response, body: html });
  });
}

test('a script chunk gone after a deploy opens 版本更新提示; refresh reloads the page', async ({ page }) => {
  await signInShell(page, ACCOUNTS.merchant);
  const chunk = /\/assets\/notices-page-[\w-]+\.js$/;
  await deployNewBuild(page, chunk);
  await typeAddress(page, '/notices');
  const dialog = await expectVersionDialog(page);
  await expect(dialog).toHaveAttribute('data-kind', 'new-version');
  // The shell stays around the page that failed.
  await expect(page.getByTestId('shell')).toBeVisible();
  // Escape does not dismiss it: the old files are gone, only a reload helps.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await page.unrouteAll();
  await page.evaluate('window.__beforeReload = true');
  await Promise.all([page.waitForEvent('load'), dialog.getByTestId('version-refresh').click()]);
  expect(await page.evaluate('window.__beforeReload')).toBeUndefined();
  await expect(page.getByTestId('notices-search')).toBeVisible();
  await expect(page.getByTestId('version-dialog')).toHaveCount(0);
});

// Issue 39, defect 2: a chunk refused by a rate limit (429, JSON body) is not a new version.
test('a chunk refused with 429 says so, not that a new version was published', async ({ page }) => {
  await signInShell(page, ACCOUNTS.merchant);
  await page.route(/\/assets\/notices-page-[\w-]+\.js$/, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: '{"code":429,"msg":"请求过于频繁"}',
    }),
  );
  await typeAddress(page, '/notices');
  const dialog = page.getByTestId('version-dialog');
  await expect(dialog).toHaveAttribute('data-kind', 'busy');
  await expect(dialog).toContainText('请求过于频繁');
  await expect(dialog).toContainText('并没有发布新版本');
  await expect(dialog).not.toContainText('版本更新提示');
});

test('a stylesheet chunk lost on the network says the network failed', async ({ page }) => {
  await signInShell(page, ACCOUNTS.merchant);
  await page.route(/\/assets\/settings-drawer-[\w-]+\.css$/, (route) => route.abort());
  await openSettings(page, page.getByTestId('version-dialog'));
  const dialog = page.getByTestId('version-dialog');
  await expect(dialog).toHaveAttribute('data-kind', 'network');
  await expect(dialog).toContainText('网络连接异常');
  await expect(dialog.getByTestId('version-refresh')).toBeVisible();
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
