/**
 * exceljs, loaded the first time a workbook is written: most starts of the server write none, and
 * loading it costs every start about 0.4 s of CPU and 15 MB of heap (decision 020).
 */
export const loadExcelJS = async () => (await import('exceljs')).default;
