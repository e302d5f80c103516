import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { ENDPOINTS, type ResultOf } from '@console/contract';
import { answerOf, apiUrl } from './api-support';
import { ACCOUNTS, signInShell, typeAddress } from './shell-support';

export type GoodsRowBody = ResultOf<typeof ENDPOINTS.goodsList>['list'][number];

/** The answer of a goods list call. */
export async function goodsBody(response: Response) {
  return (await answerOf(response, ENDPOINTS.goodsList)).data;
}

export const isGoodsList = (r: Response) => r.url().endsWith(apiUrl(ENDPOINTS.goodsList)) && r.ok();

/** Signs in as the partner-1 merchant and opens the goods list; answers its first page. */
export async function openGoods(page: Page, account: string = ACCOUNTS.merchant) {
  await signInShell(page, account);
  const first = page.waitForResponse(isGoodsList);
  await typeAddress(page, '/goods/list');
  const body = await goodsBody(await first);
  await expect(goodsRows(page).first()).toBeVisible();
  return body;
}

export const goodsRows = (page: Page) => page.getByTestId('goods-table').locator('tr.ant-table-row');

/** Picks an option of an antd Select. */
export async function pick(page: Page, select: Locator, option: string) {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .click();
}

/** A node of the area tree by its label (a province or a city). */
export const treeNode = (page: Page, label: string) =>
  page
    .getByTestId('area-tree')
    .locator('.ant-tree-treenode')
    .filter({ has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${label}`) }) })
    .first();

export const isChecked = (node: Locator) =>
  node.locator('.ant-tree-checkbox').evaluate((el) => el.classList.contains('ant-tree-checkbox-checked'));

/** The area drawer on screen (the goods page has two: the store's areas and a goods' coverage). */
export const areaDrawer = (page: Page) => page.getByTestId('area-drawer').filter({ visible: true });

export async function closeDrawer(page: Page) {
  const drawer = areaDrawer(page);
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toHaveCount(0);
}
