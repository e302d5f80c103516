import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ApiPath, Code, IMPORT_MAX_BYTES, IMPORT_MAX_UNPACKED_BYTES } from '@console/contract';
import { tasks } from '../../../db/tables';
import { checkSpreadsheet } from '../../../jobs/spreadsheet-safety';
import { sheetRows } from '../../../jobs/sheet-reader';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeGoods } from '../../goods/test-support';
import { makeMerchant, signIn } from '../../../test/factories';
import { minimalXlsxParts, uploadFile, xlsxOf, zipOf } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const reasonOf = async (data: Buffer, name = 'a.xlsx') => {
  try {
    await checkSpreadsheet(data, name);
    return 'accepted';
  } catch (error) {
    return (error as { data?: { reason?: string } }).data?.reason ?? String(error);
  }
};
const header = ['客户姓名', '手机号', '身份证号', '省', '市', '区/县', '详细地址'];

describe('an uploaded spreadsheet refused before it is unpacked', () => {
  it('refuses a zip bomb through the call: nothing stored, no task', async () => {
    const m = await makeMerchant(t.ctx);
    const g = await makeGoods(t.ctx, m.partnerId);
    const token = await signIn(t.ctx, m.id);
    // 64 MB of zeros in about 64 kB: a ratio of about 1000 (deflate's best).
    const bomb = zipOf([
      ...minimalXlsxParts([header]),
      { name: 'xl/media/image1.png', data: Buffer.alloc(64 * MB) },
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const started = performance.now();
    const res = await uploadFile(
      t,
      ApiPath.orderImport,
      token,
      { name: 'orders.xlsx', data: bomb },
      {
        goods_id: String(g.id),
      },
    );
    expect(res).toMatchObject({
      code: Code.spreadsheetRejected,
      msg: '文件无法读取：请上传不超过10MB的xlsx或csv文件',
      data: { reason: 'ratio' },
    });
    // Refused from the directory: nothing was inflated (64 MB would take far longer to unpack and parse).
    expect(performance.now() - started).toBeLessThan(3000);
    const remark = await uploadFile(t, ApiPath.orderRemarkImport, token, { name: 'r.xlsx', data: bomb });
    expect(remark).toMatchObject({ code: Code.spreadsheetRejected, data: { reason: 'ratio' } });
    expect(await t.ctx.db.select().from(tasks).where(eq(tasks.merchantId, m.id))).toEqual([]);
    const stored = await fs.readdir(path.join(t.dataDir, 'files', 'imports')).catch(() => []);
    expect(stored).toEqual([]);
  });

  it('refuses a file over IMPORT_MAX_BYTES while it arrives', async () => {
    const m = await makeMerchant(t.ctx);
    const g = await makeGoods(t.ctx, m.partnerId);
    const token = await signIn(t.ctx, m.id);
    const big = Buffer.concat([await xlsxOf([header]), randomBytes(IMPORT_MAX_BYTES)]);
    for (const name of ['big.xlsx', 'big.csv']) {
      const res = await uploadFile(
        t,
        ApiPath.orderImport,
        token,
        { name, data: big },
        { goods_id: String(g.id) },
      );
      expect(res).toMatchObject({ code: Code.spreadsheetRejected, data: { reason: 'too_large' } });
    }
    expect(await t.ctx.db.select().from(tasks).where(eq(tasks.merchantId, m.id))).toEqual([]);
  });

  it('refuses a zip that would unpack to more than IMPORT_MAX_UNPACKED_BYTES, from its directory', async () => {
    // Two entries of moderate ratio (150 and 100) that together declare 250 MB.
    const parts = [
      ...minimalXlsxParts([header]),
      { name: 'xl/media/a.bin', data: randomBytes(MB), declaredSize: 150 * MB },
      { name: 'xl/media/b.bin', data: randomBytes(MB), declaredSize: 100 * MB },
    ];
    expect(250 * MB).toBeGreaterThan(IMPORT_MAX_UNPACKED_BYTES);
    expect(await reasonOf(zipOf(parts))).toBe('unpacked');
  });

  it('refuses a zip whose entries unpack to more than they declare, without unpacking the rest', async () => {
    const parts = minimalXlsxParts([header, ['张三']]);
    parts[2] = {
      ...parts[2]!,
      data: Buffer.concat([parts[2]!.data, Buffer.alloc(20 * MB, 32)]),
      declaredSize: 2000,
    };
    expect(await reasonOf(zipOf(parts))).toBe('unpacked');
  });

  it('refuses entries hidden from the directory, broken zips, encrypted or exotic entries', async () => {
    const parts = minimalXlsxParts([header]);
    const hidden = zipOf(parts, { hidden: { name: 'xl/sharedStrings.xml', data: Buffer.alloc(MB, 65) } });
    expect(await reasonOf(hidden)).toBe('corrupt');
    const good = zipOf(parts);
    expect(await reasonOf(good)).toBe('accepted');
    expect(await reasonOf(good.subarray(0, good.length - 10))).toBe('corrupt');
    const encrypted = Buffer.from(good);
    encrypted.writeUInt16LE(1, 6); // general purpose flag of the first local header…
    const cd = encrypted.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const firstCentral = encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted.writeUInt16LE(1, firstCentral + 8); // …and of its directory entry
    expect(cd).toBeGreaterThan(0);
    expect(await reasonOf(encrypted)).toBe('corrupt');
    const duplicated = zipOf([...parts, parts[0]!]);
    expect(await reasonOf(duplicated)).toBe('corrupt');
  });

  it('accepts what it should and refuses other types by their bytes', async () => {
    expect(await reasonOf(await xlsxOf([header]))).toBe('accepted');
    expect(await reasonOf(Buffer.from('a,b\r\n1,2\r\n'), 'x.csv')).toBe('accepted');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await reasonOf(png, 'x.xlsx')).toBe('type');
    expect(await reasonOf(Buffer.from('d0cf11e0a1b11ae1', 'hex'), 'x.csv')).toBe('type'); // an .xls
    expect(await reasonOf(await xlsxOf([header]), 'x.csv')).toBe('type');
    expect(await reasonOf(Buffer.from('a,b\0'), 'x.csv')).toBe('type');
    expect(await reasonOf(Buffer.from('a,b'), 'x.txt')).toBe('type');
    expect(await reasonOf(Buffer.from('a,b'), 'xlsx')).toBe('type');
    // A zip that is not a workbook (a .docx renamed).
    expect(await reasonOf(zipOf([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]))).toBe('type');
  });

  it('tells the csv encodings and separators apart', async () => {
    expect(await checkSpreadsheet(Buffer.from('\uFEFFa,b\r\n'), 'x.csv')).toEqual({
      format: 'csv',
      encoding: 'utf-8',
      delimiter: ',',
    });
    expect(await checkSpreadsheet(Buffer.from('a;b;"c,d"\n'), 'x.CSV')).toMatchObject({ delimiter: ';' });
    expect(await checkSpreadsheet(Buffer.from('a\tb\n'), 'x.csv')).toMatchObject({ delimiter: '\t' });
    expect(await checkSpreadsheet(Buffer.from('d5c5c8fd2c31', 'hex'), 'x.csv')).toMatchObject({
      encoding: 'gb18030',
    });
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('姓名\t手机\r\n张三\t1\r\n', 'utf16le'),
    ]);
    const checked = await checkSpreadsheet(utf16, 'x.csv');
    expect(checked).toEqual({ format: 'csv', encoding: 'utf-16le', delimiter: '\t' });
    const rows = [];
    for await (const r of sheetRows(utf16, checked)) rows.push(r);
    expect(rows).toEqual([
      { rowNo: 1, cells: ['姓名', '手机'] },
      { rowNo: 2, cells: ['张三', '1'] },
    ]);
  });
});

describe('reading a sheet', () => {
  it('reads shared and inline strings, numbers, booleans, formulas’ results and gaps, by row number', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('S');
    sheet.getCell('A1').value = 'name';
    sheet.getCell('B1').value = { richText: [{ text: 'ph' }, { text: 'one' }] };
    sheet.getCell('A3').value = 13800138000;
    sheet.getCell('C3').value = true;
    sheet.getCell('D3').value = { formula: 'A3+1', result: 13800138001 };
    sheet.getCell('E3').value = "'=SUM(A1)";
    sheet.getCell('F3').value = 1.5;
    workbook.addWorksheet('second').getCell('A1').value = 'not read';
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const rows = [];
    for await (const r of sheetRows(data, { format: 'xlsx' })) rows.push(r);
    expect(rows).toEqual([
      { rowNo: 1, cells: ['name', 'phone'] },
      { rowNo: 3, cells: ['13800138000', '', 'TRUE', '13800138001', '=SUM(A1)', '1.5'] },
    ]);
  });

  it('refuses a DTD rather than expanding its entities', async () => {
    const parts = minimalXlsxParts([['x']]);
    parts[2] = {
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE w [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&b;</t></is></c></row></sheetData></worksheet>',
      ),
    };
    const read = async () => {
      for await (const r of sheetRows(zipOf(parts), { format: 'xlsx' })) void r;
    };
    await expect(read()).rejects.toThrow(/DTD/);
  });
});
