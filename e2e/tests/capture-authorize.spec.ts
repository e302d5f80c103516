import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenshots, shown } from './money-support';
import { ACCOUNTS, signInShell, typeAddress } from './shell-support';

// Issue 38: a shop that uses the console's app in the platform's app market is authorized on the
// platform's own page. The browser tests' server runs the platforms' fakes (CAPTURE_FAKES), each
// with the console's market app and its authorization page: the merchant adds the shop, goes to
// the fake Pinduoduo's page from the shop's card, agrees there as the shop's owner, and comes
// back to the console with the shop authorized.

/** The fake Pinduoduo's address (the server writes the fakes' addresses into its data folder). */
const fakePdd = (): string => {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'capture-fakes.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { pdd: string }).pdd;
};

const shopCard = (page: Page, shopId: string) =>
  page.locator(`[data-testid="capture-shop"][data-shop="${shopId}"]`).filter({ visible: true });

test("a Pinduoduo shop on the console's market app is authorized on the platform's page", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  // A retry runs on the same server, where the first attempt's shop exists already.
  const shopId = `77${Date.now() % 1_000_000_000}`;
  await signInShell(page, ACCOUNTS.merchant);
  await typeAddress(page, '/catch-order/pdd');

  await shown(page, 'capture-shop-add').click();
  const form = page.getByTestId('capture-shop-form');
  await expect(form).toBeVisible();
  await form.getByTestId('capture-shop-form-mode-market').click();
  await expect(form.getByTestId('capture-shop-form-market-hint')).toBeVisible();
  await expect(form.getByTestId('capture-shop-form-app-key')).toHaveCount(0);
  await form.getByTestId('capture-shop-form-name').fill('拼多多市场授权店');
  await form.getByTestId('capture-shop-form-shop-id').fill(shopId);
  await screenshots(page, info, 'capture-shop-form-market');
  await page.getByTestId('capture-shop-form-save').click();
  await expect(form).toBeHidden();

  const card = shopCard(page, shopId);
  await expect(card.getByTestId('capture-shop-mode')).toHaveAttribute('data-mode', 'market');
  await expect(card.getByTestId('capture-shop-auth')).toHaveAttribute('data-state', 'unauthorized');
  // Without the page there is no token: a test says to authorize.
  await card.getByTestId('capture-shop-test').click();
  await expect(card.getByTestId('capture-shop-test-result')).toHaveAttribute('data-ok', 'false');

  // The platform's page: signed in as this shop's owner, agree.
  const callbacks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/capture/oauth/pdd/callback')) callbacks.push(r.url());
  });
  await card.getByTestId('capture-shop-authorize').click();
  await expect(page.getByTestId('fake-auth-grant')).toBeVisible();
  expect(page.url().startsWith(fakePdd())).toBe(true);
  await screenshots(page, info, 'capture-fake-authorization-page');
  await page.getByTestId('fake-auth-shop').selectOption(shopId);
  await page.getByTestId('fake-auth-grant').click();

  // Back in the console, on the Pinduoduo shops, the shop authorized.
  await expect(shown(page, 'capture-shop-page')).toBeVisible();
  await expect(page.getByText('店铺已授权')).toBeVisible();
  expect(page.url()).not.toContain('authorize=');
  await expect(card.getByTestId('capture-shop-auth')).toHaveAttribute('data-state', 'authorized');
  await card.getByTestId('capture-shop-test').click();
  await expect(card.getByTestId('capture-shop-test-result')).toHaveAttribute('data-ok', 'true');
  await screenshots(page, info, 'capture-shop-authorized');

  // The same answer again (a replayed callback address): refused, nothing changes.
  expect(callbacks).toHaveLength(1);
  await page.goto(callbacks[0]!);
  await expect(page.getByText('授权请求无效、已使用或已过期', { exact: false })).toBeVisible();
  await expect(card.getByTestId('capture-shop-auth')).toHaveAttribute('data-state', 'authorized');
});
