// Helpers of the spreadsheet tests (export and import): building files, uploading them,
// reading the files the tasks made. Not used by the server.
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { type Envelope, ORDER_IMPORT_COLUMNS, ENDPOINTS } from '@console/contract';
import { multipart } from '../../../test/multipart';
import type { TestApp } from '../../../test/test-app';
import { waitForTask } from '../../../test/factories';
import { testIdNumber } from '../test-support';

/** The order template's header row in zh-CN. */
export const ZH_HEADERS = ['客户姓名', '手机号', '身份证号', '省', '市', '区/县', '详细地址', '备注'];
/** Row n of an order file: a customer of its own that imports cleanly, overridable by column. */
export const orderImportRow = (
  n: number,
  overrides: Partial<Record<(typeof ORDER_IMPORT_COLUMNS)[number], string>> = {},
) => {
  const base = {
    customer_name: `客户${n}`,
    phone: `1390000${String(n).padStart(4, '0')}`,
    id_number: testIdNumber(n),
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    address: `科技园${n}号`,
    remark: '',
    ...overrides,
  };
  return ORDER_IMPORT_COLUMNS.map((c) => base[c]);
};

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An xlsx with one sheet holding `rows` (strings stay strings, numbers numbers). */
export async function xlsxOf(rows: (string | number | null)[][], sheet = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(sheet);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Posts a multipart upload of one file (and fields) to /api<path>; the envelope. */
export async function uploadFile(
  t: TestApp,
  path: string,
  token: string,
  file: { name: string; data: Buffer; type?: string },
  fields: Record<string, string> = {},
  lang = 'zh-CN',
) {
  const { payload, contentType } = multipart(fields, [{ ...file, type: file.type ?? XLSX_TYPE }]);
  const res = await t.inject({
    method: 'POST',
    url: `/api${path}`,
    payload,
    headers: { 'content-type': contentType, token, 'accept-language': lang },
  });
  return { ...res.json<Envelope<{ task_id: number }>>(), status: res.statusCode };
}

/** The rows of a worksheet as arrays of cell values (1-based columns dropped to 0-based). */
export function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const out: unknown[][] = [];
  sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

export async function loadXlsx(data: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  return workbook;
}

/** Waits for the task, then downloads its file through the task list's signed link. */
export async function taskFile(t: TestApp, token: string, taskId: number) {
  const task = await waitForTask(t.ctx, taskId);
  const list = await t.call(ENDPOINTS.taskList, { page_size: 100 }, { token });
  const listed = list.data.list.find((x) => x.id === taskId);
  expect(listed, `task ${taskId} in the list`).toBeDefined();
  if (!listed!.url) return { task, listed: listed!, workbook: null };
  const res = await t.inject({ method: 'GET', url: listed!.url });
  expect(res.statusCode).toBe(200);
  return { task, listed: listed!, workbook: await loadXlsx(res.rawPayload) };
}

/** An import's result report: rejected rows ([row, reason]) and the summary (label → value). */
export async function importReport(t: TestApp, token: string, taskId: number) {
  const { task, listed, workbook } = await taskFile(t, token, taskId);
  if (!workbook) return { task, listed, header: [], rejected: [], summary: new Map<string, unknown>() };
  const [rejectedSheet, summarySheet] = workbook.worksheets;
  const rows = rowsOf(rejectedSheet!);
  return {
    task,
    listed,
    header: rows[0]!,
    rejected: rows.slice(1) as [number, string][],
    summary: new Map(rowsOf(summarySheet!).map((r) => [String(r[0]), r[1]])),
  };
}

/** One entry of a hand-made zip: its name, its bytes, and optionally sizes that lie. */
export interface ZipPart {
  name: string;
  data: Buffer;
  /** Write this as the unpacked size instead of the real one. */
  declaredSize?: number;
  /** Deflated (default) or stored. */
  stored?: boolean;
}

/**
 * A zip made byte by byte (local headers, central directory, end record), so that tests can
 * make the files a zip library would refuse to write: bombs, lying sizes, hidden entries.
 */
export function zipOf(parts: ZipPart[], options: { hidden?: ZipPart } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const local = (p: ZipPart) => {
    const name = Buffer.from(p.name);
    const packed = p.stored ? p.data : deflateRawSync(p.data);
    const size = p.declaredSize ?? p.data.length;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(p.stored ? 0 : 8, 8);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    return { bytes: Buffer.concat([header, name, packed]), name, packed, size };
  };
  const all = options.hidden ? [...parts, options.hidden] : parts;
  for (const p of all) {
    const l = local(p);
    if (p !== options.hidden) {
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(p.stored ? 0 : 8, 10);
      central.writeUInt32LE(l.packed.length, 20);
      central.writeUInt32LE(l.size, 24);
      central.writeUInt16LE(l.name.length, 28);
      central.writeUInt32LE(offset, 42);
      centrals.push(central, l.name);
    }
    locals.push(l.bytes);
    offset += l.bytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The entries of a minimal valid xlsx whose first sheet holds `rows` (inline strings). */
export function minimalXlsxParts(rows: string[][]): ZipPart[] {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map(
      (r, i) =>
        `<row r="${i + 1}">${r.map((c, j) => `<c r="${String.fromCharCode(65 + j)}${i + 1}" t="inlineStr"><is><t>${esc(c)}</t></is></c>`).join('')}</row>`,
    )
    .join('')}</sheetData></worksheet>`;
  return [
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) },
  ];
}
