import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, type Download, type Locator, type Page, type Response } from '@playwright/test';
import { pickOption, shown, wholeText } from './money-support';
import { ENDPOINTS, type Envelope, type PayloadIn, type ResultOf } from '@console/contract';
import { apiUrl } from './api-support';
import { ACCOUNTS, signInShell, typeAddress } from './shell-support';

/** An order as the list call answers it. */
export type OrderBody = ListBody['list'][number];
export type ListBody = ResultOf<typeof ENDPOINTS.orderList>;
export type ListPayload = PayloadIn<typeof ENDPOINTS.orderList>;

export const isOrderList = (r: Response) => r.url().endsWith(apiUrl(ENDPOINTS.orderList)) && r.ok();

/** Waits for the next list answer whose request matches; answers the request's payload and the body. */
export async function nextList(
  page: Page,
  match: (payload: ListPayload) => boolean = () => true,
): Promise<{ payload: ListPayload; body: ListBody }> {
  let body: ListBody | undefined;
  const response = await page.waitForResponse(async (r) => {
    if (!isOrderList(r) || !match(r.request().postDataJSON() as ListPayload)) return false;
    // Read as it arrives: the answer of a page navigated away from has lost its body (seen once
    // in CI), and the next page's list call is the one to wait for.
    const read = (await r.json().catch(() => null)) as Envelope<ListBody> | null;
    body = read?.data;
    return body !== undefined;
  });
  const payload = response.request().postDataJSON() as ListPayload;
  return { payload, body: body! };
}

/** Signs in (the order list is the landing page) and answers its first page. */
export async function openOrders(page: Page, account: string = ACCOUNTS.merchant): Promise<ListBody> {
  const first = nextList(page);
  await signInShell(page, account);
  await typeAddress(page, '/order/list');
  const { body } = await first;
  await expect(orderRows(page).first()).toBeVisible();
  return body;
}

export const orderRows = (page: Page) => shown(page, 'order-table').locator('tr[data-testid="order-row"]');
export const orderRow = (page: Page, id: number) =>
  shown(page, 'order-table').locator(`tr[data-testid="order-row"][data-id="${id}"]`);
export const statusTab = (page: Page, status: string) =>
  shown(page, 'order-status-tabs').locator(`[data-status="${status}"]`);
export const orderDrawer = (page: Page) => page.getByTestId('order-drawer').filter({ visible: true });

/** A mainland ID number with a correct check character (GB 11643), born in 1990. */
export function idNumber(): string {
  const body = `110105${1990}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 9)}${String(
    Math.floor(Math.random() * 1000),
  ).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

/** A mobile number no demo customer has (139 then 8 random digits). */
export const phoneNumber = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The rows of every sheet of an xlsx file, as texts. */
export async function readXlsx(file: string): Promise<Record<string, string[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheets: Record<string, string[][]> = {};
  workbook.eachSheet((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      rows.push(Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).text));
    });
    sheets[sheet.name] = rows;
  });
  return sheets;
}

/** The saved text of a download. */
export const downloadText = async (download: Download) => fs.readFileSync(await download.path(), 'utf8');

/**
 * Opens the header's task popover, waits until the task whose name holds `name` is done (the popover asks again
 * every 3 s while one packs) and downloads its file.
 */
export async function downloadTask(page: Page, name: string): Promise<Download> {
  await page.getByTestId('task-popover').click();
  const item = page.getByTestId('task-item').filter({ hasText: name });
  await expect(item).toHaveAttribute('data-status', '1', { timeout: 45_000 });
  const downloading = page.waitForEvent('download');
  await item.click();
  const download = await downloading;
  await page.keyboard.press('Escape');
  return download;
}

/** Picks an option of a menu (a Dropdown) by its test id. */
export async function pickMenu(page: Page, trigger: string, option: string): Promise<void> {
  await shown(page, trigger).click();
  await page.getByTestId(option).filter({ visible: true }).click();
}

/**
 * Picks a goods in a goods select: its list is long and drawn virtually (only the options in
 * view exist), so the name is typed first and the server's search narrows it.
 */
export async function chooseGoods(page: Page, select: Locator, name: string): Promise<void> {
  await select.click();
  await page.keyboard.type(name);
  await pickOption(page, wholeText(name));
}
