import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { choose, shown } from './money-support';
import { ENDPOINTS } from '@console/contract';
import { apiUrl, dataOf } from './api-support';
import {
  chooseGoods,
  downloadTask,
  downloadText,
  idNumber,
  nextList,
  openOrders,
  orderRow,
  phoneNumber,
  pickMenu,
  readXlsx,
  statusTab,
  type ListBody,
} from './orders-support';

// Spreadsheets of the order list: the export through the naming modal and the task popover, the
// import of orders and of remarks with their templates, each a task whose file is the report.

const exportDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByTestId('export-task-name') });
const sheetModal = (page: Page) =>
  page.locator('.ant-modal').filter({ has: page.getByTestId('order-sheet-modal') });

/** Downloads a template through the modal's button; answers its header line (without the BOM). */
async function templateHeader(page: Page, format: 'csv' | 'xlsx'): Promise<string> {
  const downloading = page.waitForEvent('download');
  await sheetModal(page).getByTestId(`order-template-${format}`).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
  if (format === 'xlsx') {
    const sheets = await readXlsx(await download.path());
    return Object.values(sheets)[0]![0]!.join(',');
  }
  return (await downloadText(download)).replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
}

test('export the filtered list, masked and in full, then download it from the task popover', async ({
  page,
}) => {
  await openOrders(page);
  const answer = nextList(page, (p) => p.status === 'cancelled');
  await statusTab(page, 'cancelled').click();
  const { body } = await answer;
  expect(body.total).toBeGreaterThan(0);

  // Masked: the naming modal with its default name, then the task popover.
  await pickMenu(page, 'order-export', 'order-export-masked');
  const name = exportDialog(page).getByTestId('export-task-name');
  await expect(name).toHaveValue(
    new RegExp(`^订单列表_${body.total}_\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$`),
  );
  const taskName = `已取消订单-${Date.now()}`;
  await name.fill(taskName);
  const exported = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.orderExport)));
  await exportDialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  expect((await exported).request().postDataJSON()).toMatchObject({
    status: 'cancelled',
    goods_id: 0,
    source: '',
    flag: -1,
    full: false,
    task_name: taskName,
  });
  const success = page.locator('.ant-modal-confirm-success');
  await expect(success).toContainText('提交导出请求成功');
  await success.locator('.ant-modal-close').click();

  const download = await downloadTask(page, taskName);
  expect(download.suggestedFilename()).toBe(`${taskName}.xlsx`);
  const sheets = await readXlsx(await download.path());
  const rows = Object.values(sheets)[0]!;
  expect(rows.length - 1).toBe(body.total);
  const text = rows.slice(1).flat().join(' ');
  expect(text).toMatch(/1\d{2}\*{4}\d{4}/);
  expect(text).not.toMatch(/\b1[3-9]\d{9}\b/);

  // In full: a confirmation first; the file holds whole phone numbers.
  const order = body.list[0]!;
  await shown(page, 'order-filter-order_no').fill(order.order_no);
  const one = nextList(page, (p) => p.order_no === order.order_no);
  await shown(page, 'order-filter-search').click();
  await one;
  await pickMenu(page, 'order-export', 'order-export-full');
  const warning = page.locator('.ant-modal-confirm').filter({ hasText: '导出完整个人信息' });
  await expect(warning).toContainText('本次导出会被记录');
  await warning.getByRole('button', { name: /继\s*续/ }).click();
  await expect(warning).toBeHidden();
  await expect(name).toHaveValue(/^订单列表（完整信息）_1_/);
  const fullName = `完整导出-${Date.now()}`;
  await name.fill(fullName);
  const full = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.orderExport)));
  await exportDialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  expect((await full).request().postDataJSON()).toMatchObject({ order_no: order.order_no, full: true });
  await page.locator('.ant-modal-confirm-success .ant-modal-close').click();
  const { phone } = await dataOf(page, ENDPOINTS.orderDecrypt, { id: order.id });
  const fullRows = Object.values(await readXlsx(await (await downloadTask(page, fullName)).path()))[0]!;
  expect(fullRows).toHaveLength(2);
  expect(fullRows[1]!.join(' ')).toContain(phone);
});

test('import orders from a csv with good and bad rows: the task, its report, the new order', async ({
  page,
}, info) => {
  await openOrders(page);
  await pickMenu(page, 'order-import', 'order-import-orders');
  const modal = sheetModal(page);
  await expect(modal).toContainText('支持 xlsx、csv 文件，最大 10 MB，最多 50,000 行');
  // Both templates; the xlsx and the csv have the same columns.
  const header = await templateHeader(page, 'csv');
  expect(header).toBe('客户姓名,手机号,身份证号,省,市,区/县,详细地址,备注');
  expect(await templateHeader(page, 'xlsx')).toBe(header);

  // Nothing chosen: the modal says what is missing.
  await modal.getByTestId('order-sheet-submit').click();
  await expect(modal.getByTestId('order-sheet-error')).toHaveText('请选择商品');

  // A goods on sale (an order's goods may have been withdrawn since: the select offers only these).
  const onSale = await dataOf(page, ENDPOINTS.goodsList, { page_size: 1, status: 1 });
  const goods = onSale.list[0]!.name;
  await chooseGoods(page, modal.getByTestId('order-import-goods'), goods);
  await modal.getByTestId('order-sheet-submit').click();
  await expect(modal.getByTestId('order-sheet-error')).toHaveText('请选择文件');
  await modal.getByTestId('order-sheet-file').setInputFiles({
    name: 'orders.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(modal.getByTestId('order-sheet-error')).toHaveText('只支持 xlsx 或 csv 文件');

  const phone = phoneNumber();
  const id = idNumber();
  const badId = `${id.slice(0, 17)}${id[17] === '0' ? '1' : '0'}`;
  const lines = [
    header,
    `王小明,${phone},${id},北京市,北京市,朝阳区,建国路88号,e2e 导入`,
    `李四,12345,${idNumber()},北京市,北京市,朝阳区,建国路89号,`,
    `赵六,${phoneNumber()},${badId},北京市,北京市,朝阳区,建国路90号,`,
    `王小明,${phoneNumber()},${id},北京市,北京市,朝阳区,建国路91号,`,
  ];
  const fileName = `orders-${Date.now()}.csv`;
  const file = info.outputPath(fileName);
  fs.writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  await modal.getByTestId('order-sheet-file').setInputFiles(file);
  await expect(modal.getByTestId('order-sheet-file-name')).toHaveText(fileName);
  await choose(page, modal.getByTestId('order-import-source'), '直播间');
  const uploaded = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.orderImport)));
  await modal.getByTestId('order-sheet-submit').click();
  const answer = (await (await uploaded).json()) as { code: number; data: { task_id: number } };
  expect(answer.code).toBe(1);
  expect(answer.data.task_id).toBeGreaterThan(0);
  const submitted = page.locator('.ant-modal-confirm-success');
  await expect(submitted).toContainText('导入任务已提交');
  await expect(submitted.getByTestId('order-sheet-submitted')).toContainText('右上角的下载任务');
  await submitted.locator('.ant-modal-close').click();

  // The task's file is the report: each refused row with its reason.
  const report = await readXlsx(
    await (await downloadTask(page, `导入订单：${fileName.replace(/\.csv$/, '')}`)).path(),
  );
  const refused = report['未导入的行']!;
  expect(refused[0]).toEqual(['行号', '原因']);
  expect(refused.slice(1).map((r) => r[0])).toEqual(['3', '4', '5']);
  expect(refused[1]![1]).toContain('手机号');
  expect(refused[2]![1]).toContain('身份证');
  expect(refused[3]![1]).toBe('身份证号与第 2 行重复');
  const summary = Object.fromEntries(report['汇总']!.map((r): [string, string] => [r[0] ?? '', r[1] ?? '']));
  expect(summary).toMatchObject({ 成功: '1', 失败: '3', 商品: goods });

  // The accepted row is a new order of the goods, from the live room.
  await shown(page, 'order-filter-phone').fill(phone);
  const found = nextList(page, (p) => p.phone === phone);
  await shown(page, 'order-filter-search').click();
  const { body } = await found;
  expect(body.list).toHaveLength(1);
  expect(body.list[0]).toMatchObject({ goods_name: goods, source: 'live', remark: 'e2e 导入' });
  await expect(orderRow(page, body.list[0]!.id).getByTestId('order-source')).toHaveText('直播间');
});

test('update remarks from a sheet: the report names the order numbers not found', async ({ page }, info) => {
  const first: ListBody = await openOrders(page);
  const [a, b] = first.list.filter((o) => o.editable);
  await pickMenu(page, 'order-import', 'order-import-remarks');
  const modal = sheetModal(page);
  await expect(modal).toContainText('表格两列：订单号、备注');
  const header = await templateHeader(page, 'csv');
  expect(header).toBe('订单号,备注');

  const stamp = Date.now() % 100000;
  const fileName = `remarks-${Date.now()}.csv`;
  const file = info.outputPath(fileName);
  fs.writeFileSync(
    file,
    [
      header,
      `${a!.order_no},批量备注 ${stamp}`,
      `${b!.order_no},批量备注 ${stamp}-2`,
      '202001010000000001,找不到',
      '',
    ].join('\n'),
  );
  await modal.getByTestId('order-sheet-file').setInputFiles(file);
  const uploaded = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.orderRemarkImport)));
  await modal.getByTestId('order-sheet-submit').click();
  expect(((await (await uploaded).json()) as { code: number }).code).toBe(1);
  const submitted = page.locator('.ant-modal-confirm-success');
  await expect(submitted).toContainText('备注更新任务已提交');
  await submitted.locator('.ant-modal-close').click();

  const report = await readXlsx(
    await (await downloadTask(page, `修改备注：${fileName.replace(/\.csv$/, '')}`)).path(),
  );
  expect(report['未导入的行']!.slice(1)).toEqual([['4', '订单不存在：202001010000000001']]);

  // The list, read again, shows the new remarks.
  await shown(page, 'order-refresh').click();
  await expect(orderRow(page, a!.id).getByTestId('order-remark')).toHaveText(`批量备注 ${stamp}`);
  await expect(orderRow(page, b!.id).getByTestId('order-remark')).toHaveText(`批量备注 ${stamp}-2`);
});
