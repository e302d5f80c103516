import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support';
import { signInShell, typeAddress } from './shell-support';
import {
  confirmDialog,
  notice,
  search,
  smallPngs,
  tileNamed,
  toast,
  uploadToLibrary,
  naturalWidth,
} from './gallery-support';

// A sub-merchant nobody else changes. Its phone stays set (the widgets spec copies it) and its
// password is put back at the end of the password test.
const ACCOUNT = '13900000005';
const STORE_NAME = '乡镇通信服务点';
const AGENT = '13800000002';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function openSettings(page: Page) {
  await signInShell(page, ACCOUNT);
  await typeAddress(page, '/account/settings');
  await expect(page.getByTestId('account-store-form')).toBeVisible();
}

/** A second browser signed in as the same merchant: another session. */
async function otherSession(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const other = await context.newPage();
  await signIn(other, ACCOUNT);
  await expect(other.getByTestId('shell')).toBeVisible();
  return other;
}

async function expectSignedOut(other: Page) {
  await other.reload();
  await expect(other).toHaveURL(/#\/auth\/login/);
  await other.context().close();
}

/** Sets the password through the API (login, then change): puts the demo password back. */
async function setPassword(request: APIRequestContext, baseURL: string, from: string, to: string) {
  const api = (path: string) => new URL(`/api${path}`, baseURL).toString();
  const login = await request.post(api('/login/dologin'), { data: { account: ACCOUNT, password: from } });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) return false;
  const changed = await request.post(api('/account/changePassword'), {
    headers: { token },
    data: { old_password: from, password: to, confirm: to },
  });
  return ((await changed.json()) as { code: number }).code === 1;
}

test('the account center shows the profile and is reached from the user menu', async ({ page }) => {
  await signInShell(page, ACCOUNT);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-account-center').click();
  await expect(page).toHaveURL(/#\/account\/center$/);
  const center = page.getByTestId('account-center');
  await expect(center.getByTestId('account-store-name')).toHaveText(STORE_NAME);
  await expect(center.getByTestId('account-mobile')).toHaveText(ACCOUNT);
  await expect(center).toContainText('sub3@demo.test');
  await expect(center.getByTestId('account-partner')).toHaveText('1');
  await expect(center.getByTestId('account-role')).toHaveText('下级商户');
  await expect(center.getByTestId('account-invite-url')).toHaveCount(0);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-account-settings').click();
  await expect(page).toHaveURL(/#\/account\/settings$/);
  await expect(page.getByTestId('account-settings')).toBeVisible();
});

test('an agent’s center has the invite link, with copy and a QR code', async ({ page }) => {
  await signInShell(page, AGENT);
  await typeAddress(page, '/account/center');
  const center = page.getByTestId('account-center');
  await expect(center.getByTestId('account-role')).toHaveText('代理');
  const link = center.getByTestId('account-invite-url');
  await expect(link).toContainText('invite=AGENT2026');
  const url = (await link.textContent())!;
  await center.getByTestId('account-invite-copy').click();
  await expect(toast(page, '复制成功')).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(url);
  await center.getByTestId('account-invite-qr').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('qr-image') });
  await expect(dialog).toContainText(url);
  await expect(dialog.getByTestId('qr-image')).toHaveAttribute('src', /^data:image\/png;base64,/);
});

test('saving the store keeps a logo set before the library existed, and the header follows', async ({
  page,
}) => {
  await openSettings(page);
  const form = page.getByTestId('account-store-form');
  const brand = page.getByTestId('brand');
  const before = await brand.locator('img').getAttribute('src');
  expect(before).toContain('/files/demo/logo-');
  await expect(form).toContainText('当前图片不在图片库中');

  const input = form.getByTestId('account-store-name-input');
  await input.fill('');
  await form.getByTestId('account-store-save').click();
  await expect(form.getByText('请输入店铺名称')).toBeVisible();

  await input.fill(`${STORE_NAME}二店`);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/saveStore'));
  await form.getByTestId('account-store-save').click();
  const profile = ((await (await saved).json()) as { data: { logo: string } }).data;
  await expect(toast(page, '保存成功')).toBeVisible();
  // The same picture, now an image of the library (copied, ungrouped).
  expect(profile.logo).toMatch(/^\/files\/img\//);
  await expect(page.getByTestId('store-name')).toHaveText(`${STORE_NAME}二店`);
  await expect(brand.locator('img')).toHaveAttribute('src', profile.logo);
  await expect.poll(() => brand.locator('img').evaluate(naturalWidth)).toBeGreaterThan(0);
  await expect(form).not.toContainText('当前图片不在图片库中');

  await typeAddress(page, '/gallery');
  const library = page.getByTestId('gallery-page').getByTestId('image-library');
  await expect(tileNamed(library, `logo-10005.png`)).toBeVisible();

  // Back to the demo name (the logo stays the library copy).
  await typeAddress(page, '/account/settings');
  await input.fill(STORE_NAME);
  await form.getByTestId('account-store-save').click();
  await expect(page.getByTestId('store-name')).toHaveText(STORE_NAME);
});

test('a logo picked from the library shows in the header at once', async ({ page }) => {
  await openSettings(page);
  const picker = page.getByTestId('account-logo-picker');
  await picker.getByTestId('account-logo-picker-open').click();
  const modal = page.getByTestId('image-library-modal');
  await uploadToLibrary(page, modal, smallPngs('new-logo', 1));
  await search(modal, 'new-logo');
  await tileNamed(modal, 'new-logo-1.png').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(modal).toBeHidden();

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/saveStore'));
  await page.getByTestId('account-store-save').click();
  const request = (await saved).request().postDataJSON() as { logo_image_id: number };
  const profile = ((await (await saved).json()) as { data: { logo: string } }).data;
  expect(request.logo_image_id).toBeGreaterThan(0);
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(page.getByTestId('brand').locator('img')).toHaveAttribute('src', profile.logo);

  // The center shows it too, and so does the header after a reload.
  await typeAddress(page, '/account/center');
  await expect(page.getByTestId('account-center').locator('img').first()).toHaveAttribute(
    'src',
    profile.logo,
  );
  await page.reload();
  await expect(page.getByTestId('brand').locator('img')).toHaveAttribute('src', profile.logo);
});

test('the service QR images and phone show in the service widget at once', async ({ page }) => {
  await openSettings(page);
  const form = page.getByTestId('account-service-form');
  const picker = form.getByTestId('account-service-qr-picker');
  await expect(picker.getByTestId('account-service-qr-picker-item')).toHaveCount(1); // the demo QR

  await picker.getByTestId('account-service-qr-picker-open').click();
  const modal = page.getByTestId('image-library-modal');
  await uploadToLibrary(page, modal, smallPngs('service-qr', 2));
  await search(modal, 'service-qr');
  await tileNamed(modal, 'service-qr-2.png').click();
  await tileNamed(modal, 'service-qr-1.png').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(picker.getByTestId('account-service-qr-picker-item')).toHaveCount(2);

  const phone = form.getByTestId('account-service-phone');
  await phone.fill('call me');
  await form.getByTestId('account-service-save').click();
  await expect(form.getByText('客服电话格式错误')).toBeVisible();
  await phone.fill('400-123-4567');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/saveService'));
  await form.getByTestId('account-service-save').click();
  const profile = ((await (await saved).json()) as { data: { customer_weixin: string[] } }).data;
  await expect(toast(page, '保存成功')).toBeVisible();
  expect(profile.customer_weixin).toHaveLength(2);

  await page.getByTestId('service-widget').click();
  const panel = page.getByTestId('service-panel');
  await expect(panel.getByTestId('service-qr')).toHaveCount(2);
  // In the order they were selected.
  await expect(panel.getByTestId('service-qr').nth(0)).toHaveAttribute('src', profile.customer_weixin[0]!);
  await expect(panel.getByTestId('service-qr').nth(1)).toHaveAttribute('src', profile.customer_weixin[1]!);
  await expect(panel.getByTestId('service-phone')).toHaveText('400-123-4567');
});

test('changing the password: strength, confirmation, the old one checked; the other sessions end', async ({
  page,
  browser,
  baseURL,
}) => {
  const NEW_PASSWORD = 'Changed#2026x';
  const other = await otherSession(browser, baseURL!);
  await openSettings(page);
  const form = page.getByTestId('account-password-form');
  let changed = false;
  try {
    await form.getByTestId('account-new-password').fill('abc');
    await expect(form.getByTestId('strength-meter')).toHaveAttribute('data-level', '0');
    await expect(form.getByTestId('strength-meter')).toContainText('密码强度不够');
    await form.getByTestId('account-new-password').fill(NEW_PASSWORD);
    await expect(form.getByTestId('strength-meter')).toHaveAttribute('data-level', '3');
    await form.getByTestId('account-confirm-password').fill(`${NEW_PASSWORD}!`);
    await form.getByTestId('account-old-password').fill('Wrong@2026');
    await form.getByTestId('account-password-save').click();
    await expect(form.getByText('两次输入的密码不匹配!')).toBeVisible();

    await form.getByTestId('account-confirm-password').fill(NEW_PASSWORD);
    await form.getByTestId('account-password-save').click();
    await expect(notice(page, '原密码错误')).toBeVisible();

    await form.getByTestId('account-old-password').fill(DEMO_PASSWORD);
    await form.getByTestId('account-password-save').click();
    await expect(toast(page, /^密码已修改，已退出其他 [1-9]\d* 个登录会话$/)).toBeVisible();
    changed = true;
    await expect(form.getByTestId('account-old-password')).toHaveValue(''); // the form is emptied
    await expectSignedOut(other);

    // This session goes on.
    await typeAddress(page, '/account/center');
    await expect(page.getByTestId('account-center')).toBeVisible();
  } finally {
    if (changed) expect(await setPassword(page.request, baseURL!, NEW_PASSWORD, DEMO_PASSWORD)).toBe(true);
  }
});

test('signing out the other sessions asks first, then says how many ended', async ({
  page,
  browser,
  baseURL,
}) => {
  const other = await otherSession(browser, baseURL!);
  await openSettings(page);
  await page.getByTestId('account-logout-others').click();
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toContainText('确定要退出在其他浏览器或设备上的所有登录吗？');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('account-logout-others').click();
  await confirmDialog(page);
  await expect(toast(page, /^已退出其他 [1-9]\d* 个登录会话$/)).toBeVisible();
  await expectSignedOut(other);
  await page.reload();
  await expect(page.getByTestId('account-settings')).toBeVisible();
});
