import { isMsgKey, LANGUAGES } from '@console/contract';
import { translate } from '../lib/i18n';
import type { AnyImporter, ImportEnv } from './importers';
import { IMPORT_ERRORS } from './import-tasks';
import type { SheetRow } from './sheet-reader';

// How an import reads the rows of a file: the header row, each row as a record by column key,
// and the words for a row the schema refused.

/** A file that cannot be imported: the task fails with this message key, nothing committed. */
export class ImportFailed extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

export interface Header {
  rowNo: number;
  /** Column key → its index in the file's rows. */
  columns: Map<string, number>;
}

/** How a header cell is compared: width and case folded, spaces and required-marks (*) dropped. */
const fold = (text: string) => text.normalize('NFKC').replace(/[\s*]/g, '').toLowerCase();

/**
 * The header row: each column of the importer found by its name in any of the four languages
 * (or its key), wherever it stands. A missing required column fails the task.
 */
export function headerOf(row: SheetRow, importer: AnyImporter): Header {
  const folded = row.cells.map(fold);
  const columns = new Map<string, number>();
  for (const column of importer.columns) {
    const names = new Set([fold(column.key), ...LANGUAGES.map((l) => fold(translate(l, column.header)))]);
    const index = folded.findIndex((c) => names.has(c));
    if (index >= 0) columns.set(column.key, index);
    else if (!column.optional) throw new ImportFailed(IMPORT_ERRORS.header);
  }
  return { rowNo: row.rowNo, columns };
}

export const isBlank = (row: SheetRow, header: Header) =>
  [...header.columns.values()].every((i) => (row.cells[i] ?? '').trim() === '');

export function recordOf(row: SheetRow, header: Header, importer: AnyImporter): Record<string, string> {
  const record: Record<string, string> = {};
  for (const column of importer.columns) {
    const index = header.columns.get(column.key);
    if (index !== undefined) record[column.key] = row.cells[index] ?? '';
  }
  return record;
}

interface Issue {
  path: PropertyKey[];
  code: string;
  message: string;
  maximum?: unknown;
  minimum?: unknown;
}

/**
 * Why a row was refused: each failing field once, named by its column's header in the task's
 * language, with the contract's message (or a generic one, as the API's validation answers).
 */
export function issuesText(issues: readonly Issue[], importer: AnyImporter, env: ImportEnv): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (seen.has(key)) continue;
    seen.add(key);
    const column = importer.columns.find((c) => c.key === key);
    const field = column ? env.t(column.header) : key;
    let reason: string;
    if (isMsgKey(issue.message)) reason = env.t(issue.message);
    else if (issue.code === 'too_big') reason = env.t('v.field_too_long', { max: String(issue.maximum) });
    else if (issue.code === 'too_small') reason = env.t('v.field_too_short', { min: String(issue.minimum) });
    else if (issue.code === 'invalid_type') reason = env.t('v.field_required');
    else if (issue.code === 'invalid_format') reason = env.t('v.field_format');
    else reason = env.t('v.field_invalid');
    parts.push(env.t('v.field', { field, reason }));
  }
  return parts.join('\n');
}
