import { expect, test, type Page } from '@playwright/test';
import { ENDPOINTS } from '@console/contract';
import { answerOf, apiUrl } from './api-support';
import { blockingFindings } from './accessibility-support';
import { goodsRows, openGoods } from './goods-support';
import { shown } from './money-support';
import { nextList, orderRows, phoneNumber } from './orders-support';
import { message, typeAddress } from './shell-support';
import { smsCodeFor, smsCountFor } from './support';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A mainland ID number (GB 11643 check character) of someone `age` years and a month old. */
function idNumberAged(age: number): string {
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - age);
  born.setUTCMonth(born.getUTCMonth() - 1);
  const birth = born.toISOString().slice(0, 10).replaceAll('-', '');
  const body = `440103${birth}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

/** Picks the first area the goods is delivered to, level by level (a level may have no choice). */
async function pickFirstArea(page: Page) {
  for (const level of ['store-province', 'store-city', 'store-district']) {
    const select = page.getByTestId(level);
    if ((await select.count()) === 0 || !(await select.isEnabled())) continue;
    await expect(select.locator('option:not([value=""])').first()).toBeAttached();
    const value = await select.locator('option:not([value=""])').first().getAttribute('value');
    await select.selectOption(value ?? '');
  }
}

/** No element wider than the phone's screen. */
const noSideScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test('a customer applies through a copied promotion link; the merchant finds the order; the customer looks it up', async ({
  page,
  browser,
}) => {
  // Two people.
  test.slow();
  const { list } = await openGoods(page);
  const row = list.findIndex((g) => g.on_sale === 1);
  await goodsRows(page).nth(row).getByTestId('goods-copy').click();
  await expect(message(page, '复制成功')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(list[row]!.promotion_url);

  // The customer, on a phone.
  const { reducedMotion } = test.info().project.use;
  const customer = await browser.newContext({
    viewport: { width: 375, height: 740 },
    locale: 'zh-CN',
    reducedMotion,
  });
  const phone = await customer.newPage();
  const answered = phone.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.storeGoods)));
  await phone.goto(link);
  const { goods, store } = (await answerOf(await answered, ENDPOINTS.storeGoods)).data;
  await expect(phone.getByTestId('store-goods-name')).toHaveText(list[row]!.name);
  await noSideScroll(phone);
  expect(await blockingFindings(phone, 'storefront goods page')).toEqual([]);

  const mobile = phoneNumber();
  await phone.getByTestId('store-name').fill('韩梅梅');
  await phone.getByTestId('store-id-number').fill(idNumberAged(Math.min(goods.age_max, goods.age_min + 5)));
  await phone.getByTestId('store-phone').fill(mobile);
  await phone.getByTestId('store-send-code').click();
  await phone.getByTestId('store-code').fill(await smsCodeFor(mobile));
  await pickFirstArea(phone);
  await phone.getByTestId('store-address').fill('人民路 8 号 3 栋');
  await phone.getByTestId('store-consent').check();
  await phone.getByTestId('store-submit').click();
  const orderNo = (await phone.getByTestId('store-order-no').textContent())?.trim() ?? '';
  expect(orderNo).toMatch(/^\d{18}$/);
  await noSideScroll(phone);
  expect(await blockingFindings(phone, 'storefront done page')).toEqual([]);

  // The merchant finds it in the order list, masked.
  const listed = nextList(page);
  await typeAddress(page, '/order/list');
  await listed;
  await shown(page, 'order-filter-order_no').fill(orderNo);
  const found = nextList(page, (p) => p.order_no === orderNo);
  await shown(page, 'order-filter-search').click();
  const { body } = await found;
  expect(body.list).toHaveLength(1);
  expect(body.list[0]).toMatchObject({
    source: 'store',
    status: 'pending',
    phone: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
  });
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page).first()).toContainText('韩*梅');
  await expect(orderRows(page).first()).not.toContainText(mobile);

  // The customer looks the order up at once: the resend wait is per purpose (issue 39, 17), and
  // the lookup page names the store as the goods page does.
  await phone.goto(link.replace(/\/goods\/\d+$/, '/orders'));
  await expect(phone.getByTestId('store-header-name')).toHaveText(store.name);
  await phone.getByTestId('store-lookup-phone').fill(mobile);
  const received = smsCountFor(mobile);
  await phone.getByTestId('store-lookup-send').click();
  await phone.getByTestId('store-lookup-code').fill(await smsCodeFor(mobile, received));
  await phone.getByTestId('store-lookup-submit').click();
  const rowOfOrder = phone.getByTestId('store-lookup-row').filter({ hasText: orderNo });
  await expect(rowOfOrder).toHaveCount(1);
  await expect(rowOfOrder).toContainText('韩*梅');
  await expect(rowOfOrder).not.toContainText(mobile);
  await noSideScroll(phone);
  expect(await blockingFindings(phone, 'storefront lookup')).toEqual([]);
  await customer.close();
});

test('an unknown link or an address the storefront does not know says so, never a blank page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/store/ffffffffffff/goods/1');
  await expect(page.getByTestId('store-notice')).toContainText('链接无效或已失效');
  // The server's answer, not a failed connection: nothing to try again.
  await expect(page.getByRole('button')).toHaveCount(0);
  expect(await blockingFindings(page, 'storefront notice')).toEqual([]);
  await page.goto('/store/nothing-here');
  await expect(page.getByTestId('store-notice')).toBeVisible();
});
