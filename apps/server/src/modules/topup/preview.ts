import ExcelJS from 'exceljs';
import {
  type Language,
  TOPUP_BATCH_MAX_LINES,
  TOPUP_CARRIER_FACES,
  TOPUP_CARRIERS,
  type TopupDiscountsResult,
  type TopupPreviewResult,
  type Viewer,
} from '@console/contract';
import { SheetReadError, sheetRows } from '../../jobs/sheet-reader';
import { checkSpreadsheet } from '../../jobs/spreadsheet-safety';
import { safeCell, sheetName } from '../../jobs/xlsx-cells';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n';
import { fromCents } from '../../lib/money';
import { CONTENT_TYPES } from '../../storage/storage';
import { readBalanceCents } from '../money';
import { TopupError } from './errors';
import { checkLines, type LineInput, linesOfText, previewLine, rateText, ratesOf, totalsOf } from './lines';

// Making a batch: pasted lines or a spreadsheet, each line checked and priced. Nothing is stored.

async function preview(
  ctx: AppContext,
  viewer: Viewer,
  inputs: LineInput[],
  lang: Language,
): Promise<TopupPreviewResult> {
  if (inputs.length > TOPUP_BATCH_MAX_LINES)
    throw new AppError(TopupError.tooManyLines, { max: TOPUP_BATCH_MAX_LINES, count: TOPUP_BATCH_MAX_LINES });
  const checked = checkLines(inputs, ratesOf(ctx.config, viewer.partnerId));
  return {
    lines: checked.map((l) => previewLine(l, lang)),
    totals: totalsOf(checked),
    balance: fromCents(await readBalanceCents(ctx, viewer.merchantId)),
  };
}

/** `/topup/preview`: pasted `phone amount` lines. */
export const previewText = (ctx: AppContext, viewer: Viewer, text: string, lang: Language) =>
  preview(ctx, viewer, linesOfText(text), lang);

/** A header row (its first cell is not a number) is passed over, whatever its language. */
const isHeader = (cells: string[]) => !/\d/.test(cells[0] ?? '');

/**
 * `/topup/upload`: a spreadsheet checked like every upload (size, type by its bytes, zip bomb)
 * before it is read; its first two columns are the phone and the face amount.
 */
export async function previewSheet(
  ctx: AppContext,
  viewer: Viewer,
  upload: { data: Buffer; fileName: string },
  lang: Language,
): Promise<TopupPreviewResult> {
  const checked = await checkSpreadsheet(upload.data, upload.fileName);
  const inputs: LineInput[] = [];
  try {
    for await (const row of sheetRows(upload.data, checked)) {
      const cells = row.cells.map((c) => c.trim());
      if (!cells.some(Boolean)) continue;
      if (row.rowNo === 1 && isHeader(cells)) continue;
      inputs.push({
        lineNo: row.rowNo,
        phone: (cells[0] ?? '').slice(0, 32),
        amount: (cells[1] ?? '').slice(0, 16),
      });
      if (inputs.length > TOPUP_BATCH_MAX_LINES) break;
    }
  } catch (error) {
    if (error instanceof SheetReadError) throw new AppError(TopupError.sheetUnreadable);
    throw error;
  }
  return preview(ctx, viewer, inputs, lang);
}

export interface TemplateFile {
  data: Buffer;
  fileName: string;
  contentType: string;
}

const EXAMPLE = [
  ['13800138000', '50'],
  ['18612345678', '100'],
];

/** The template: phone and face amount as text columns (a phone stays its digits in Excel), two examples. */
export async function templateFile(format: 'xlsx' | 'csv', lang: Language): Promise<TemplateFile> {
  const title = translate(lang, 'topup.template.sheet');
  const headers = [translate(lang, 'topup.template.phone'), translate(lang, 'topup.template.amount')];
  if (format === 'csv') {
    const text = [headers, ...EXAMPLE]
      .map((cells) => cells.map((c) => String(safeCell(c))).join(','))
      .join('\r\n');
    return {
      data: Buffer.from(`\uFEFF${text}\r\n`, 'utf8'),
      fileName: `${title}.csv`,
      contentType: CONTENT_TYPES.csv!,
    };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(title));
  sheet.columns = [
    { width: 16, style: { numFmt: '@' } },
    { width: 10, style: { numFmt: '@' } },
  ];
  sheet.addRow(headers.map(safeCell)).font = { bold: true };
  for (const row of EXAMPLE) sheet.addRow(row);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return { data, fileName: `${title}.xlsx`, contentType: CONTENT_TYPES.xlsx! };
}

/** `/topup/discounts`: the merchant's rate and the face amounts of each carrier. */
export function discounts(ctx: AppContext, viewer: Viewer): TopupDiscountsResult {
  const rates = ratesOf(ctx.config, viewer.partnerId);
  return {
    list: TOPUP_CARRIERS.map((carrier) => ({ carrier, rate: rateText(rates[carrier]) })),
    faces: TOPUP_CARRIERS.map((carrier) => ({ carrier, amounts: [...TOPUP_CARRIER_FACES[carrier]] })),
  };
}
