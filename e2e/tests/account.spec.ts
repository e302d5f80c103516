import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ENDPOINTS } from '@console/contract';
import { apiAs, apiUrl, signInByApi } from './api-support';
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
  png,
  GIF_1X1,
  noiseGif,
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
async function setPassword(request: APIRequestContext, from: string, to: string) {
  const token = await signInByApi(request, ACCOUNT, from);
  if (!token) return false;
  const changed = await apiAs(request, token).call(ENDPOINTS.changePassword, {
    old_password: from,
    password: to,
    confirm: to,
  });
  return changed.code === 1;
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

test('the store name is saved and the header follows; a logo deleted from the library is put back', async ({
  page,
}) => {
  await openSettings(page);
  const form = page.getByTestId('account-store-form');
  const brand = page.getByTestId('brand');
  const demoLogo = await brand.locator('img').getAttribute('src');
  expect(demoLogo).toContain('/files/demo/logo-');
  // The demo logo is an image of the merchant's library.
  await expect(form).not.toContainText('当前图片不在图片库中');

  const input = form.getByTestId('account-store-name-input');
  await input.fill('');
  await form.getByTestId('account-store-save').click();
  await expect(form.getByText('请输入店铺名称')).toBeVisible();
  await input.fill(`${STORE_NAME}二店`);
  await form.getByTestId('account-store-save').click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(page.getByTestId('store-name')).toHaveText(`${STORE_NAME}二店`);

  // Deleted from the library, the logo stays; saving copies it back into the library.
  await typeAddress(page, '/gallery');
  const library = page.getByTestId('gallery-page').getByTestId('image-library');
  await search(library, 'logo.png');
  await tileNamed(library, 'logo.png').click();
  await library.getByTestId('library-delete').click();
  await confirmDialog(page);
  await expect(toast(page, '删除成功')).toBeVisible();
  await typeAddress(page, '/account/settings');
  await expect(form).toContainText('当前图片不在图片库中');
  await expect(brand.locator('img')).toHaveAttribute('src', demoLogo!);

  await input.fill(STORE_NAME);
  const saved = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.saveStore)));
  await form.getByTestId('account-store-save').click();
  const profile = ((await (await saved).json()) as { data: { logo: string } }).data;
  // The first save's message may still be fading out.
  await expect(toast(page, '保存成功').last()).toBeVisible();
  expect(profile.logo).toMatch(/^\/files\/img\//);
  await expect(page.getByTestId('store-name')).toHaveText(STORE_NAME);
  await expect(brand.locator('img')).toHaveAttribute('src', profile.logo);
  await expect.poll(() => brand.locator('img').evaluate(naturalWidth)).toBeGreaterThan(0);
  await expect(form).not.toContainText('当前图片不在图片库中');
  await typeAddress(page, '/gallery');
  await search(library, 'logo-');
  await expect(tileNamed(library, `logo-10005.png`)).toBeVisible();
});

test('a logo uploaded from the computer: jpeg or png under 2 MB, then in the header', async ({ page }) => {
  await openSettings(page);
  const input = page.getByTestId('account-logo-upload').locator('input[type=file]');
  const picker = page.getByTestId('account-logo-picker');
  const before = await picker.getByTestId('account-logo-picker-item').locator('img').getAttribute('src');

  await input.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: GIF_1X1 });
  await expect(toast(page, '图片类型错误，请重新选择')).toBeVisible();
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png(900, 900, 'noise') });
  await expect(toast(page, '图片大小超过2MB!')).toBeVisible();
  await expect(picker.getByTestId('account-logo-picker-item').locator('img')).toHaveAttribute('src', before!);

  const uploaded = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.uploadImage)));
  await input.setInputFiles(smallPngs('uploaded-logo', 1));
  const image = (
    (await (await uploaded).json()) as { data: { image: { file_url: string; thumb_url: string } } }
  ).data.image;
  await expect(picker.getByTestId('account-logo-picker-item').locator('img')).toHaveAttribute(
    'src',
    image.thumb_url,
  );
  const url = image.file_url;

  const saved = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.saveStore)));
  await page.getByTestId('account-store-save').click();
  expect(((await saved).request().postDataJSON() as { logo_image_id: number }).logo_image_id).toBeGreaterThan(
    0,
  );
  await expect(page.getByTestId('brand').locator('img')).toHaveAttribute('src', url);
  // It is in the library now, with its own name.
  await page.getByTestId('account-logo-picker-open').click();
  const modal = page.getByTestId('image-library-modal');
  await search(modal, 'uploaded-logo');
  await expect(tileNamed(modal, 'uploaded-logo-1.png')).toBeVisible();
});

test('service QR images uploaded from the computer: type, compression to 1 MB, size and count', async ({
  page,
}) => {
  await openSettings(page);
  const form = page.getByTestId('account-service-form');
  const upload = form.getByTestId('account-service-qr-upload');
  const input = upload.locator('input[type=file]');
  const items = form.getByTestId('account-service-qr-picker').getByTestId('account-service-qr-picker-item');
  const count = await items.count();

  await input.setInputFiles({ name: 'qr.webp', mimeType: 'image/webp', buffer: Buffer.from('RIFF') });
  await expect(toast(page, '图片类型错误，请重新选择')).toBeVisible();
  // Over the limit and not an image at all: the compression fails.
  await input.setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: Buffer.alloc(2_200_000, 7) });
  await expect(toast(page, '图片压缩失败，请重新上传')).toBeVisible();
  // Noise does not compress: a 4.5 MB GIF is still 3.5 MB after every try (a canvas writes PNG).
  await input.setInputFiles({ name: 'noise.gif', mimeType: 'image/gif', buffer: noiseGif(2000, 2000) });
  await expect(toast(page, '图片大小不能超过 1 M')).toBeVisible({ timeout: 30_000 });
  await expect(items).toHaveCount(count);

  // A 2.4 MB file of one colour is compressed under the 1 MB limit, then uploaded.
  const uploaded = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.uploadImage)));
  const plain = png(1000, 800, [52, 152, 219], 0);
  expect(plain.length).toBeGreaterThan(2 * 1024 * 1024);
  await input.setInputFiles({ name: 'plain.png', mimeType: 'image/png', buffer: plain });
  const sent = (await uploaded).request().postDataBuffer()!.length;
  expect(sent).toBeLessThan(1024 * 1024);
  await expect(items).toHaveCount(count + 1);

  // Full at three: the upload tile is disabled.
  for (let n = count + 1; n < 3; n++) {
    await input.setInputFiles(smallPngs(`qr-${n}`, 1));
    await expect(items).toHaveCount(n + 1);
  }
  await expect(upload.getByTestId('account-service-qr-upload-add')).toHaveAttribute('data-disabled', 'true');
  await items.first().getByTestId('account-service-qr-picker-remove').click();
  await expect(upload.getByTestId('account-service-qr-upload-add')).toHaveAttribute('data-disabled', 'false');
});

test('a logo picked from the library shows in the header at once', async ({ page }) => {
  await openSettings(page);
  const picker = page.getByTestId('account-logo-picker');
  await picker.getByTestId('account-logo-picker-open').click();
  const modal = page.getByTestId('image-library-modal');
  // A name of this attempt: a retry must not find the first attempt's upload beside its own.
  const name = `new-logo-${Date.now()}`;
  await uploadToLibrary(page, modal, smallPngs(name, 1));
  await search(modal, name);
  await tileNamed(modal, `${name}-1.png`).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(modal).toBeHidden();

  const saved = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.saveStore)));
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
  // The demo QR is in the library and opens selected: unselected, the new two replace it.
  await tileNamed(modal, 'service-qr.png').click();
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
  const saved = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.saveService)));
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
    if (changed) expect(await setPassword(page.request, NEW_PASSWORD, DEMO_PASSWORD)).toBe(true);
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
