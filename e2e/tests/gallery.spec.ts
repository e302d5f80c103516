import { expect, test, type Page } from '@playwright/test';
import { ENDPOINTS } from '@console/contract';
import { apiUrl } from './api-support';
import { signInShell, typeAddress } from './shell-support';
import {
  GIF_1X1,
  confirmDialog,
  group,
  notice,
  png,
  search,
  smallPngs,
  tileNamed,
  tiles,
  toast,
  uploadToLibrary,
  naturalWidth,
} from './gallery-support';

// A sub-merchant nobody else changes (the notices spec reads its notices only: the pop-up is
// kept out of the way by signInShell, unread).
const ACCOUNT = '13900000004';

async function openGallery(page: Page) {
  await signInShell(page, ACCOUNT);
  await typeAddress(page, '/gallery');
  const library = page.getByTestId('gallery-page').getByTestId('image-library');
  await expect(library).toBeVisible();
  return library;
}

test('the library page is reached from the user menu', async ({ page }) => {
  await signInShell(page, ACCOUNT);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-gallery').click();
  await expect(page).toHaveURL(/#\/gallery$/);
  await expect(page.getByTestId('gallery-page')).toBeVisible();
  await expect(page.getByTestId('tab').filter({ hasText: '图片库' })).toBeVisible();
});

test('uploads several images at once; 2 MB or more is refused here, a fake image by the server', async ({
  page,
}) => {
  const library = await openGallery(page);
  const [a, b] = smallPngs('upload', 2);
  const big = { name: 'upload-big.png', mimeType: 'image/png', buffer: png(900, 900, 'noise') };
  expect(big.buffer.length).toBeGreaterThanOrEqual(2 * 1024 * 1024);

  const sent = page.waitForRequest((r) => r.url().endsWith(apiUrl(ENDPOINTS.uploadImages)));
  await library.getByTestId('library-upload-input').setInputFiles([a!, big, b!]);
  await expect(toast(page, '文件大小超过2MB!')).toBeVisible();
  // The two others go in one request, into the library.
  expect((await sent).postDataBuffer()!.toString('latin1')).toContain('name="group_id"');
  await expect(toast(page, '已上传 2 张图片')).toBeVisible();
  await search(library, 'upload-');
  await expect(tiles(library)).toHaveCount(2);
  await expect(tileNamed(library, 'upload-big.png')).toHaveCount(0);
  // The thumbnail really loads.
  const img = tileNamed(library, 'upload-1.png').locator('img');
  await expect.poll(() => img.evaluate(naturalWidth)).toBeGreaterThan(0);

  // A text file named .png passes the size check; the server reads its content and refuses it,
  // naming the file.
  await library.getByTestId('library-upload-input').setInputFiles({
    name: 'not-an-image.png',
    mimeType: 'image/png',
    buffer: Buffer.from('hello, this is text'),
  });
  await expect(notice(page, 'not-an-image.png：图片类型错误，请重新选择')).toBeVisible();
  await expect(notice(page, '错误')).toBeVisible();
  await expect(tiles(library)).toHaveCount(2);
});

test('groups: added with a required, trimmed name, renamed, deleted; all and ungrouped stay', async ({
  page,
}) => {
  const library = await openGallery(page);
  for (const special of ['全部', '未分组']) {
    await expect(group(library, special).getByTestId('library-group-edit')).toHaveCount(0);
    await expect(group(library, special).getByTestId('library-group-delete')).toHaveCount(0);
  }

  await library.getByTestId('library-group-add').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('library-group-name') });
  await dialog.getByTestId('library-group-name').fill('   ');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('请输入分组名称')).toBeVisible();
  await dialog.getByTestId('library-group-name').fill('  活动图  ');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '添加分组成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  const added = group(library, '活动图');
  await expect(added).toHaveText('活动图'); // trimmed
  await expect(added).toHaveAttribute('data-active', 'true'); // the new group is opened

  await added.getByTestId('library-group-edit').click();
  await expect(dialog.getByTestId('library-group-name')).toHaveValue('活动图');
  await dialog.getByTestId('library-group-name').fill('');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('请输入分组名称')).toBeVisible();
  await dialog.getByTestId('library-group-name').fill('节日活动图');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '编辑分组成功')).toBeVisible();
  await expect(group(library, '节日活动图')).toBeVisible();

  // After a reload the group is still there (the server has it).
  await page.reload();
  await expect(group(library, '节日活动图')).toBeVisible();
  await group(library, '节日活动图').getByTestId('library-group-delete').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('节日活动图');
  await confirmDialog(page);
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(group(library, '节日活动图')).toHaveCount(0);
});

test('move and delete need a selection; with one they move to a group and delete', async ({ page }) => {
  const library = await openGallery(page);
  const files = smallPngs('move', 3);
  await uploadToLibrary(page, library, files);
  await library.getByTestId('library-group-add').click();
  await page.getByTestId('library-group-name').fill('待移动');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(toast(page, '添加分组成功')).toBeVisible();
  await group(library, '全部').getByRole('button').click();
  await search(library, 'move-');
  await expect(tiles(library)).toHaveCount(3);

  // Nothing selected: refused with the spec's messages, no dialog.
  await library.getByTestId('library-move').click();
  await expect(toast(page, '请选择您要移动的图片')).toBeVisible();
  await library.getByTestId('library-delete').click();
  await expect(toast(page, '请选择您要删除的图片')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Two selected, moved to the group.
  await tileNamed(library, 'move-1.png').click();
  await tileNamed(library, 'move-2.png').click();
  await expect(library.getByTestId('library-selected-count')).toHaveAttribute('data-count', '2');
  await library.getByTestId('library-move').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('library-move-target') });
  await dialog.getByTestId('library-move-target').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '待移动' }).click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '移动成功')).toBeVisible();
  await expect(library.getByTestId('library-selected-count')).toHaveAttribute('data-count', '0');

  await group(library, '待移动').getByRole('button').first().click();
  await expect(tiles(library)).toHaveCount(2);
  await group(library, '未分组').getByRole('button').click();
  await expect(tiles(library)).toHaveCount(1);
  await expect(tileNamed(library, 'move-3.png')).toBeVisible();

  // Delete one, after the confirmation.
  await tileNamed(library, 'move-3.png').click();
  await library.getByTestId('library-delete').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('1 张');
  await confirmDialog(page);
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(tiles(library)).toHaveCount(0);
  await expect(library.getByTestId('library-empty')).toBeVisible();

  // Deleting the group leaves its images, now ungrouped.
  await expect(toast(page, '删除成功')).toHaveCount(0);
  await group(library, '待移动').getByTestId('library-group-delete').click();
  await confirmDialog(page);
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(group(library, '未分组')).toHaveAttribute('data-active', 'true');
  await expect(tiles(library)).toHaveCount(2);
});

test('selecting images for a form: the picker’s kinds, size and count', async ({ page }) => {
  await signInShell(page, ACCOUNT);
  await typeAddress(page, '/account/settings');
  const picker = page.getByTestId('account-logo-picker');
  await picker.getByTestId('account-logo-picker-remove').click(); // the demo logo
  await picker.getByTestId('account-logo-picker-open').click();
  const modal = page.getByTestId('image-library-modal');
  await expect(modal).toBeVisible();

  // A GIF renamed .png (stored as a GIF: the server reads the content), a PNG of 1.5 MB, small ones.
  await uploadToLibrary(page, modal, [
    { name: 'pick-anim.png', mimeType: 'image/png', buffer: GIF_1X1 },
    { name: 'pick-large.png', mimeType: 'image/png', buffer: png(700, 700, 'noise') },
    ...smallPngs('pick', 4),
  ]);
  await search(modal, 'pick-');
  await expect(tiles(modal)).toHaveCount(6);
  await expect(tileNamed(modal, 'pick-anim.png')).toHaveAttribute('data-ext', 'gif');

  // The logo takes one PNG or JPG.
  await tileNamed(modal, 'pick-anim.png').click();
  await expect(toast(page, '文件类型不可用')).toBeVisible();
  await tileNamed(modal, 'pick-1.png').click();
  await tileNamed(modal, 'pick-2.png').click();
  await expect(toast(page, '最多选择1张')).toBeVisible();
  await expect(tileNamed(modal, 'pick-1.png')).toHaveAttribute('data-selected', 'true');
  await expect(tileNamed(modal, 'pick-2.png')).toHaveAttribute('data-selected', 'false');
  const chosen = await tileNamed(modal, 'pick-1.png').locator('img').getAttribute('src');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(modal).toBeHidden();
  await expect(picker.getByTestId('account-logo-picker-item')).toHaveCount(1);
  await expect(picker.getByTestId('account-logo-picker-item').locator('img')).toHaveAttribute('src', chosen!);

  // The service QR takes up to 3 of at most 1 MB: the 1.5 MB one and the fourth are refused.
  const qr = page.getByTestId('account-service-qr-picker');
  await qr.getByTestId('account-service-qr-picker-remove').click(); // the demo QR
  await qr.getByTestId('account-service-qr-picker-open').click();
  await search(modal, 'pick-');
  await expect(tiles(modal)).toHaveCount(6);
  await tileNamed(modal, 'pick-large.png').click();
  await expect(toast(page, '文件大小超过1M')).toBeVisible();
  for (const name of ['pick-1.png', 'pick-2.png', 'pick-3.png']) await tileNamed(modal, name).click();
  await tileNamed(modal, 'pick-4.png').click();
  await expect(toast(page, '最多选择3张')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(qr.getByTestId('account-service-qr-picker-item')).toHaveCount(3);
});
