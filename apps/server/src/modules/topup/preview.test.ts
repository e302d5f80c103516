import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, Code, type TopupPreviewResult, ENDPOINTS } from '@console/contract';
import { multipart } from '../../test/multipart';
import type { TestApp } from '../../test/test-app';
import { startTopupSuite, type TopupSuite } from './test-support';

// The preview of a batch over the real app (app.inject): each line checked and priced, from text,
// an xlsx made from the template, or a csv.
let t: TestApp;
let token: string;
let suite: TopupSuite;

beforeAll(async () => {
  suite = await startTopupSuite();
  ({ t, token } = suite);
});
afterAll(() => suite.close());

describe('preview', () => {
  it('checks every line: carrier, face amount, price, each error, totals', async () => {
    const text = [
      '13800138000 50',
      '186-1234-5678,100',
      '1890000123 50',
      '17400001234 50',
      '13900000001 45',
      '19200000001 500',
      '13800138000 20',
      '+86 133 0000 0001 30',
    ].join('\n');
    const r = await t.call(ENDPOINTS.topupPreview, { text }, { token });
    expect(r.code).toBe(Code.ok);
    expect(r.data.lines.map((l) => [l.line_no, l.carrier, l.face, l.price, l.error])).toEqual([
      [1, 'mobile', '50.00', '49.25', null],
      [2, 'unicom', '100.00', '98.00', null],
      [3, null, '50.00', null, 'phone_invalid'],
      [4, null, '50.00', null, 'carrier_unknown'],
      [5, 'mobile', null, null, 'amount_invalid'],
      [6, 'broadcast', '500.00', null, 'face_not_allowed'],
      [7, 'mobile', '20.00', null, 'duplicate'],
      [8, 'telecom', '30.00', '29.55', null],
    ]);
    expect(r.data.lines[5]!.message).toBe('中国广电不支持 500 元面值');
    expect(r.data.totals).toEqual({
      lines: 8,
      valid: 3,
      invalid: 5,
      face_total: '180.00',
      price_total: '176.80',
    });
    const en = await t.call(ENDPOINTS.topupPreview, { text }, { token, lang: 'en-US' });
    expect(en.data.lines[6]!.message).toBe('This number is already in the batch');
  });

  it('reads an xlsx made from the template, and a csv; refuses what is not a spreadsheet', async () => {
    const template = await t.inject({
      method: 'GET',
      url: `/api${ApiPath.topupTemplate}?format=xlsx`,
      headers: { token },
    });
    expect(template.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    sheet.addRow(['19200000001', '300']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const upload = async (name: string, data: Buffer) => {
      const body = multipart({}, [{ name, data, type: 'application/octet-stream' }]);
      const res = await t.inject({
        method: 'POST',
        url: `/api${ApiPath.topupUpload}`,
        payload: body.payload,
        headers: { 'content-type': body.contentType, token },
      });
      return res.json<{ code: number; data: TopupPreviewResult }>();
    };
    const fromXlsx = await upload('batch.xlsx', xlsx);
    expect(fromXlsx.code).toBe(Code.ok);
    expect(fromXlsx.data.lines.map((l) => [l.line_no, l.phone, l.error])).toEqual([
      [2, '13800138000', null],
      [3, '18612345678', null],
      [4, '19200000001', 'face_not_allowed'],
    ]);
    const fromCsv = await upload('batch.csv', Buffer.from('手机号,面值\n13800138000,50\n13800138000,30\n'));
    expect(fromCsv.data.lines.map((l) => l.error)).toEqual([null, 'duplicate']);
    const notSheet = await upload('batch.xlsx', Buffer.from('not a zip at all'));
    expect(notSheet.code).toBe(Code.spreadsheetRejected);
  });
});
