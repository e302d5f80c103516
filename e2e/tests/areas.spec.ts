import { expect, test } from '@playwright/test';
import { ENDPOINTS } from '@console/contract';
import { apiUrl } from './api-support';
import {
  areaDrawer,
  closeDrawer,
  goodsBody,
  goodsRows,
  isChecked,
  isGoodsList,
  openGoods,
  treeNode,
} from './goods-support';
import { message } from './shell-support';

test('the store areas of a carrier are chosen, saved and shown again; goods outside them are marked', async ({
  page,
}) => {
  await openGoods(page);
  await page.getByTestId('store-area-unicom').click();
  const panel = areaDrawer(page);
  await expect(panel).toContainText('中国联通 · 店铺经营地区');
  await expect(panel.getByTestId('area-summary')).toHaveText('未选择地区（不限地区）');

  // A province by its checkbox, another by its select-all link, one city of a third.
  await treeNode(page, '北京市').locator('.ant-tree-checkbox').click();
  await panel.getByTestId('area-node-all-440000').click();
  await expect(panel.getByTestId('area-node-all-440000')).toHaveText('取消全选');
  await treeNode(page, '山东省').locator('.ant-tree-switcher').click();
  await treeNode(page, '青岛市').locator('.ant-tree-checkbox').click();
  await expect(panel.getByTestId('area-summary')).toHaveText('已选 2 个省、1 个市');

  const saved = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.saveAreaCoverage)) && r.ok());
  const relisted = page.waitForResponse(isGoodsList);
  await panel.getByTestId('area-save').click();
  const stored = ((await (await saved).json()) as { data: { codes: string[] } }).data.codes;
  expect(stored.sort()).toEqual(['110000', '370200', '440000']);
  await expect(message(page, '保存成功')).toBeVisible();
  await expect(panel.getByTestId('area-tree')).toBeHidden();
  await relisted;

  // Reopened (after a reload, so from the server): the same choice.
  await page.reload();
  await expect(goodsRows(page).first()).toBeVisible();
  await page.getByTestId('store-area-unicom').click();
  await expect(panel.getByTestId('area-summary')).toHaveText('已选 2 个省、1 个市');
  expect(await isChecked(treeNode(page, '北京市'))).toBe(true);
  expect(await isChecked(treeNode(page, '广东省'))).toBe(true);
  expect(await isChecked(treeNode(page, '河北省'))).toBe(false);
  await treeNode(page, '山东省').locator('.ant-tree-switcher').click();
  expect(await isChecked(treeNode(page, '青岛市'))).toBe(true);
  expect(await isChecked(treeNode(page, '济南市'))).toBe(false);
  // Another carrier keeps its own (empty) choice.
  await panel.getByTestId('area-cancel').click();
  await page.getByTestId('store-area-mobile').click();
  await expect(panel.getByTestId('area-summary')).toHaveText('未选择地区（不限地区）');
  await panel.getByTestId('area-cancel').click();

  // Unicom goods that do not cover all of it are marked; only unicom goods can be.
  let answered = page.waitForResponse(isGoodsList);
  await page.getByTestId('goods-filter-mismatch').click();
  const marked = await goodsBody(await answered);
  expect(marked.total).toBeGreaterThan(0);
  expect(new Set(marked.list.map((g) => g.carrier))).toEqual(new Set(['unicom']));
  await expect(page.getByTestId('goods-mismatch')).toHaveCount(marked.list.length);

  // Select all, then none: no restriction any more, nothing marked.
  await page.getByTestId('store-area-unicom').click();
  await panel.getByTestId('area-select-all').click();
  await expect(panel.getByTestId('area-summary')).toHaveText(/^已选 \d+ 个省、0 个市$/);
  await panel.getByTestId('area-select-all').click();
  await expect(panel.getByTestId('area-summary')).toHaveText('未选择地区（不限地区）');
  answered = page.waitForResponse(isGoodsList);
  await panel.getByTestId('area-save').click();
  expect((await goodsBody(await answered)).total).toBe(0);
  await expect(page.getByTestId('goods-mismatch')).toHaveCount(0);
});

test('the area drawer says why it has no data: a bad status, a failed request, no area key', async ({
  page,
}) => {
  await openGoods(page);
  const panel = areaDrawer(page);

  await page.route('**/api/area/data/**', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.getByTestId('store-area-mobile').click();
  await expect(panel.getByTestId('area-error')).toHaveText('获取地区数据失败，请稍后再试！');
  await expect(panel.getByTestId('area-tree')).toHaveCount(0);
  await closeDrawer(page);
  await page.unroute('**/api/area/data/**');

  // A network failure (and a body that is not JSON counts the same).
  await page.route('**/api/area/data/**', (route) => route.abort('failed'));
  await page.getByTestId('store-area-telecom').click();
  await expect(panel.getByTestId('area-error')).toHaveText('获取地区数据失败，请联系管理员！');
  await closeDrawer(page);
  await page.unroute('**/api/area/data/**');
  await page.route('**/api/area/data/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '<html>' }),
  );
  await page.getByTestId('store-area-broadcast').click();
  await expect(panel.getByTestId('area-error')).toHaveText('获取地区数据失败，请联系管理员！');
  await closeDrawer(page);
  await page.unroute('**/api/area/data/**');

  // The seed's operators all have a file: an operator without one is made by changing the answer.
  await page.route(`**${apiUrl(ENDPOINTS.operatorList)}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { list: Array<{ carrier: string; areaKey: string }> } };
    for (const op of body.data.list) if (op.carrier === 'unicom') op.areaKey = '';
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await expect(goodsRows(page).first()).toBeVisible();
  const requested: string[] = [];
  page.on('request', (r) => r.url().includes('/api/area/data/') && requested.push(r.url()));
  await page.getByTestId('store-area-unicom').click();
  await expect(panel.getByTestId('area-error')).toHaveText('运营商地区数据不存在！');
  expect(requested).toEqual([]);

  // Data that loads again shows the tree (failures are not kept).
  await closeDrawer(page);
  await page.getByTestId('store-area-mobile').click();
  await expect(panel.getByTestId('area-tree')).toBeVisible();
  await expect(treeNode(page, '北京市')).toBeVisible();
});

test('the area drawer is 400 px wide, 300 px on a phone', async ({ page }) => {
  await openGoods(page);
  await page.getByTestId('store-area-mobile').click();
  await expect(areaDrawer(page).getByTestId('area-tree')).toBeVisible();
  expect(Math.round((await areaDrawer(page).boundingBox())!.width)).toBe(400);
  await closeDrawer(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId('store-area-mobile').click();
  await expect(areaDrawer(page).getByTestId('area-tree')).toBeVisible();
  expect(Math.round((await areaDrawer(page).boundingBox())!.width)).toBe(300);
});
