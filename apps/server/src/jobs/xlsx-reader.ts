import type { SaxesParser, SaxesTagPlain } from 'saxes';
import { entryChunks, type ZipEntry, zipEntries, ZipRefused } from './zip-entries';

/** One row of a sheet: its number as a spreadsheet shows it (1 is the first) and its cells. */
export interface SheetRow {
  rowNo: number;
  /** By column, 0-based; every cell as text. */
  cells: string[];
}

/** The file could not be read as what it claimed to be (broken XML, a quote never closed…). */
export class SheetReadError extends Error {}

/** Excel's last column (XFD). */
const MAX_COLUMNS = 16_384;
/** workbook.xml and its relationships are a few kB; more is not a workbook. */
const SMALL_PART_MAX = 4 * 1024 * 1024;

/**
 * The rows of the first worksheet of an xlsx, streamed: the zip is read through its checked
 * directory (zip-entries.ts), so the shared strings are read first wherever they lie in the
 * file and nothing is ever spooled to a temporary file; the sheet's XML is parsed as it
 * inflates (saxes: no DTD, no entity expansion), one chunk of rows in memory at a time.
 */
export async function* xlsxRows(data: Buffer): AsyncGenerator<SheetRow> {
  Saxes ??= (await import('saxes')).SaxesParser;
  try {
    const entries = new Map(zipEntries(data).map((e) => [e.name, e]));
    const part = (name: string) => entries.get(name);
    const rels = relationships(await smallPart(data, part('xl/_rels/workbook.xml.rels')));
    const sheetRelId = firstSheetRelId(await smallPart(data, part('xl/workbook.xml')));
    const target = (type: string, fallback: string) => {
      const rel = rels.find((r) =>
        type === 'worksheet' ? r.id === sheetRelId : r.type.endsWith(`/${type}`),
      );
      return rel ? partName(rel.target) : fallback;
    };
    const sheet = part(target('worksheet', 'xl/worksheets/sheet1.xml'));
    if (!sheet) throw new SheetReadError('no worksheet');
    const sharedPart = part(target('sharedStrings', 'xl/sharedStrings.xml'));
    const shared = sharedPart ? await sharedStrings(data, sharedPart) : [];
    yield* sheetRowsOf(data, sheet, shared);
  } catch (error) {
    if (error instanceof SheetReadError) throw error;
    if (error instanceof ZipRefused) throw new SheetReadError(error.message);
    throw new SheetReadError(error instanceof Error ? error.message : String(error));
  }
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** saxes, loaded with the first spreadsheet read (`xlsxRows`): a start never needs it. */
let Saxes: typeof SaxesParser | undefined;

function newParser() {
  if (!Saxes) throw new Error('saxes is not loaded: read through xlsxRows');
  const parser = new Saxes({ xmlns: false, position: false });
  // A spreadsheet part has no reason to declare a DTD: one is refused rather than interpreted.
  parser.on('doctype', () => {
    throw new SheetReadError('a DTD in a spreadsheet part');
  });
  return parser;
}

/** Feeds an entry's XML to `parser`, yielding after each chunk so the caller can drain its output. */
async function* feed(data: Buffer, entry: ZipEntry, parser: SaxesParser) {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of entryChunks(data, entry)) {
    parser.write(decoder.decode(chunk, { stream: true }));
    yield;
  }
  parser.write(decoder.decode());
  parser.close();
  yield;
}

async function smallPart(data: Buffer, entry: ZipEntry | undefined): Promise<string> {
  if (!entry) return '';
  if (entry.unpacked > SMALL_PART_MAX) throw new SheetReadError(`${entry.name} is too large`);
  const chunks: Buffer[] = [];
  for await (const chunk of entryChunks(data, entry)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function parseAll(xml: string, onOpen: (tag: SaxesTagPlain) => void) {
  if (!xml) return;
  const parser = newParser();
  parser.on('opentag', onOpen);
  parser.write(xml).close();
}

function relationships(xml: string) {
  const rels: { id: string; type: string; target: string }[] = [];
  parseAll(xml, (tag) => {
    if (localName(tag.name) !== 'Relationship') return;
    const a = tag.attributes;
    rels.push({ id: String(a.Id ?? ''), type: String(a.Type ?? ''), target: String(a.Target ?? '') });
  });
  return rels;
}

/** The relationship id of the workbook's first sheet (its first tab). */
function firstSheetRelId(xml: string): string {
  let id = '';
  parseAll(xml, (tag) => {
    if (id || localName(tag.name) !== 'sheet') return;
    const key = Object.keys(tag.attributes).find((k) => k.includes(':') && localName(k) === 'id');
    id = key ? String(tag.attributes[key]) : '';
  });
  return id;
}

/** A relationship target (relative to xl/, or absolute from the package root) as an entry name. */
function partName(target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  const out: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '..') out.pop();
    else if (seg !== '.' && seg !== '') out.push(seg);
  }
  return out.join('/');
}

/** The shared strings table: each `<si>`'s text (rich text runs joined, phonetic guides left out). */
async function sharedStrings(data: Buffer, entry: ZipEntry): Promise<string[]> {
  const strings: string[] = [];
  const parser = newParser();
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (name === 'si') current = '';
    else if (name === 'rPh') phonetic += 1;
    else if (name === 't' && current !== null && phonetic === 0) inText = true;
  });
  parser.on('text', (text) => {
    if (inText) current += text;
  });
  parser.on('cdata', (text) => {
    if (inText) current += text;
  });
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    if (name === 't') inText = false;
    else if (name === 'rPh') phonetic -= 1;
    else if (name === 'si' && current !== null) {
      strings.push(current);
      current = null;
    }
  });
  for await (const _ of feed(data, entry, parser)) void _;
  return strings;
}

/** "AB12" → 27 (0-based column). */
function columnOf(ref: string): number {
  let col = 0;
  for (const ch of ref) {
    const c = ch.charCodeAt(0);
    if (c < 65 || c > 90) break;
    col = col * 26 + (c - 64);
  }
  return col - 1;
}

async function* sheetRowsOf(data: Buffer, entry: ZipEntry, shared: string[]): AsyncGenerator<SheetRow> {
  const parser = newParser();
  const ready: SheetRow[] = [];
  let row: SheetRow | null = null;
  let lastRow = 0;
  let cell: { col: number; type: string; text: string; capture: boolean; inline: boolean } | null = null;
  let nextCol = 0;
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    const a = tag.attributes;
    if (name === 'row') {
      const r = Number.parseInt(String(a.r ?? ''), 10);
      lastRow = Number.isInteger(r) && r > lastRow ? r : lastRow + 1;
      row = { rowNo: lastRow, cells: [] };
      nextCol = 0;
    } else if (name === 'c' && row) {
      const ref = String(a.r ?? '');
      const col = ref ? columnOf(ref) : nextCol;
      if (col < 0 || col >= MAX_COLUMNS) throw new SheetReadError(`bad cell reference ${ref}`);
      cell = { col, type: String(a.t ?? 'n'), text: '', capture: false, inline: false };
    } else if (cell && name === 'v') {
      cell.capture = true;
    } else if (cell && name === 'is') {
      cell.inline = true;
    } else if (cell?.inline && name === 't') {
      cell.capture = true;
    }
  });
  const onText = (text: string) => {
    if (cell?.capture) cell.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    if (name === 'v' || name === 't') {
      if (cell) cell.capture = false;
    } else if (name === 'c' && cell && row) {
      row.cells[cell.col] = cellValue(cell.type, cell.text, shared);
      nextCol = cell.col + 1;
      cell = null;
    } else if (name === 'row' && row) {
      const cells = Array.from(row.cells, (c) => c ?? '');
      ready.push({ rowNo: row.rowNo, cells });
      row = null;
    }
  });
  for await (const _ of feed(data, entry, parser)) {
    void _;
    for (const r of ready.splice(0)) yield r;
  }
}

function cellValue(type: string, text: string, shared: string[]): string {
  switch (type) {
    case 's':
      return shared[Number.parseInt(text, 10)] ?? '';
    case 'inlineStr':
    case 'str':
    case 'd':
      return text;
    case 'b':
      return text.trim() === '1' ? 'TRUE' : 'FALSE';
    case 'e':
      return '';
    default: {
      // A number: a phone typed into Excel is stored as 13800138000 (or 1.3800138E10).
      const n = Number(text);
      if (text.trim() === '' || !Number.isFinite(n)) return text.trim();
      return Number.isInteger(n) && Math.abs(n) < 1e21 ? n.toFixed(0) : String(n);
    }
  }
}
