import { loadExcelJS } from './exceljs';
import { PassThrough } from 'node:stream';
import type { AppContext } from '../lib/context';
import type { ImportEnv, Rejection } from './importers';
import { safeCell, sheetName } from './xlsx-cells';

/**
 * The result file of an import, written as the import goes (exceljs's streaming writer piped
 * into storage, like an export): a sheet of the rejected rows in row order, each with its row
 * number and reason, then a summary sheet. No personal data is copied into it: the row number
 * finds the row in the merchant's own file.
 */
export interface ImportReport {
  reject(rows: Rejection[]): void;
  /** Writes the summary ([label, value], translated) and completes the file in storage. */
  finish(summary: [string, string | number][]): Promise<void>;
  /** Stops writing; nothing is left under the key. */
  abort(error: Error): Promise<void>;
}

export async function openReport(ctx: AppContext, key: string, env: ImportEnv): Promise<ImportReport> {
  const ExcelJS = await loadExcelJS();
  const out = new PassThrough();
  const stored = ctx.storage.putStream(key, out);
  let storeError: Error | null = null;
  stored.catch((error: unknown) => {
    storeError = error instanceof Error ? error : new Error('storage failed');
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const rejected = workbook.addWorksheet(sheetName(env.t('import.report.sheet_rejected')));
  rejected.columns = [{ width: 8 }, { width: 80 }];
  const header = rejected.addRow([env.t('import.report.row'), env.t('import.report.reason')].map(safeCell));
  header.font = { bold: true };
  header.commit();

  return {
    reject(rows) {
      if (storeError) throw storeError;
      for (const r of rows) {
        const row = rejected.addRow([r.rowNo, safeCell(r.reason)]);
        row.getCell(2).alignment = { wrapText: true, vertical: 'top' };
        row.commit();
      }
    },
    async finish(summary) {
      rejected.commit();
      const sheet = workbook.addWorksheet(sheetName(env.t('import.report.sheet_summary')));
      sheet.columns = [{ width: 24 }, { width: 40 }];
      for (const [label, value] of summary) sheet.addRow([safeCell(label), safeCell(value)]).commit();
      sheet.commit();
      await workbook.commit();
      await stored;
    },
    async abort(error) {
      out.destroy(error);
      await stored.catch(() => undefined);
      await ctx.storage.remove(key).catch(() => undefined);
    },
  };
}
