import { Readable, Transform } from 'node:stream';
import type { CheckedSpreadsheet } from './spreadsheet-safety';
import { type SheetRow, SheetReadError, xlsxRows } from './xlsx-reader';

export { type SheetRow, SheetReadError } from './xlsx-reader';

/**
 * The rows of an uploaded spreadsheet (the first worksheet of an xlsx, or a csv), as the upload
 * check described it, streamed: the file itself is at most IMPORT_MAX_BYTES and held whole,
 * what it unpacks to never is. Every cell is text; a leading quote that guards a formula-like
 * text (our own exports write one, see xlsx-cells.ts) is dropped, so an export imports back.
 */
export async function* sheetRows(data: Buffer, file: CheckedSpreadsheet): AsyncGenerator<SheetRow> {
  const rows = file.format === 'csv' ? csvRows(data, file) : xlsxRows(data);
  for await (const row of rows) {
    yield { rowNo: row.rowNo, cells: row.cells.map(unquote) };
  }
}

const QUOTED_FORMULA = /^'[=+\-@\t\r]/;
const unquote = (text: string) => (QUOTED_FORMULA.test(text) ? text.slice(1) : text);

async function* csvRows(
  data: Buffer,
  file: Extract<CheckedSpreadsheet, { format: 'csv' }>,
): AsyncGenerator<SheetRow> {
  const decoder = new TextDecoder(file.encoding);
  let first = true;
  const decode = new Transform({
    transform(chunk: Buffer, _enc, done) {
      let text = decoder.decode(chunk, { stream: true });
      if (first && text.length > 0) {
        text = text.replace(/^\uFEFF/, '');
        first = false;
      }
      done(null, text);
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
  // Small slices: the parser turns one written chunk into all of its rows at once.
  const source = Readable.from(slices(data, 16 * 1024));
  // Loaded with the first CSV read: a start never needs it.
  const { parse: parseCsv } = await import('@fast-csv/parse');
  const parser = parseCsv<string[], string[]>({
    delimiter: file.delimiter,
    headers: false,
    ignoreEmpty: false,
  });
  source.on('error', (error) => decode.destroy(error));
  decode.on('error', (error) => parser.destroy(error));
  source.pipe(decode).pipe(parser);
  let rowNo = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNo += 1;
      yield { rowNo, cells: record };
    }
  } catch (error) {
    throw new SheetReadError(error instanceof Error ? error.message : String(error));
  } finally {
    source.destroy();
    decode.destroy();
    parser.destroy();
  }
}

function* slices(buffer: Buffer, size: number) {
  for (let p = 0; p < buffer.length; p += size) yield buffer.subarray(p, p + size);
}
