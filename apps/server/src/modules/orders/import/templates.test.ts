import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ApiPath, Code } from '@console/contract';
import { orders } from '../tables';
import { openCustomer } from '../../../lib/personal-data';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeGoods } from '../../goods/test-support';
import { makeMerchant, signIn } from '../../../test/factories';
import { makeOrder, testIdNumber } from '../test-support';
import { importReport, loadXlsx, rowsOf, uploadFile } from './test-support';

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

const getTemplate = (path: string, token: string, format: string, lang: string) =>
  t.inject({
    method: 'GET',
    url: `/api${path}?format=${format}`,
    headers: { token, 'accept-language': lang },
  });

const customers = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => [
    `测试${from + i}`,
    `1370000${String(from + i).padStart(4, '0')}`,
    testIdNumber(from + i),
    '浙江省',
    '杭州市',
    '西湖区',
    `文三路${from + i}号`,
    `备注${from + i}`,
  ]);

describe('GET /apply/template', () => {
  it('gives the xlsx template in the request language; filled in, it imports cleanly', async () => {
    const { m, g, token } = await merchantWithGoods();
    const res = await getTemplate(ApiPath.orderImportTemplate, token, 'xlsx', 'en-US');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain('Order%20import%20template.xlsx');
    const workbook = await loadXlsx(res.rawPayload);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Order import template');
    expect(rowsOf(sheet)).toEqual([
      ['Customer name', 'Phone', 'ID number', 'Province', 'City', 'District', 'Street address', 'Remark'],
      ['张三', '13800138000', '11010519491231002X', '北京市', '北京市', '朝阳区', '建国路88号', ''],
    ]);
    // Every column is text: an ID number typed into Excel stays its digits.
    expect(sheet.getColumn(3).numFmt).toBe('@');

    // The merchant fills it in: the example stays, three customers are added (one phone typed as a number).
    for (const r of customers(1, 3)) sheet.addRow(r);
    sheet.getCell('B5').value = 13700000003;
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const up = await uploadFile(
      t,
      ApiPath.orderImport,
      token,
      { name: 'filled.xlsx', data: filled },
      {
        goods_id: String(g.id),
      },
    );
    expect(up.code).toBe(Code.ok);
    const report = await importReport(t, token, up.data.task_id);
    expect(report.rejected).toEqual([]);
    expect(report.summary.get('成功')).toBe(4);
    const made = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.merchantId, m.id))
      .orderBy(asc(orders.id));
    expect(made.map((o) => openCustomer(t.ctx.secrets.dataKey, o).phone)).toEqual([
      '13800138000',
      '13700000001',
      '13700000002',
      '13700000003',
    ]);
    expect(made.map((o) => o.remark)).toEqual(['', '备注1', '备注2', '备注3']);
  });

  it('gives the csv template (UTF-8 with a byte-order mark); filled in, it imports cleanly', async () => {
    const { m, g, token } = await merchantWithGoods();
    const res = await getTemplate(ApiPath.orderImportTemplate, token, 'csv', 'zh-CN');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('订单导入模板.csv'));
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      '客户姓名,手机号,身份证号,省,市,区/县,详细地址,备注',
      '张三,13800138000,11010519491231002X,北京市,北京市,朝阳区,建国路88号,',
      '',
    ]);
    const quoted = (c: string) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
    const rows = customers(11, 2);
    rows[1]![7] = '要"加急", 周末送';
    const filled = text + rows.map((r) => r.map(quoted).join(',')).join('\r\n');
    const up = await uploadFile(
      t,
      ApiPath.orderImport,
      token,
      { name: 'filled.csv', data: Buffer.from(filled, 'utf8'), type: 'text/csv' },
      { goods_id: String(g.id), source: 'store' },
    );
    const report = await importReport(t, token, up.data.task_id);
    expect(report.rejected).toEqual([]);
    expect(report.summary.get('成功')).toBe(3);
    const made = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.merchantId, m.id))
      .orderBy(asc(orders.id));
    expect(made.map((o) => [o.source, o.remark])).toEqual([
      ['store', ''],
      ['store', '备注11'],
      ['store', '要"加急", 周末送'],
    ]);
  });

  it('gives the remark template; filled with the merchant’s order numbers, it updates them', async () => {
    const { m, token } = await merchantWithGoods();
    const a = await makeOrder(t.ctx, m.id);
    const b = await makeOrder(t.ctx, m.id);
    const res = await getTemplate(ApiPath.orderRemarkTemplate, token, 'xlsx', 'zh-TW');
    const workbook = await loadXlsx(res.rawPayload);
    const sheet = workbook.worksheets[0]!;
    expect(rowsOf(sheet)).toEqual([
      ['訂單號', '備註'],
      ['202601010001000001', '已电话回访'],
    ]);
    sheet.spliceRows(2, 1, [a.orderNo, '已回访'], [b.orderNo, '=1+1 要加急']);
    const up = await uploadFile(t, ApiPath.orderRemarkImport, token, {
      name: 'remarks.xlsx',
      data: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    const report = await importReport(t, token, up.data.task_id);
    expect(report.rejected).toEqual([]);
    const remarks = await t.ctx.db
      .select({ no: orders.orderNo, remark: orders.remark })
      .from(orders)
      .where(eq(orders.merchantId, m.id))
      .orderBy(asc(orders.id));
    expect(remarks).toEqual([
      { no: a.orderNo, remark: '已回访' },
      { no: b.orderNo, remark: '=1+1 要加急' },
    ]);
    const csv = await getTemplate(ApiPath.orderRemarkTemplate, token, 'csv', 'en-US');
    expect(csv.rawPayload.toString('utf8')).toBe(
      '\uFEFFOrder no.,Remark\r\n202601010001000001,已电话回访\r\n',
    );
  });

  it('refuses a format other than xlsx or csv, and a caller without a session', async () => {
    const { token } = await merchantWithGoods();
    const res = await getTemplate(ApiPath.orderImportTemplate, token, 'xls', 'en-US');
    expect(res.json()).toMatchObject({ code: Code.validation });
    const anon = await t.inject({ method: 'GET', url: `/api${ApiPath.orderImportTemplate}` });
    expect(anon.json()).toMatchObject({ code: Code.sessionExpired });
  });
});
