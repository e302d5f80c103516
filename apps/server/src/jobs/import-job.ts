import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { IMPORT_MAX_BYTES, isLanguage, isMsgKey, LANGUAGES } from '@console/contract';
import { AppError } from '../lib/app-error';
import type { AppContext } from '../lib/context';
import { DEFAULT_LANGUAGE, translate } from '../lib/i18n';
import { claimTask, failTask, finishTask, type TaskRow, touchTask } from './task-rows';
import type { AnyImporter, ImportEnv, ImportRow, Rejection } from './importers';
import { checkedOf, IMPORT_ERRORS, type ImportFile, importQuery, releaseEndedImport } from './import-tasks';
import { openReport } from './import-report';
import { type SheetRow, SheetReadError, sheetRows } from './sheet-reader';

/**
 * Rows per transaction. Measured on 50,000 rows: 100 is as fast as 500 and halves the peak memory
 * (a big batch's statement and sealed values outlive a few collections before they are freed).
 */
export const DEFAULT_BATCH_SIZE = 100;
/** While counting rows, the heartbeat is written this often. */
const COUNT_HEARTBEAT_ROWS = 5000;

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Ends the task with a message key (nothing, or only the batches before, committed). */
class ImportFailed extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}
class Interrupted extends Error {}

/**
 * Runs one import task: claims it, reads the stored file twice as a stream (first to find the
 * header and count the rows, so a file over the limit is refused before anything is committed;
 * then to import), validates each row with the importer's schema, commits the valid ones in
 * batches (each its own transaction), writes every rejected row with its reason to the result
 * report, and marks the task done (the report is its file) or failed. The uploaded file is
 * removed whatever happens. Never throws for a failure of the import itself.
 */
export async function runImportJob(ctx: AppContext, taskId: number, signal: AbortSignal, log: Log) {
  const task = await claimTask(ctx.db, taskId);
  if (!task) {
    // Done, failed (swept) or taken by another delivery: if it has ended, its upload goes.
    await releaseEndedImport(ctx, taskId);
    return;
  }
  const parsed = importQuery.safeParse(task.query);
  const reportKey = `imports/${task.merchantId}/${task.id}-${randomBytes(8).toString('hex')}-report.xlsx`;
  try {
    const importer = ctx.importers.get(task.kind);
    if (!importer) throw new Error(`no importer for "${task.kind}"`);
    if (!parsed.success) throw new Error('import task without its file');
    const rows = await importFile(ctx, importer, task, parsed.data.file, reportKey, signal);
    if (!(await finishTask(ctx.db, task.id, reportKey, rows))) await ctx.storage.remove(reportKey);
    log.info({ taskId: task.id, kind: task.kind, rows }, 'import done');
  } catch (error) {
    await ctx.storage.remove(reportKey).catch(() => undefined);
    const key =
      error instanceof ImportFailed
        ? error.key
        : error instanceof Interrupted
          ? IMPORT_ERRORS.interrupted
          : error instanceof SheetReadError
            ? IMPORT_ERRORS.unreadable
            : error instanceof AppError
              ? error.msgKey
              : IMPORT_ERRORS.failed;
    await failTask(ctx.db, task.id, key);
    if (error instanceof AppError || error instanceof ImportFailed || error instanceof SheetReadError) {
      log.info({ taskId: task.id, kind: task.kind, reason: key, detail: error.message }, 'import refused');
    } else if (error instanceof Interrupted) {
      log.info({ taskId: task.id }, 'import interrupted by shutdown');
    } else {
      log.error({ err: error, taskId: task.id, kind: task.kind }, 'import failed');
    }
  } finally {
    if (parsed.success) await ctx.storage.remove(parsed.data.file.key).catch(() => undefined);
  }
}

interface Header {
  rowNo: number;
  /** Column key → its index in the file's rows. */
  columns: Map<string, number>;
}

async function importFile(
  ctx: AppContext,
  importer: AnyImporter,
  task: TaskRow,
  file: ImportFile,
  reportKey: string,
  signal: AbortSignal,
): Promise<number> {
  const lang = isLanguage(task.lang) ? task.lang : DEFAULT_LANGUAGE;
  const env: ImportEnv = {
    lang,
    timeZone: ctx.config.TIME_ZONE,
    t: (key, params) => translate(lang, key, params),
  };
  const fields = importer.fields.parse((task.query as { fields?: unknown }).fields);
  const data = await readUpload(ctx, file.key);
  // Held in memory from here on: the stored copy (personal data in clear) goes at once.
  await ctx.storage.remove(file.key);
  const checked = checkedOf(file);

  // First pass: the header and the number of data rows (a file over the limit changes nothing).
  let header: Header | null = null;
  let total = 0;
  for await (const row of sheetRows(data, checked)) {
    if (!header) {
      if (row.cells.every((c) => c.trim() === '')) continue;
      header = headerOf(row, importer);
      continue;
    }
    if (isBlank(row, header)) continue;
    total += 1;
    if (total > importer.maxRows) throw new ImportFailed(importer.tooManyRowsKey);
    if (total % COUNT_HEARTBEAT_ROWS === 0) await beat(ctx, task.id, signal, 0, 0);
  }
  if (!header || total === 0) throw new ImportFailed(IMPORT_ERRORS.empty);

  const run = await importer.begin(ctx, task.merchantId, fields, env);
  const report = await openReport(ctx, reportKey, env);
  const batchSize = importer.batchSize ?? DEFAULT_BATCH_SIZE;
  let done = 0;
  let accepted = 0;
  let refused = 0;
  let valid: ImportRow<unknown>[] = [];
  let invalid: Rejection[] = [];
  const flush = async () => {
    let rejections: Rejection[];
    try {
      rejections = valid.length ? await run.commit(valid) : [];
    } catch (error) {
      // A refusal of the whole batch (e.g. the goods went off sale): its rows are rejected.
      if (!(error instanceof AppError)) throw error;
      const reason = env.t(error.msgKey, error.params);
      rejections = valid.map((r) => ({ rowNo: r.rowNo, reason }));
    }
    const all = [...invalid, ...rejections].sort((a, b) => a.rowNo - b.rowNo);
    report.reject(all);
    done += valid.length + invalid.length;
    accepted += valid.length - rejections.length;
    refused += all.length;
    valid = [];
    invalid = [];
    await beat(ctx, task.id, signal, Math.min(99, Math.floor((done * 100) / total)), done);
  };

  try {
    const hdr = header;
    for await (const row of sheetRows(data, checked)) {
      if (row.rowNo <= hdr.rowNo || isBlank(row, hdr)) continue;
      const result = importer.row.safeParse(recordOf(row, hdr, importer));
      if (result.success) valid.push({ rowNo: row.rowNo, value: result.data });
      else invalid.push({ rowNo: row.rowNo, reason: issuesText(result.error.issues, importer, env) });
      if (valid.length + invalid.length >= batchSize) await flush();
    }
    await flush();
    await report.finish([
      [env.t('import.report.file'), file.name],
      [env.t('import.report.total'), done],
      [env.t('import.report.accepted'), accepted],
      [env.t('import.report.rejected'), refused],
      ...run.details(),
    ]);
    return done;
  } catch (error) {
    await report.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

/** Heartbeat and progress; stops the import when the server is stopping or the task was failed. */
async function beat(ctx: AppContext, taskId: number, signal: AbortSignal, progress: number, rows: number) {
  if (signal.aborted) throw new Interrupted('import interrupted');
  if (!(await touchTask(ctx.db, taskId, progress, rows))) throw new Error('task no longer packing');
}

async function readUpload(ctx: AppContext, key: string): Promise<Buffer> {
  const stream: Readable | null = await ctx.storage.open(key);
  if (!stream) throw new ImportFailed(IMPORT_ERRORS.fileGone);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // The upload was checked; a stored file that has grown is not the one that was.
    if (size > IMPORT_MAX_BYTES) {
      stream.destroy();
      throw new ImportFailed(IMPORT_ERRORS.unreadable);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** How a header cell is compared: width and case folded, spaces and required-marks (*) dropped. */
const fold = (text: string) => text.normalize('NFKC').replace(/[\s*]/g, '').toLowerCase();

/**
 * The header row: each column of the importer found by its name in any of the four languages
 * (or its key), wherever it stands. A missing required column fails the task.
 */
function headerOf(row: SheetRow, importer: AnyImporter): Header {
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

const isBlank = (row: SheetRow, header: Header) =>
  [...header.columns.values()].every((i) => (row.cells[i] ?? '').trim() === '');

function recordOf(row: SheetRow, header: Header, importer: AnyImporter): Record<string, string> {
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
function issuesText(issues: readonly Issue[], importer: AnyImporter, env: ImportEnv): string {
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
