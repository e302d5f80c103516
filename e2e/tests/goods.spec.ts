import { expect, type Response, test } from '@playwright/test';
import { areaDrawer, closeDrawer, goodsBody, goodsRows, isGoodsList, openGoods, pick } from './goods-support';
import { ENDPOINTS } from '@console/contract';
import { apiUrl } from './api-support';
import { message } from './shell-support';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the goods list filters by carrier, name and status, with the default page sizes', async ({ page }) => {
  const all = await openGoods(page);
  expect(all.total).toBeGreaterThanOrEqual(40);
  await expect(goodsRows(page)).toHaveCount(10);
  // The order list, the landing page, stays open in a hidden tab with its own pagination.
  await expect(page.locator('.ant-pagination-total-text').filter({ visible: true })).toHaveText(
    `共 ${all.total} 条`,
  );

  await page.locator('.ant-pagination-options .ant-select').filter({ visible: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText([
    '10 条/页',
    '20 条/页',
    '30 条/页',
    '50 条/页',
    '100 条/页',
  ]);
  await page.keyboard.press('Escape');

  let answered = page.waitForResponse(isGoodsList);
  await pick(page, page.getByTestId('goods-filter-carrier'), '中国联通');
  const unicom = await goodsBody(await answered);
  expect(unicom.total).toBeGreaterThan(0);
  expect(unicom.total).toBeLessThan(all.total);
  await expect(page.getByTestId('goods-carrier')).toHaveText(
    Array(Math.min(10, unicom.total)).fill('中国联通'),
  );

  answered = page.waitForResponse(isGoodsList);
  await page.getByTestId('goods-filter-name').fill('校园');
  const campus = await goodsBody(await answered);
  expect(campus.total).toBeGreaterThan(0);
  await expect(goodsRows(page)).toHaveCount(campus.list.length);
  for (const name of await page.getByTestId('goods-name').allTextContents()) expect(name).toContain('校园');

  // Withdrawn goods of every carrier, any name. The name applies after a pause in typing: wait for
  // the list asked without it, or a quick status pick goes out with the old name still in force.
  const payload = (r: Response) => r.request().postDataJSON() as { name: unknown; status: unknown };
  answered = page.waitForResponse((r) => isGoodsList(r) && payload(r).name === '');
  await page.getByTestId('goods-filter-name').fill('');
  await answered;
  await pick(page, page.getByTestId('goods-filter-carrier'), '全部运营商');
  answered = page.waitForResponse((r) => isGoodsList(r) && payload(r).status === 0);
  await pick(page, page.getByTestId('goods-filter-status'), '已下架');
  const withdrawn = await goodsBody(await answered);
  expect(withdrawn.total).toBeGreaterThan(0);
  await expect(page.getByTestId('goods-status')).toHaveText(Array(withdrawn.list.length).fill('已下架'));
});

test('copies a goods promotion link, and shows its QR code', async ({ page }) => {
  const { list } = await openGoods(page);
  const first = list[0]!;
  await goodsRows(page).first().getByTestId('goods-copy').click();
  await expect(message(page, '复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.promotion_url);
  expect(first.promotion_url).toMatch(/^https?:\/\//);

  await goodsRows(page).first().getByTestId('goods-qr').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('qr-image') });
  await expect(dialog).toContainText(first.name);
  await expect(dialog).toContainText(first.promotion_url);
  const img = dialog.getByTestId('qr-image');
  await expect(img).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(240);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Without any clipboard, the user is told.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = () => false;
  });
  await goodsRows(page).nth(1).getByTestId('goods-copy').click();
  await expect(message(page, '复制失败')).toBeVisible();
});

test("a goods' coverage opens read-only in the area drawer", async ({ page }) => {
  await openGoods(page);
  const answered = page.waitForResponse(isGoodsList);
  await page.getByTestId('goods-filter-name').fill('福建');
  const { list } = await goodsBody(await answered);
  const regional = list.find((g) => !g.coverage.nationwide)!;
  expect(regional).toBeTruthy();
  const row = goodsRows(page).filter({ hasText: regional.name });
  await row.getByTestId('goods-coverage').click();

  const drawer = areaDrawer(page);
  await expect(drawer).toContainText(`${regional.name} · 可售地区`);
  await expect(drawer.getByTestId('area-summary')).toHaveText(/^可售 \d+ 个省、\d+ 个市$/);
  // Only what the goods covers, expanded, without checkboxes.
  for (const label of regional.coverage.labels)
    await expect(drawer.getByTestId('area-tree')).toContainText(label);
  await expect(drawer.locator('.ant-tree-checkbox')).toHaveCount(0);
  await expect(drawer.getByTestId('area-save')).toHaveCount(0);
  await expect(drawer.getByTestId('area-tree')).not.toContainText('北京市');

  // A nationwide goods shows the whole tree.
  await closeDrawer(page);
  await page.getByTestId('goods-filter-name').fill('');
  await expect(goodsRows(page)).toHaveCount(10);
  const nationwide = goodsRows(page).filter({ hasText: '全国可售' }).first();
  const carrier = await nationwide.getByTestId('goods-carrier').getAttribute('data-carrier');
  const areaFile = await page.request.get(
    apiUrl(ENDPOINTS.areaData).replace(':file', `area_${carrier}.json`),
  );
  const provinces = ((await areaFile.json()) as unknown[]).length;
  expect(provinces).toBeGreaterThanOrEqual(31);
  await nationwide.getByTestId('goods-coverage').click();
  await expect(drawer.getByTestId('area-summary')).toHaveText('全国可售');
  await expect(drawer.locator('.ant-tree-title').filter({ visible: true })).toHaveCount(provinces);
});

test("a language switch words the server's names again: the carrier buttons follow at once", async ({
  page,
}) => {
  await openGoods(page);
  const mobile = page.getByTestId('store-area-mobile');
  await expect(mobile).toHaveText('中国移动');
  await page.getByTestId('header-language').click();
  await page.getByTestId('header-language-en-US').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(mobile).toHaveText('China Mobile');
  await page.getByTestId('header-language').click();
  await page.getByTestId('header-language-zh-TW').click();
  await expect(mobile).toHaveText('中國移動');
});
