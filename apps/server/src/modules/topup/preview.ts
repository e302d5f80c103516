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
import type { SheetTemplate } from '../../jobs/sheet-template';
import { checkSpreadsheet } from '../../jobs/spreadsheet-safety';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { fromCents } from '../../lib/money';
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
export const topupPreview = (ctx: AppContext, viewer: Viewer, text: string, lang: Language) =>
  preview(ctx, viewer, linesOfText(text), lang);

/** A header row (its first cell is not a number) is passed over, whatever its language. */
const isHeader = (cells: string[]) => !/\d/.test(cells[0] ?? '');

/**
 * `/topup/upload`: a spreadsheet checked like every upload (size, type by its bytes, zip bomb)
 * before it is read; its first two columns are the phone and the face amount.
 */
export async function topupUpload(
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

/** The template: phone and face amount as text columns (a phone stays its digits in Excel), two examples. */
export const LINES_TEMPLATE: SheetTemplate = {
  sheet: 'topup.template.sheet',
  columns: [
    { header: 'topup.template.phone', width: 16 },
    { header: 'topup.template.amount', width: 10 },
  ],
  examples: [
    ['13800138000', '50'],
    ['18612345678', '100'],
  ],
};

/** `/topup/discounts`: the merchant's rate and the face amounts of each carrier. */
export function topupDiscounts(ctx: AppContext, viewer: Viewer): TopupDiscountsResult {
  const rates = ratesOf(ctx.config, viewer.partnerId);
  return {
    list: TOPUP_CARRIERS.map((carrier) => ({ carrier, rate: rateText(rates[carrier]) })),
    faces: TOPUP_CARRIERS.map((carrier) => ({ carrier, amounts: [...TOPUP_CARRIER_FACES[carrier]] })),
  };
}
