import ExcelJS from 'exceljs';
import type { Language } from '@console/contract';
import type { AnyImporter } from '../../../jobs/importers';
import { safeCell, sheetName } from '../../../jobs/xlsx-cells';
import { translate } from '../../../lib/i18n';
import { CONTENT_TYPES } from '../../../storage/storage';

export interface TemplateFile {
  data: Buffer;
  fileName: string;
  contentType: string;
}

/**
 * An importer's template: its headers in the request's language and one example row that
 * imports cleanly. In the xlsx every column is formatted as text, so that an ID number or a
 * phone typed into Excel stays the digits it is (not 1.10105E+17). The csv is UTF-8 with a
 * byte-order mark, which is how Excel recognises UTF-8.
 */
export async function templateFile(
  importer: AnyImporter,
  format: 'xlsx' | 'csv',
  lang: Language,
): Promise<TemplateFile> {
  const title = translate(lang, importer.sheet);
  const headers = importer.columns.map((c) => translate(lang, c.header));
  const example = importer.columns.map((c) => c.example);
  if (format === 'csv') {
    const lines = [headers, example].map((cells) =>
      cells.map((c) => csvField(String(safeCell(c) ?? ''))).join(','),
    );
    return {
      data: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
      fileName: `${title}.csv`,
      contentType: CONTENT_TYPES.csv!,
    };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(title));
  sheet.columns = importer.columns.map((c) => ({ width: c.width, style: { numFmt: '@' } }));
  const header = sheet.addRow(headers.map(safeCell));
  header.font = { bold: true };
  sheet.addRow(example.map(safeCell));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return { data, fileName: `${title}.xlsx`, contentType: CONTENT_TYPES.xlsx! };
}

/** RFC 4180: a field with a separator, a quote or a line break is quoted, its quotes doubled. */
const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
