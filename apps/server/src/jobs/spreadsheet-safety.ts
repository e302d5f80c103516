import { IMPORT_MAX_BYTES } from '@console/contract';
import { AppError } from '../lib/app-error';
import { entryChunks, isZip, type ZipFault, zipEntries, ZipRefused } from './zip-entries';
import { CoreError } from '../lib/errors';

/**
 * What an uploaded spreadsheet is checked for before it is stored, and long before a worker
 * parses it: its size, its type (by its bytes, not only its name), and for an xlsx (a zip) what
 * it would unpack to. A zip bomb is refused from its central directory, without inflating
 * anything; a zip whose directory lies about its sizes is refused while it is inflated once (the
 * output counted and thrown away), as soon as an entry gives more than it declared.
 */

export type CsvEncoding = 'utf-8' | 'gb18030' | 'utf-16le' | 'utf-16be';

export type CheckedSpreadsheet =
  { format: 'xlsx' } | { format: 'csv'; encoding: CsvEncoding; delimiter: ',' | ';' | '\t' };

/** Why a file was refused: `data.reason` of the error, for logs and tests. */
export type RejectReason = 'too_large' | 'type' | ZipFault;

export const rejected = (reason: RejectReason) => new AppError(CoreError.spreadsheetRejected, {}, { reason });

export async function checkSpreadsheet(data: Buffer, fileName: string): Promise<CheckedSpreadsheet> {
  if (data.length > IMPORT_MAX_BYTES) throw rejected('too_large');
  const ext = /\.([a-z0-9]{1,5})$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (ext === 'xlsx') {
    if (!isZip(data)) throw rejected('type');
    try {
      await checkXlsx(data);
    } catch (error) {
      if (error instanceof ZipRefused) throw rejected(error.fault);
      throw error;
    }
    return { format: 'xlsx' };
  }
  if (ext === 'csv') {
    if (isZip(data) || data.subarray(0, 4).equals(OLE2)) throw rejected('type');
    return checkCsv(data);
  }
  throw rejected('type');
}

async function checkXlsx(data: Buffer) {
  const entries = zipEntries(data);
  if (!entries.some((e) => e.name === 'xl/workbook.xml')) throw rejected('type');
  // The directory is honest; now the data: each entry must inflate to exactly what it declared.
  for (const e of entries) {
    for await (const chunk of entryChunks(data, e)) void chunk;
  }
}

/** Old Excel (.xls) files renamed to .csv start with this. */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

function checkCsv(data: Buffer): CheckedSpreadsheet {
  const encoding = csvEncoding(data);
  const head = new TextDecoder(encoding).decode(data.subarray(0, 64 * 1024));
  // A text file has no NUL character; a binary file renamed to .csv almost always does.
  if (head.includes('\u0000') || (!encoding.startsWith('utf-16') && data.includes(0))) {
    throw rejected('type');
  }
  return { format: 'csv', encoding, delimiter: delimiterOf(head) };
}

/**
 * Excel saves "CSV UTF-8" with a byte-order mark, plain "CSV" in the system's code page (GBK
 * on Chinese Windows), "Unicode text" as UTF-16: a file that is valid UTF-8 is read as such,
 * anything else as GB18030 (a superset of GBK).
 */
function csvEncoding(data: Buffer): CsvEncoding {
  if (data[0] === 0xff && data[1] === 0xfe) return 'utf-16le';
  if (data[0] === 0xfe && data[1] === 0xff) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return 'utf-8';
  } catch {
    return 'gb18030';
  }
}

/** The separator of the header line: Excel in a Portuguese or German locale writes `;`. */
function delimiterOf(text: string): ',' | ';' | '\t' {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const outside = firstLine.replace(/"[^"]*"/g, '');
  let best: ',' | ';' | '\t' = ',';
  let most = 0;
  for (const d of [',', ';', '\t'] as const) {
    const n = outside.split(d).length - 1;
    if (n > most) [best, most] = [d, n];
  }
  return best;
}
