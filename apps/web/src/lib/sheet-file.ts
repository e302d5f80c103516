import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES } from '@console/contract';

/** The formats a spreadsheet template downloads in. */
export type SheetFormat = 'xlsx' | 'csv';

/**
 * What is wrong with a chosen spreadsheet before it is sent: not an xlsx or csv by its name, or
 * larger than the server takes. The server checks again (and looks inside the file).
 */
export function sheetProblem(file: Pick<File, 'name' | 'size'>): 'type' | 'size' | null {
  const ext = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!file.name.includes('.') || !(IMPORT_EXTENSIONS as readonly string[]).includes(ext)) return 'type';
  if (file.size > IMPORT_MAX_BYTES) return 'size';
  return null;
}
