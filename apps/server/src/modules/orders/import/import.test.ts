import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import { ApiPath, Code, ORDER_IMPORT_COLUMNS, ENDPOINTS } from '@console/contract';
import { orders, orderStatusHistory } from '../tables';
import { rolePermissions } from '../../auth/tables';
import { tasks } from '../../../db/tables';
import { openCustomer } from '../../../lib/personal-data';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeGoods } from '../../goods/test-support';
import { makeMerchant, signIn, waitForTask } from '../../../test/factories';
import { testIdNumber } from '../test-support';
import { importReport, orderImportRow as row, uploadFile, xlsxOf, ZH_HEADERS } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function merchantWithGoods() {
  const m = await makeMerchant(t.ctx);
  const g = await makeGoods(t.ctx, m.partnerId);
  return { m, g, token: await signIn(t.ctx, m.id) };
}

const ordersOf = (merchantId: number) =>
  t.ctx.db.select().from(orders).where(eq(orders.merchantId, merchantId)).orderBy(asc(orders.id));
const importFiles = async (merchantId: number) =>
  fs.readdir(path.join(t.dataDir, 'files', 'imports', String(merchantId))).catch(() => [] as string[]);

describe('POST /apply/upload: orders from a spreadsheet', () => {
  it('commits the good rows, changes nothing for the bad ones, and reports each with its reason', async () => {
    const { m, g, token } = await merchantWithGoods();
    const file = await xlsxOf([
      ZH_HEADERS,
      row(1, { remark: '=HYPERLINK("http://evil.example","x")' }),
      row(2, { phone: '12345' }), // bad phone
      row(3),
      [], // a blank row is skipped, not reported
      row(4, { id_number: '110101199001010001' }), // wrong check character
      row(5, { customer_name: '', district: '' }), // two fields missing
      row(6, { id_number: testIdNumber(1) }), // the same customer as row 2
      row(7, { remark: 'x'.repeat(201) }),
      row(8, { phone: '13900001108', id_number: testIdNumber(8).toLowerCase() }),
    ]);
    const before = (await t.ctx.db.select({ n: count() }).from(orders))[0]!.n;
    const res = await uploadFile(
      t,
      ApiPath.orderImport,
      token,
      { name: '客户名单.xlsx', data: file },
      {
        goods_id: String(g.id),
        source: 'douyin',
      },
    );
    expect(res).toMatchObject({ code: Code.ok });

    const report = await importReport(t, token, res.data.task_id);
    expect(report.task).toMatchObject({ status: 1, progress: 100, rowCount: 8, kind: 'order_import' });
    expect(report.listed).toMatchObject({ name: '导入订单：客户名单', status: 1, error: '' });
    expect(report.header).toEqual(['行号', '原因']);
    expect(report.rejected).toEqual([
      [3, '手机号：手机号格式不正确'],
      [6, '身份证号：身份证号码不正确'],
      [7, '客户姓名：请输入客户姓名（最多30个字符）\n区/县：请填写完整的收货地址'],
      [8, '身份证号与第 2 行重复'],
      [9, '备注：备注最多200个字符'],
    ]);
    expect(Object.fromEntries(report.summary)).toMatchObject({
      文件: '客户名单.xlsx',
      数据行数: 8,
      成功: 3,
      失败: 5,
      商品: g.name,
      订单来源: '抖音',
    });

    // Exactly the three good rows became orders, pending, with the import's source and history.
    const made = await ordersOf(m.id);
    expect((await t.ctx.db.select({ n: count() }).from(orders))[0]!.n).toBe(before + 3);
    expect(made.map((o) => [o.nameMasked, o.source, o.status, o.goodsId])).toEqual([
      ['客*1', 'douyin', 'pending', g.id],
      ['客*3', 'douyin', 'pending', g.id],
      ['客*8', 'douyin', 'pending', g.id],
    ]);
    const first = openCustomer(t.ctx.secrets.dataKey, made[0]!);
    expect(first).toEqual({
      name: '客户1',
      phone: '13900000001',
      idNumber: testIdNumber(1),
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      address: '科技园1号',
    });
    expect(made[0]!.remark).toBe('=HYPERLINK("http://evil.example","x")'); // stored as the text it is
    expect(openCustomer(t.ctx.secrets.dataKey, made[2]!).idNumber).toBe(testIdNumber(8)); // x read as X
    const history = await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, made[0]!.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'pending', source: 'import' }]);
    // The uploaded file (personal data in clear) is gone; only the report remains.
    expect((await importFiles(m.id)).filter((f) => !f.endsWith('-report.xlsx'))).toEqual([]);
  });

  it('reports in the language of the request that uploaded the file', async () => {
    const { g, token } = await merchantWithGoods();
    const file = await xlsxOf([ZH_HEADERS, row(20, { phone: '1' })]);
    const res = await uploadFile(
      t,
      ApiPath.orderImport,
      token,
      { name: 'orders.xlsx', data: file },
      { goods_id: String(g.id) },
      'en-US',
    );
    const report = await importReport(t, token, res.data.task_id);
    expect(report.header).toEqual(['Row', 'Reason']);
    expect(report.rejected).toEqual([[2, 'Phone: Invalid phone number']]);
    expect(report.summary.get('Order source')).toBe('Import');
  });

  it('refuses another partner’s goods, goods off sale, bad settings and a missing file, storing nothing', async () => {
    const { m, token } = await merchantWithGoods();
    const file = await xlsxOf([ZH_HEADERS, row(30)]);
    const stranger = await makeGoods(t.ctx, m.partnerId + 1);
    const offSale = await makeGoods(t.ctx, m.partnerId, { onSale: false });
    for (const goodsId of [stranger.id, offSale.id, 999_999]) {
      const res = await uploadFile(
        t,
        ApiPath.orderImport,
        token,
        { name: 'a.xlsx', data: file },
        {
          goods_id: String(goodsId),
        },
      );
      expect(res).toMatchObject({ code: Code.goodsUnavailable, msg: '商品不存在或已下架' });
    }
    const bad = await uploadFile(
      t,
      ApiPath.orderImport,
      token,
      { name: 'a.xlsx', data: file },
      {
        goods_id: 'abc',
      },
    );
    expect(bad.code).toBe(Code.validation);
    const badSource = await uploadFile(
      t,
      ApiPath.orderImport,
      token,
      { name: 'a.xlsx', data: file },
      {
        goods_id: String(offSale.id),
        source: 'fax',
      },
    );
    expect(badSource.code).toBe(Code.validation);
    const { payload, contentType } = (await import('../../../test/multipart')).multipart(
      { goods_id: '1' },
      [],
    );
    const none = await t.inject({
      method: 'POST',
      url: `/api${ApiPath.orderImport}`,
      payload,
      headers: { 'content-type': contentType, token },
    });
    expect(none.json()).toMatchObject({ code: Code.validation, msg: 'file：缺少此字段' });
    expect(await t.ctx.db.select().from(tasks).where(eq(tasks.merchantId, m.id))).toEqual([]);
    expect(await importFiles(m.id)).toEqual([]);
  });

  it('needs the import action of the order list', async () => {
    const { m, g, token } = await merchantWithGoods();
    await t.ctx.db
      .update(rolePermissions)
      .set({ actions: ['query', 'export'] })
      .where(and(eq(rolePermissions.merchantId, m.id), eq(rolePermissions.permissionId, 'order')));
    const file = await xlsxOf([ZH_HEADERS, row(40)]);
    const res = await uploadFile(
      t,
      ApiPath.orderImport,
      token,
      { name: 'a.xlsx', data: file },
      {
        goods_id: String(g.id),
      },
    );
    expect(res.code).toBe(Code.forbidden);
    const remark = await uploadFile(t, ApiPath.orderRemarkImport, token, { name: 'a.xlsx', data: file });
    expect(remark.code).toBe(Code.forbidden);
    const template = await t.inject({
      method: 'GET',
      url: `/api${ApiPath.orderImportTemplate}`,
      headers: { token },
    });
    expect(template.json()).toMatchObject({ code: Code.forbidden });
  });

  it('fails the task without committing anything: too many rows, no header, no rows', async () => {
    const { m, g, token } = await merchantWithGoods();
    t.ctx.importers.register({
      ...(t.ctx.importers.get('order_import') as Parameters<typeof t.ctx.importers.register>[0]),
      kind: 'order_import_max3',
      maxRows: 3,
    });
    const { createImportTask } = await import('../../../jobs/import-tasks');
    const start = async (rows: (string | null)[][], kind = 'order_import') =>
      (
        await createImportTask(
          t.ctx,
          m.id,
          kind,
          {
            fields: { goods_id: g.id },
            data: await xlsxOf(rows),
            fileName: 'x.xlsx',
            checked: { format: 'xlsx' },
          },
          'en-US',
        )
      ).task_id;

    const tooMany = await waitForTask(
      t.ctx,
      await start([ZH_HEADERS, row(50), row(51), row(52), row(53)], 'order_import_max3'),
    );
    expect(tooMany).toMatchObject({
      status: 4,
      errorKey: 'import.orders.err_too_many_rows',
      storageKey: null,
    });
    const noHeader = await waitForTask(t.ctx, await start([row(54), row(55)]));
    expect(noHeader).toMatchObject({ status: 4, errorKey: 'import.err_header' });
    const empty = await waitForTask(t.ctx, await start([ZH_HEADERS, [], []]));
    expect(empty).toMatchObject({ status: 4, errorKey: 'import.err_empty' });
    expect(await ordersOf(m.id)).toEqual([]);
    expect(await importFiles(m.id)).toEqual([]);

    const list = await t.call(ENDPOINTS.taskList, {}, { token, lang: 'en-US' });
    expect(list.data.list.find((x) => x.id === noHeader.id)).toMatchObject({
      url: '',
      error: "The first row must hold the template's column names. Download the template and fill it in",
    });
  });

  it('finds the columns by their names in any language, in any order, and reads a csv in GBK with semicolons', async () => {
    const { m, g, token } = await merchantWithGoods();
    const en = [
      'Remark',
      'Street address',
      'District',
      'City',
      'Province',
      'ID number',
      'Phone',
      'Customer name',
    ];
    const xlsx = await xlsxOf([en, [...row(60)].reverse()]);
    const a = await uploadFile(
      t,
      ApiPath.orderImport,
      token,
      { name: 'en.xlsx', data: xlsx },
      {
        goods_id: String(g.id),
      },
    );
    expect((await importReport(t, token, a.data.task_id)).summary.get('成功')).toBe(1);

    // "张三;13900000061;<id>;北京市;北京市;朝阳区;建国路1" with the headers as column keys, in GBK.
    const gbk = (hex: string) => Buffer.from(hex.replace(/ /g, ''), 'hex');
    const csv = Buffer.concat([
      Buffer.from(`${ORDER_IMPORT_COLUMNS.slice(0, 7).join(';')}\r\n`),
      gbk('D5C5 C8FD'),
      Buffer.from(`;13900000061;${testIdNumber(61)};`),
      gbk('B1B1 BEA9 CAD0'),
      Buffer.from(';'),
      gbk('B1B1 BEA9 CAD0'),
      Buffer.from(';'),
      gbk('B3AF D1F4 C7F8'),
      Buffer.from(';'),
      gbk('BDA8 B9FA C2B7'),
      Buffer.from('1\r\n'),
    ]);
    const b = await uploadFile(
      t,
      ApiPath.orderImport,
      token,
      { name: 'gbk.csv', data: csv, type: 'text/csv' },
      {
        goods_id: String(g.id),
      },
    );
    expect((await importReport(t, token, b.data.task_id)).rejected).toEqual([]);
    const made = await ordersOf(m.id);
    expect(openCustomer(t.ctx.secrets.dataKey, made[1]!)).toMatchObject({
      name: '张三',
      province: '北京市',
      district: '朝阳区',
      address: '建国路1',
    });
  });

  it('counts imports with exports towards the packing tasks a merchant may have', async () => {
    const { m, g, token } = await merchantWithGoods();
    for (let i = 0; i < 5; i++)
      await t.ctx.db.insert(tasks).values({ merchantId: m.id, name: `t${i}`, kind: 'notices' });
    const res = await uploadFile(
      t,
      ApiPath.orderImport,
      token,
      { name: 'a.xlsx', data: await xlsxOf([ZH_HEADERS, row(70)]) },
      {
        goods_id: String(g.id),
      },
    );
    expect(res).toMatchObject({ code: Code.tooManyRequests, msg: '已有 5 个任务正在处理，请稍后再上传' });
    expect(await importFiles(m.id)).toEqual([]);
  });
});

describe('the order list after an import', () => {
  it('shows the imported orders masked', async () => {
    const { g, token } = await merchantWithGoods();
    const res = await uploadFile(
      t,
      ApiPath.orderImport,
      token,
      { name: 'a.xlsx', data: await xlsxOf([ZH_HEADERS, row(80)]) },
      {
        goods_id: String(g.id),
      },
    );
    await waitForTask(t.ctx, res.data.task_id);
    const list = await t.call(ENDPOINTS.orderList, {}, { token });
    expect(list.data.list).toMatchObject([
      { customer_name: '客**0', phone: '139****0080', source: 'import', status: 'pending', goods_id: g.id },
    ]);
  });
});
