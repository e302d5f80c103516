/** What an exporter's column may answer for a row. */
export type CellValue = string | number | boolean | null;

/** Excel keeps at most this many characters in a cell. */
export const CELL_MAX_CHARS = 32_767;

/** Characters that make a spreadsheet (or a CSV made from it) read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Characters XML 1.0 cannot hold: left in, they would corrupt the sheet. */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * A cell value that is only ever data. Strings are written as string cells (exceljs never turns
 * a string into a formula), and one that starts like a formula (`=`, `+`, `-`, `@`, tab, carriage
 * return) also gets a leading single quote, so that neither editing the cell in Excel nor saving
 * the sheet as CSV can turn it into one (OWASP "CSV injection"). Numbers stay numbers.
 */
export function safeCell(value: CellValue): string | number | boolean | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return value;
  let text = value.replace(XML_INVALID, '');
  if (FORMULA_START.test(text)) text = `'${text}`;
  return text.length > CELL_MAX_CHARS ? text.slice(0, CELL_MAX_CHARS) : text;
}

/** A worksheet name Excel accepts: no `[]:*?/\`, at most 31 characters, never empty. */
export function sheetName(name: string, fallback = 'Sheet1'): string {
  const cleaned = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned || fallback;
}
