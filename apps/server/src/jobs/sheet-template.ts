import { loadExcelJS } from './exceljs';
import { IMPORT_MAX_BYTES, type Language } from '@console/contract';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../lib/content-disposition';
import { translate } from '../lib/i18n';
import type { MultipartRules } from '../lib/multipart';
import { CONTENT_TYPES } from '../storage/storage';
import { rejected } from './spreadsheet-safety';
import { safeCell, sheetName } from './xlsx-cells';

export interface TemplateFile {
  data: Buffer;
  fileName: string;
  contentType: string;
}

/** What a template holds: a sheet title and column headers (server locale keys), example rows. */
export interface SheetTemplate {
  sheet: string;
  columns: readonly { header: string; width: number }[];
  examples: readonly (readonly string[])[];
}

/**
 * A spreadsheet template: its headers in the request's language and example rows that import
 * cleanly. In the xlsx every column is formatted as text, so that an ID number or a phone typed
 * into Excel stays the digits it is (not 1.10105E+17). The csv is UTF-8 with a byte-order mark,
 * which is how Excel recognises UTF-8.
 */
export async function templateFile(
  template: SheetTemplate,
  format: 'xlsx' | 'csv',
  lang: Language,
): Promise<TemplateFile> {
  const title = translate(lang, template.sheet);
  const headers = template.columns.map((c) => translate(lang, c.header));
  if (format === 'csv') {
    const lines = [headers, ...template.examples].map((cells) =>
      cells.map((c) => csvField(String(safeCell(c) ?? ''))).join(','),
    );
    return {
      data: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
      fileName: `${title}.csv`,
      contentType: CONTENT_TYPES.csv!,
    };
  }
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(title));
  sheet.columns = template.columns.map((c) => ({ width: c.width, style: { numFmt: '@' } }));
  const header = sheet.addRow(headers.map(safeCell));
  header.font = { bold: true };
  for (const example of template.examples) sheet.addRow(example.map(safeCell));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return { data, fileName: `${title}.xlsx`, contentType: CONTENT_TYPES.xlsx! };
}

/** RFC 4180: a field with a separator, a quote or a line break is quoted, its quotes doubled. */
const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** A template as a download: never cached, never sniffed. */
export const sendTemplate = (reply: FastifyReply, file: TemplateFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.data);

/** One spreadsheet upload, refused while it arrives when it is too large (it is never held whole). */
export const sheetRules: MultipartRules = {
  limits: { fileSize: IMPORT_MAX_BYTES, files: 2, fields: 10, fieldSize: 100, parts: 20 },
  maxFiles: 1,
  fileRequired: true,
  refuse: { tooLarge: () => rejected('too_large'), tooMany: () => rejected('type') },
};
