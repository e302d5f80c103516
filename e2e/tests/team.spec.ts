import { expect, test, type Page } from '@playwright/test';
import { ENDPOINTS } from '@console/contract';
import { apiOf } from './api-support';
import { orderRows } from './orders-support';
import { ACCOUNTS, menuNames, signInShell } from './shell-support';
import { DEMO_PASSWORD, staffInviteTokenFor } from './support';

// Issue 41: the owner adds a customer-service member, who signs in, sees only the screens of the
// role, looks an order up but can neither reveal its personal data nor withdraw (the server
// refuses the calls the screens no longer offer), and the owner finds both refusals in the
// operation log.

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await expect(page).toHaveURL(/#\/auth\/login/);
}

test('a customer-service member works within the role, and the owner reads what they tried', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-8);
  const name = `客服${stamp.slice(-4)}`;
  const mobile = `139${stamp}`;

  await signInShell(page, ACCOUNTS.merchant);
  await page.goto('#/account/team');
  await page.getByTestId('team-staff-add').click();
  await page.getByTestId('team-staff-name').fill(name);
  await page.getByTestId('team-staff-mobile').fill(mobile);
  await page.getByTestId('team-staff-role').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^客服$/ })
    .click();
  await page.getByTestId('team-staff-save').click();
  await expect(page.getByTestId('team-staff-table')).toContainText(name);
  await signOut(page);

  // The invitation arrives by SMS; the member sets a password on the page it links to.
  const token = await staffInviteTokenFor(mobile);
  await page.goto(`#/auth/staff-activate?token=${token}`);
  await page.getByTestId('staff-activate-password').fill(DEMO_PASSWORD);
  await page.getByTestId('staff-activate-confirm').fill(DEMO_PASSWORD);
  await page.getByTestId('staff-activate-submit').click();
  await expect(page.getByTestId('staff-activate-done')).toBeVisible();

  await signInShell(page, mobile);
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-member')).toHaveText(name);
  await page.keyboard.press('Escape');
  expect(await menuNames(page, 'top-menu')).toEqual(['Dashboard', 'Order', 'Goods']);

  // Looks an order up, without the control that reveals personal data.
  await page.goto('#/order/list');
  await expect(orderRows(page).first()).toBeVisible();
  const orderId = Number(await orderRows(page).first().getAttribute('data-id'));
  await expect(page.getByTestId('order-reveal')).toHaveCount(0);
  // The withdrawals are not a screen of the role.
  await page.goto('#/withdraw/record');
  await expect(page.locator('.ant-result-403')).toBeVisible();
  // Called anyway, both are refused by the server with the permission error.
  const api = await apiOf(page);
  expect((await api.call(ENDPOINTS.orderDecrypt, { id: orderId })).code).toBe(1003);
  // An empty payload on purpose: the permission is checked before the payload.
  expect((await api.call(ENDPOINTS.withdrawApply, {} as never)).code).toBe(1003);
  await signOut(page);

  // The owner finds both attempts in the operation log, by the member's name.
  await signInShell(page, ACCOUNTS.merchant);
  await page.goto('#/account/log');
  const refused = page
    .locator('tr')
    .filter({ has: page.getByTestId('audit-person').filter({ hasText: name }) })
    .filter({ has: page.locator('[data-outcome="refused"]') });
  await expect(refused.getByTestId('audit-action').filter({ hasText: '查看个人信息' })).toHaveCount(1);
  await expect(refused.getByTestId('audit-action').filter({ hasText: '提现' })).toHaveCount(1);
});
