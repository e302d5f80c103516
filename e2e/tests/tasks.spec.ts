import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ENDPOINTS } from '@console/contract';
import { apiUrl } from './api-support';
import { signIn } from './support';

// One merchant for this file (the read state of notices and the tasks live in the database).
const ACCOUNT = '13800000062';

/** Signs in and confirms the pop-up notice when the merchant info has one. */
async function signInPastPopup(page: Page) {
  const info = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.merchantInfo)) && r.ok());
  await signIn(page, ACCOUNT);
  const body = (await (await info).json()) as { data: { notice: { title: string } | null } };
  if (body.data.notice) {
    const confirm = page.getByTestId('notice-modal-confirm');
    await confirm.click();
    await expect(confirm).toBeHidden();
  }
  await expect(page.getByTestId('task-popover')).toBeVisible();
}

test('export the notices through the naming modal, then download the file from the task popover', async ({
  page,
}) => {
  await signInPastPopup(page);
  await page.goto('#/notices');
  await expect(page.getByTestId('notices-row-title')).toHaveCount(3);

  await page.getByTestId('notices-export').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('export-task-name') });
  const name = dialog.getByTestId('export-task-name');
  // Default name: the page title, the total and the time.
  await expect(name).toHaveValue(/^公告列表_3_\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(name).toHaveAttribute('placeholder', '请输入任务名称');

  await name.fill('');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toContainText('请输入任务名称！');

  const taskName = `公告导出-${Date.now()}`;
  await name.fill(taskName);
  const exported = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.noticeExport)));
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  const answer = (await (await exported).json()) as { code: number; data: { task_id: number } };
  expect(answer.code).toBe(1);
  expect((await exported).request().postDataJSON()).toEqual({
    unread_only: false,
    keyword: '',
    task_name: taskName,
  });

  const success = page.locator('.ant-modal-confirm-success');
  await expect(success).toContainText('提交导出请求成功');
  await success.getByRole('button', { name: '前往任务列表' }).click();
  await expect(page).toHaveURL(/#\/tasks$/);
  const row = page.locator('.ant-table-row').filter({ hasText: taskName });
  await expect(row.getByTestId('task-row-download')).toBeVisible({ timeout: 30_000 });

  // The header popover asks for the list again when it opens (the links are signed and expire).
  const listed = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.taskList)));
  await page.getByTestId('task-popover').click();
  await listed;
  const item = page.getByTestId('task-item').filter({ hasText: taskName });
  await expect(item).toHaveAttribute('href', /\/api\/download\/file\/\d+\?expires=\d+&sig=[0-9a-f]{64}$/);
  await expect(item).toHaveAttribute('download', '');

  const downloading = page.waitForEvent('download');
  await item.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${taskName}.xlsx`);
  const file = await download.path();
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 2).toString()).toBe('PK'); // an xlsx is a zip
});

test('a packing task shows its progress, and a click only says it is packing', async ({ page }) => {
  // No live stream here (cut, as on a network that drops it): the popover polls as it does
  // whenever the stream is down.
  await page.route('**/api/events', (route) => route.abort());
  await signInPastPopup(page);
  const packing = {
    id: 990001,
    name: '订单导出（打包中）',
    url: '',
    status: 3,
    progress: 42,
    rows: 0,
    create_time: new Date().toISOString(),
    finish_time: null,
    error: '',
  };
  // The real job is too quick to be seen packing: the list answers with a packing task while
  // this route is in place (the popover polls it every 3 s meanwhile, the stream being down).
  let asked = 0;
  await page.route(`**${apiUrl(ENDPOINTS.taskList)}`, async (route) => {
    asked += 1;
    await route.fulfill({ json: { code: 1, msg: '', data: { list: [packing], total: 1 } } });
  });
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));

  await page.getByTestId('task-popover').click();
  const item = page.getByTestId('task-item').filter({ hasText: packing.name });
  await expect(item).toHaveAttribute('data-status', '3');
  await expect(item).toContainText('打包中');
  await expect(item.getByRole('progressbar')).toHaveAttribute('value', '42');
  await expect(item).toContainText('42%');
  await expect(item).not.toHaveAttribute('href', /./);
  await item.click();
  await expect(page.locator('.ant-message')).toContainText('文件正在打包中，请稍后再试');
  expect(downloads).toEqual([]);
  // Packing: the list is asked again every 3 s.
  const before = asked;
  await expect.poll(() => asked, { timeout: 8_000 }).toBeGreaterThan(before);

  // The refresh link asks again at once; done, the task downloads.
  await page.unroute(`**${apiUrl(ENDPOINTS.taskList)}`);
  await page.route(`**${apiUrl(ENDPOINTS.taskList)}`, (route) =>
    route.fulfill({
      json: {
        code: 1,
        msg: '',
        data: {
          list: [{ ...packing, status: 4, progress: 0, error: '导出失败：模拟的错误' }],
          total: 1,
        },
      },
    }),
  );
  await page.getByTestId('task-popover-refresh').click();
  const failed = page.getByTestId('task-item').filter({ hasText: packing.name });
  await expect(failed).toHaveAttribute('data-status', '4');
  await expect(failed).toContainText('导出失败：模拟的错误');
});
