import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../../packages/contract/src/money/constants';
import { ENDPOINTS, type Envelope, type PayloadIn, type ResultOf } from '@console/contract';
import { apiUrl } from './api-support';
import { png } from './gallery-support';
import { pickDays } from './support';
import { choose, screenshots, shown } from './money-support';
import { ACCOUNTS, signInShell, typeAddress } from './shell-support';

// The demo seed gives every merchant that shows work orders 24 complaints of every status and
// type, some of them overdue; the demo partner (COMPLAINT_SIMULATOR) may add more while the tests
// run, so counts are read as "at least" and the complaints a test works on are its own, forwarded
// through the partner's signed webhook.
const SEEDED = 24;
const PATH = '/order/complaint-work-order-list';

const rows = (page: Page) => shown(page, 'complaint-table').locator('.ant-table-row');
const drawer = (page: Page) => page.getByTestId('complaint-drawer').filter({ visible: true });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The webhook secret the server generated into its data folder (the e2e config sets none). */
function webhookSecret(): string {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'secrets.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { WEBHOOK_SECRET: string }).WEBHOOK_SECRET;
}

/** The partner forwards a complaint about one of the merchant's orders; answers its work order number. */
async function forwardComplaint(
  request: APIRequestContext,
  complaint: Omit<PayloadIn<typeof ENDPOINTS.complaintWebhook>, 'event_id'>,
): Promise<string> {
  // A signed call: the signature covers the exact bytes, so the body is built here (typed by the table).
  const webhook = ENDPOINTS.complaintWebhook;
  const raw = JSON.stringify({ event_id: randomUUID(), ...complaint } satisfies PayloadIn<typeof webhook>);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', webhookSecret()).update(`${timestamp}.${raw}`).digest('hex');
  const response = await request.post(apiUrl(webhook), {
    data: raw,
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_SIGNATURE_HEADER]: signature,
      [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
    },
  });
  const body = (await response.json()) as Envelope<ResultOf<typeof webhook>>;
  expect(body.code).toBe(1);
  return body.data.work_order_no;
}

/** Opens the complaint list of the merchant and waits for its rows. */
async function openList(page: Page) {
  await signInShell(page, ACCOUNTS.merchant);
  await typeAddress(page, PATH);
  await expect(shown(page, 'complaints-page')).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

/** An order number of the merchant, read from its complaints. */
const someOrderNo = async (page: Page) =>
  ((await rows(page).first().getByTestId('complaint-order-no').textContent()) ?? '').trim();

/** Shows only the complaints of one order (typed whole: a partial number is not sent). */
async function filterByOrder(page: Page, orderNo: string) {
  await shown(page, 'complaint-filter-order-no').fill(orderNo);
  await expect(rows(page).getByTestId('complaint-order-no')).not.toHaveText([]);
  await expect
    .poll(async () => [...new Set(await rows(page).getByTestId('complaint-order-no').allTextContents())])
    .toEqual([orderNo]);
}

test('the list: filters by status, type, order number and dates; deadlines and overdue marks', async ({
  page,
}, info) => {
  await openList(page);
  const list = shown(page, 'complaints-page');
  const total = async () => Number(/共 (\d+) 条/.exec((await list.textContent()) ?? '')?.[1] ?? NaN);
  await expect.poll(total).toBeGreaterThanOrEqual(SEEDED);
  const all = await total();
  await expect(rows(page)).toHaveCount(10);
  // Masked contacts only.
  await expect(rows(page).getByTestId('complaint-contact').first()).toHaveAttribute('data-revealed', 'false');
  await expect(rows(page).getByTestId('complaint-contact').first()).toContainText('*');
  await screenshots(page, info, 'complaint-list');

  // By status: every row says it, and the counts of the four statuses add up to the whole.
  let sum = 0;
  for (const [label, status] of [
    ['待处理', 'pending'],
    ['处理中', 'processing'],
    ['已解决', 'resolved'],
    ['已关闭', 'closed'],
  ] as const) {
    await choose(page, shown(page, 'complaint-filter-status'), label);
    await expect
      .poll(async () => [
        ...new Set(
          await rows(page)
            .getByTestId('complaint-status')
            .evaluateAll((els: { getAttribute(n: string): string | null }[]) =>
              els.map((e) => e.getAttribute('data-status')),
            ),
        ),
      ])
      .toEqual([status]);
    sum += await total();
  }
  expect(sum).toBe(all);
  // Resolved and closed complaints have no deadline to keep: no overdue mark, a view instead of a handling.
  await expect(rows(page).getByTestId('complaint-overdue')).toHaveCount(0);
  await expect(rows(page).getByTestId('complaint-handle')).toHaveCount(0);
  await expect(rows(page).getByTestId('complaint-view').first()).toHaveText(/查\s*看/);

  // Open complaints that arrived more than three days ago are past their 48 hours: all overdue.
  await choose(page, shown(page, 'complaint-filter-status'), '待处理');
  await pickDays(shown(page, 'complaint-dates'), { start: day(-400), end: day(-3) });
  await expect(rows(page).first()).toBeVisible();
  const old = await rows(page).count();
  await expect(rows(page).getByTestId('complaint-overdue')).toHaveCount(old);
  await expect(rows(page).getByTestId('complaint-overdue').first()).toHaveText('已超时');
  // A range in the future holds nothing: the list says the filters match nothing (not "nothing
  // yet", issue 39's defect 17).
  await pickDays(shown(page, 'complaint-dates'), { start: day(400), end: day(401) });
  await expect(rows(page)).toHaveCount(0);
  await expect(list).toContainText('没有符合筛选条件的记录');
  await shown(page, 'complaint-filter-reset').click();
  await expect.poll(total).toBeGreaterThanOrEqual(all);

  // By type, with the labels the server gives.
  await choose(page, shown(page, 'complaint-filter-type'), '资费争议');
  await expect(rows(page).first()).toBeVisible();
  await expect
    .poll(async () => [...new Set(await rows(page).getByTestId('complaint-type').allTextContents())])
    .toEqual(['资费争议']);
  await shown(page, 'complaint-filter-reset').click();

  // By order number: a partial number is marked and not sent; a whole one filters.
  const orderNo = await someOrderNo(page);
  const searched: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(apiUrl(ENDPOINTS.complaintList)))
      searched.push((r.postDataJSON() as { order_no: string }).order_no);
  });
  await shown(page, 'complaint-filter-order-no').fill(orderNo.slice(0, 10));
  await expect(shown(page, 'complaint-filter-order-no-error')).toHaveText('订单号应为 18 位数字');
  await filterByOrder(page, orderNo);
  await expect(shown(page, 'complaint-filter-order-no-error')).toBeHidden();
  expect(searched.filter((s) => s !== '' && s !== orderNo)).toEqual([]);
});

test('a complaint handled: the reply, a status change and attachments in the timeline', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  await openList(page);
  const orderNo = await someOrderNo(page);
  const content = `客户反映套餐外流量被重复扣费（e2e ${Date.now()}）`;
  const workOrderNo = await forwardComplaint(request, {
    order_no: orderNo,
    type: 'billing',
    content,
    contact: '13912345678',
  });
  await filterByOrder(page, orderNo);
  const row = rows(page).filter({ hasText: workOrderNo });
  await expect(row.getByTestId('complaint-status')).toHaveText('待处理');
  await expect(row.getByTestId('complaint-deadline')).toHaveAttribute('data-state', 'open');
  await row.getByTestId('complaint-handle').click();

  const panel = drawer(page);
  await expect(panel).toContainText(`工单 ${workOrderNo}`);
  await expect(panel.getByTestId('complaint-content')).toHaveText(content);
  const events = panel.getByTestId('complaint-event');
  await expect(events).toHaveCount(1);
  await expect(events.first()).toHaveAttribute('data-kind', 'arrival');
  await expect(events.first()).toContainText('收到投诉');
  // The contact can be revealed here too: the confirmation comes above the drawer.
  await expect(panel.getByTestId('complaint-contact')).toHaveText('139****5678');
  await panel.getByTestId('complaint-reveal').click();
  await page
    .locator('.ant-modal-confirm')
    .filter({ visible: true })
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await expect(panel.getByTestId('complaint-contact')).toHaveText('13912345678');

  // The reply is required.
  await panel.getByTestId('complaint-submit').click();
  await expect(panel).toContainText('请输入回复内容');
  // Only the changes the life cycle allows from pending, and keeping it.
  await expect(panel.getByTestId('complaint-next-status').locator('input[type=radio]')).toHaveCount(4);
  await expect(panel.getByTestId('complaint-next-status')).toHaveText(
    /^待处理（不变）\s*处理中\s*已解决\s*已关闭$/,
  );
  await expect(panel.getByTestId('complaint-next-pending')).toBeChecked();

  await panel.getByTestId('complaint-note').fill('已联系客户核实，多扣费用将在 3 个工作日内退还。');
  await panel.getByTestId('complaint-next-processing').click();
  // One image uploaded from here (into the complaint library)…
  const added = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.addComplaintFile)));
  await panel.getByTestId('complaint-attachments-input').setInputFiles({
    name: '退款凭证.png',
    mimeType: 'image/png',
    buffer: png(320, 240, [22, 119, 255]),
  });
  expect(((await (await added).json()) as { code: number }).code).toBe(1);
  await expect(panel.getByTestId('complaint-attachments-item')).toHaveCount(1);
  // …and one picked from it: the demo library holds a handling screenshot.
  await panel.getByTestId('complaint-attachments-open').click();
  const library = page.getByTestId('image-library-modal');
  await expect(library).toBeVisible();
  // The upload is there already, selected (the library opens with the field's images).
  // Each tile names its image on its checkbox (the tile is a list item: issue 14).
  await expect(library.getByRole('checkbox', { name: '退款凭证.png', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await library
    .getByRole('checkbox', { name: /^处理截图/ })
    .first()
    .click();
  await page
    .locator('.ant-modal')
    .filter({ has: library })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(panel.getByTestId('complaint-attachments-item')).toHaveCount(2);
  await screenshots(page, info, 'complaint-drawer-form');

  const handled = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.complaintHandle)));
  await panel.getByTestId('complaint-submit').click();
  const sent = (await handled).request().postDataJSON() as { status: string; image_ids: number[] };
  expect(sent.status).toBe('processing');
  expect(sent.image_ids).toHaveLength(2);
  await expect(page.locator('.ant-message-notice')).toContainText('工单已处理');

  // The timeline: the arrival, then the change with its note and both images.
  await expect(events).toHaveCount(2);
  const change = events.nth(1);
  await expect(change).toHaveAttribute('data-kind', 'change');
  await expect(change).toContainText('状态变更：待处理 → 处理中');
  await expect(change).toContainText('已联系客户核实');
  await expect(change.getByTestId('complaint-event-attachment')).toHaveCount(2);
  // The form now starts from the new status; the list behind follows.
  await expect(panel.getByTestId('complaint-next-status')).toHaveText(/^处理中（不变）\s*已解决\s*已关闭$/);
  await expect(panel.getByTestId('complaint-next-processing')).toBeChecked();
  await expect(panel.getByTestId('complaint-attachments-item')).toHaveCount(0);
  await expect(row.getByTestId('complaint-status')).toHaveText('处理中');
  await screenshots(page, info, 'complaint-drawer-timeline');

  // A reply that keeps the status, then the closing: no more handling.
  await panel.getByTestId('complaint-note').fill('运营商已受理退款申请。');
  await panel.getByTestId('complaint-submit').click();
  await expect(events).toHaveCount(3);
  await expect(events.nth(2)).toHaveAttribute('data-kind', 'reply');
  await expect(events.nth(2)).toContainText('回复（状态不变）');
  await panel.getByTestId('complaint-note').fill('退款已到账，客户确认，工单关闭。');
  await panel.getByTestId('complaint-next-closed').click();
  await panel.getByTestId('complaint-submit').click();
  await expect(events).toHaveCount(4);
  await expect(events.nth(3)).toContainText('状态变更：处理中 → 已关闭');
  await expect(panel.getByTestId('complaint-closed')).toHaveText('工单已关闭，不能再处理');
  await expect(panel.getByTestId('complaint-handle-form')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('complaint-status')).toHaveText('已关闭');
  await expect(row.getByTestId('complaint-view')).toBeVisible();
});

test('the contact is revealed after a confirmation, recorded by the server, and forgotten with the rows', async ({
  page,
  request,
}) => {
  await openList(page);
  const orderNo = await someOrderNo(page);
  const workOrderNo = await forwardComplaint(request, {
    order_no: orderNo,
    type: 'network',
    content: '客户反映小区信号差，经常无法接通。',
    contact: '13987654321',
  });
  await filterByOrder(page, orderNo);
  const row = rows(page).filter({ hasText: workOrderNo });
  const contact = row.getByTestId('complaint-contact');
  await expect(contact).toHaveText('139****4321');

  // Cancelled: nothing asked.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(apiUrl(ENDPOINTS.complaintDecrypt))) asked.push(r.postData() ?? '');
  });
  await contact.getByTestId('complaint-reveal').click();
  const confirm = page.locator('.ant-modal-confirm').filter({ visible: true });
  await expect(confirm).toContainText('查看完整联系方式？');
  await expect(confirm).toContainText('本次查看将被记录');
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(contact).toHaveAttribute('data-revealed', 'false');
  expect(asked).toEqual([]);

  // Confirmed: one call, the whole contact in the row and in the drawer.
  const revealed = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.complaintDecrypt)));
  await contact.getByTestId('complaint-reveal').click();
  await confirm.getByRole('button', { name: /查\s*看/ }).click();
  expect(((await (await revealed).json()) as { code: number }).code).toBe(1);
  await expect(contact).toHaveText('13987654321');
  await expect(contact).toHaveAttribute('data-revealed', 'true');
  expect(asked).toHaveLength(1);
  await row.getByTestId('complaint-handle').click();
  await expect(drawer(page).getByTestId('complaint-contact')).toHaveText('13987654321');
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();

  // Other rows on screen (a filter changed): the contact is masked again.
  await choose(page, shown(page, 'complaint-filter-type'), '网络信号');
  await expect(row.getByTestId('complaint-contact')).toHaveText('139****4321');
  expect(asked).toHaveLength(1);
});

test('on a phone: cards instead of the table, the drawer over the whole width', async ({ page }, info) => {
  await openList(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const cards = shown(page, 'complaint-cards').getByTestId('complaint-card');
  await expect(cards).toHaveCount(10);
  await expect(shown(page, 'complaint-table')).toHaveCount(0);
  // Nothing wider than the screen.
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
  await cards.first().getByRole('button').last().click();
  const panel = drawer(page);
  await expect(panel.getByTestId('complaint-timeline')).toBeVisible();
  const box = await page.locator('.ant-drawer-content-wrapper').filter({ visible: true }).boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(375);
  await page.screenshot({ path: info.outputPath('complaint-drawer-375.png') });
});
