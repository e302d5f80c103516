import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The element of a test id that is on screen (a hidden tab keeps its page, and its copy). */
export const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

/** Cents of an amount as the screen shows it (`¥1,234.56`, `-¥60.00`, `+¥8.50`). */
export function cents(text: string): number {
  const match = /([+-])?\s*¥\s*([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  const [, sign, whole = '0', fraction = '00'] = match;
  const value = Number(whole.replaceAll(',', '')) * 100 + Number(fraction);
  return sign === '-' ? -value : value;
}

/** `123456` → `¥1,234.56`, as zh-CN shows money. */
export const yuan = (value: number) =>
  `¥${Math.floor(value / 100).toLocaleString('en-US')}.${String(value % 100).padStart(2, '0')}`;

/** The balance in the header's user menu (reloaded from `/merchant/info` after a request). */
export async function headerBalance(page: Page): Promise<number> {
  const item = page.getByTestId('user-menu-balance');
  if (!(await item.isVisible())) await page.getByTestId('user-menu').click();
  await expect(item).toBeVisible();
  const text = (await item.textContent()) ?? '';
  await page.keyboard.press('Escape');
  return cents(text);
}

/** The pagination's size options of the table on screen, as listed in its size changer. */
export async function pageSizeOptions(page: Page): Promise<string[]> {
  await shown(page, 'page-pane').locator('.ant-pagination-options .ant-select').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toBeVisible();
  const texts = await options.allTextContents();
  await page.keyboard.press('Escape');
  return texts;
}

/**
 * Picks an option of an antd Select (the dropdown renders outside the select). A string is the
 * option's whole text (提现 is not 提现退回); a pattern may match part of it.
 */
export async function choose(page: Page, select: Locator, text: string | RegExp): Promise<void> {
  await select.click();
  await pickOption(page, typeof text === 'string' ? wholeText(text) : text);
}

/** A pattern matching exactly this text. */
export const wholeText = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Takes the option of the open Select list that matches, and waits for the list to close (the
 * tests run with reduced motion: the list is in place the moment it shows).
 */
export async function pickOption(page: Page, option: RegExp): Promise<void> {
  const open = page.locator('.ant-select-dropdown:visible');
  await open.locator('.ant-select-item-option').filter({ hasText: option }).click();
  await expect(open).toBeHidden();
}

/**
 * Screenshots of the page at 1440 and 375 px wide (kept with the test's results, for looking at
 * the screens). The viewport is put back afterwards.
 */
export async function screenshots(page: Page, info: TestInfo, name: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // Let the layout settle (the shell switches to its mobile layout below 768 px).
    await page.waitForTimeout(400);
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize(size);
  await page.waitForTimeout(200);
}
