import fs from 'node:fs';
import { expect, test, type Page, type Response } from '@playwright/test';
import { blockingFindings } from './accessibility-support';
import { choose, shown } from './money-support';
import { ACCOUNTS, signInShell, typeAddress } from './shell-support';

// Issue 39, drill-down: a ledger reference, an anchor session, a sub-merchant row and a top-up
// batch's result each open the list of what they count, and that list shows those rows (the
// statistics figures' drill-down is in statistics.spec.ts). Screenshots go to /tmp/shots-i39-drill.

type Body = Record<string, unknown>;
type Answer = { data: { total: number; list: Body[] } };

/** The next answer of a list call whose payload has `fields` (the link's filter applied). */
function answerOf(page: Page, path: string, fields: Body): Promise<Response> {
  return page.waitForResponse((r) => {
    if (!r.url().endsWith(`/api${path}`)) return false;
    const payload = (r.request().postDataJSON() ?? {}) as Body;
    return Object.entries(fields).every(([key, value]) => payload[key] === value);
  });
}
const answer = async (response: Response) => (await response.json()) as Answer;
const number = (text: string) => Number(text.replaceAll(',', ''));

async function shoot(page: Page, name: string) {
  fs.mkdirSync('/tmp/shots-i39-drill', { recursive: true });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(300); // the shell's layout switches below 768 px
    await page.screenshot({ path: `/tmp/shots-i39-drill/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a ledger reference opens its order, and a top-up charge its batch', async ({ page }) => {
  await signInShell(page, ACCOUNTS.merchant);
  await typeAddress(page, '/account/balance');
  await choose(page, shown(page, 'ledger-type-filter'), '佣金结算');
  // The demo's made-up references (DD…) are no order numbers: plain text; real ones are links.
  const link = shown(page, 'ledger-table').locator('a[data-testid="ledger-reference"]').first();
  await expect(link).toBeVisible();
  const orderNo = (await link.textContent())!;
  await shoot(page, 'ledger');
  expect(await blockingFindings(page, 'ledger')).toEqual([]);
  const listed = answerOf(page, '/apply/index', { order_no: orderNo });
  await link.focus();
  await page.keyboard.press('Enter'); // a real link: the keyboard opens it too
  const orders = await answer(await listed);
  expect(orders.data.total).toBe(1);
  expect(orders.data.list[0]!.order_no).toBe(orderNo);
  await expect(shown(page, 'order-filter-order_no')).toHaveValue(orderNo);
  await expect(page).toHaveURL(/\/order\/list$/);

  await typeAddress(page, '/account/balance');
  await choose(page, shown(page, 'ledger-type-filter'), '话费充值扣款');
  const charge = shown(page, 'ledger-table').locator('a[data-testid="ledger-reference"]').first();
  await expect(charge).toBeVisible();
  const batchNo = (await charge.textContent())!;
  const batches = answerOf(page, '/topup/batches', { batch_no: batchNo });
  await charge.click();
  const found = await answer(await batches);
  expect(found.data.list.map((b) => b.batch_no)).toEqual([batchNo]);
  await expect(shown(page, 'topup-batch-keyword').locator('input')).toHaveValue(batchNo);
});

test("a batch's result counts open its items of that status", async ({ page }) => {
  await signInShell(page, ACCOUNTS.merchant);
  await typeAddress(page, '/recharge');
  const failed = shown(page, 'topup-batch-table').locator('a[data-testid="topup-batch-failed"]').first();
  await expect(failed).toBeVisible();
  const count = number((await failed.textContent())!);
  await shoot(page, 'topup-batches');
  expect(await blockingFindings(page, 'topup-batches')).toEqual([]);
  const items = answerOf(page, '/topup/items', { status: 'failed' });
  await failed.click();
  const listed = await answer(await items);
  expect(listed.data.total).toBe(count);
  expect(new Set(listed.data.list.map((i) => i.status))).toEqual(new Set(['failed']));
  await expect(shown(page, 'topup-item-status-filter')).toContainText('失败');
  await shoot(page, 'topup-items');
});

test("an anchor session's orders count opens the live orders it counts", async ({ page }) => {
  await signInShell(page, ACCOUNTS.merchant);
  await typeAddress(page, '/live/anchor-record');
  const cell = shown(page, 'live-record-table').locator('a[data-testid="live-record-orders"]').first();
  await expect(cell).toBeVisible();
  const count = number((await cell.textContent())!);
  const session = Number(await cell.locator('xpath=ancestor::tr').getAttribute('data-id'));
  await shoot(page, 'anchor-records');
  expect(await blockingFindings(page, 'anchor-records')).toEqual([]);
  const orders = answerOf(page, '/live/orders', { session });
  await cell.click();
  expect((await answer(await orders)).data.total).toBe(count);
  await expect(shown(page, 'live-order-session')).toContainText(`#${session}`);
  await expect(shown(page, 'live-order-table').getByTestId('live-order-row').first()).toBeVisible();
  await shoot(page, 'live-orders-of-session');
  expect(await blockingFindings(page, 'live-orders-of-session')).toEqual([]);
  // The chip's button takes the session off: the list asks without it.
  const all = answerOf(page, '/live/orders', { session: 0 });
  await shown(page, 'live-order-session-remove').click();
  expect((await answer(await all)).data.total).toBeGreaterThanOrEqual(count);
});

test("a sub-merchant's orders count opens 分销订单 through it, and no order detail", async ({ page }) => {
  await signInShell(page, ACCOUNTS.agent);
  await typeAddress(page, '/agent/list');
  const cell = shown(page, 'agent-sub-table').locator('a[data-testid="agent-sub-orders"]').first();
  await expect(cell).toBeVisible();
  const count = number((await cell.textContent())!);
  const child = Number(await cell.locator('xpath=ancestor::tr').getAttribute('data-id'));
  await shoot(page, 'sub-merchants');
  expect(await blockingFindings(page, 'sub-merchants')).toEqual([]);
  const orders = answerOf(page, '/agent/orders', { child_id: child });
  await cell.click();
  expect((await answer(await orders)).data.total).toBe(count);
  await expect(shown(page, 'agent-order-filter-through')).toBeVisible();
  const rows = shown(page, 'agent-order-table').getByTestId('agent-order-row');
  await expect(rows.first()).toBeVisible();
  // The masked row is all an agent sees of a sub-merchant's order: no link out of it.
  await expect(rows.first().locator('a')).toHaveCount(0);
  await shoot(page, 'distribution-through');
  expect(await blockingFindings(page, 'distribution-through')).toEqual([]);
  const reset = answerOf(page, '/agent/orders', { child_id: 0 });
  await shown(page, 'agent-order-filter-reset').click();
  await reset;
  await expect(shown(page, 'agent-order-filter-through')).toHaveCount(0);
});
