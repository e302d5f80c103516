import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { IMPORT_MAX_BYTES, isLanguage } from '@console/contract';
import { isDatabaseUnreachable } from '../db/connection-gate';
import type { Tx } from '../db/database';
import { AppError } from '../lib/app-error';
import type { AppContext } from '../lib/context';
import { DEFAULT_LANGUAGE, translate } from '../lib/i18n';
import { claimTask, failTask, finishTask, type TaskRow, touchTask } from './task-rows';
import type { AnyImporter, ImportEnv, ImportRow, Rejection } from './importers';
import { checkedOf, IMPORT_ERRORS, type ImportFile, importQuery, releaseEndedImport } from './import-tasks';
import { openReport } from './import-report';
import { forgetCheckpoint, type ImportCheckpoint, loadCheckpoint, saveCheckpoint } from './import-progress';
import { type Header, headerOf, ImportFailed, isBlank, issuesText, recordOf } from './import-rows';
import { SheetReadError, sheetRows } from './sheet-reader';

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

/** The server is stopping, or the database went away: the task is left to be resumed. */
class Interrupted extends Error {}
/** The task stopped packing under the run (the sweeper failed it): the batch is not committed. */
class TaskGone extends Error {}

/**
 * Runs one import task: claims it, reads the stored file twice as a stream (first to find the
 * header and count the rows, so a file over the limit is refused before anything is committed;
 * then to import), validates each row with the importer's schema, commits the valid ones in
 * batches, each in one transaction with the checkpoint and the rows it refused
 * (`import-progress.ts`), writes every rejected row with its reason to the result report, and
 * marks the task done (the report is its file) or failed.
 *
 * A run that resumes a task (its worker died, or stopped with the server) skips the rows of the
 * committed batches, showing them to the importer's `replay`, and its report begins with the rows
 * refused before: every row is imported once. A run stopped by the server's shutdown or by the
 * database going away leaves the task packing, with its upload, for the sweeper to resume; the
 * upload goes when the task ends. Never throws for a failure of the import itself.
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
  // The upload (personal data in clear) goes before the task shows as ended, and the checkpoint
  // after: a worker that dies in between leaves a task that resumes to "file gone", never one
  // that imports its rows twice.
  const removeUpload = async () => {
    if (parsed.success) await ctx.storage.remove(parsed.data.file.key).catch(() => undefined);
  };
  try {
    const importer = ctx.importers.get(task.kind);
    if (!importer) throw new Error(`no importer for "${task.kind}"`);
    if (!parsed.success) throw new Error('import task without its file');
    const rows = await importFile(ctx, importer, task, parsed.data.file, reportKey, signal);
    await removeUpload();
    if (!(await finishTask(ctx.db, task.id, reportKey, rows))) await ctx.storage.remove(reportKey);
    await forgetCheckpoint(ctx.db, task.id);
    log.info({ taskId: task.id, kind: task.kind, rows }, 'import done');
  } catch (error) {
    await ctx.storage.remove(reportKey).catch(() => undefined);
    if (error instanceof Interrupted || isDatabaseUnreachable(error)) {
      log.info({ taskId: task.id, detail: String(error) }, 'import stopped; it resumes from its checkpoint');
      return;
    }
    const key =
      error instanceof ImportFailed
        ? error.key
        : error instanceof SheetReadError
          ? IMPORT_ERRORS.unreadable
          : error instanceof AppError
            ? error.msgKey
            : IMPORT_ERRORS.failed;
    await removeUpload();
    await failTask(ctx.db, task.id, key);
    await forgetCheckpoint(ctx.db, task.id).catch(() => undefined);
    if (error instanceof AppError || error instanceof ImportFailed || error instanceof SheetReadError) {
      log.info({ taskId: task.id, kind: task.kind, reason: key, detail: error.message }, 'import refused');
    } else if (!(error instanceof TaskGone)) {
      log.error({ err: error, taskId: task.id, kind: task.kind }, 'import failed');
    }
  }
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
  // Kept in storage until the task ends: a run that resumes this one reads it again.
  const data = await readUpload(ctx, file.key);
  const checked = checkedOf(file);
  const earlier = await loadCheckpoint(ctx.db, task.id);
  let at: ImportCheckpoint = earlier.at;
  let total = 0;
  const progressAt = (rows: number) => (total ? Math.min(99, Math.floor((rows * 100) / total)) : 0);

  // First pass: the header and the number of data rows (a file over the limit changes nothing).
  let header: Header | null = null;
  for await (const row of sheetRows(data, checked)) {
    if (!header) {
      if (row.cells.every((c) => c.trim() === '')) continue;
      header = headerOf(row, importer);
      continue;
    }
    if (isBlank(row, header)) continue;
    total += 1;
    if (total > importer.maxRows) throw new ImportFailed(importer.tooManyRowsKey);
    if (total % COUNT_HEARTBEAT_ROWS === 0) await beat(ctx, task.id, signal, progressAt(at.done), at.done);
  }
  if (!header || total === 0) throw new ImportFailed(IMPORT_ERRORS.empty);

  const run = await importer.begin(ctx, task.merchantId, fields, env);
  const report = await openReport(ctx, reportKey, env);
  const batchSize = importer.batchSize ?? DEFAULT_BATCH_SIZE;
  let valid: ImportRow<unknown>[] = [];
  let invalid: Rejection[] = [];
  let batchEnd = 0;
  const flush = async () => {
    if (signal.aborted) throw new Interrupted('import interrupted');
    if (!valid.length && !invalid.length) return;
    let next = at;
    let all: Rejection[] = [];
    // The batch, its checkpoint and its refused rows commit together, and only while the task is
    // still packing (the sweeper may have given up on this run).
    const record = async (tx: Tx, rejections: Rejection[]) => {
      all = [...invalid, ...rejections].sort((x, y) => x.rowNo - y.rowNo);
      const done = at.done + valid.length + invalid.length;
      next = {
        lastRow: batchEnd,
        done,
        accepted: at.accepted + valid.length - rejections.length,
        refused: at.refused + all.length,
      };
      await saveCheckpoint(tx, task.id, next, all);
      if (!(await touchTask(tx, task.id, progressAt(done), done)))
        throw new TaskGone('task no longer packing');
    };
    try {
      await ctx.db.transaction(async (tx) => record(tx, valid.length ? await run.commit(tx, valid) : []));
    } catch (error) {
      // A refusal of the whole batch (e.g. the goods went off sale): its rows are rejected.
      if (!(error instanceof AppError)) throw error;
      const reason = env.t(error.msgKey, error.params);
      await ctx.db.transaction((tx) =>
        record(
          tx,
          valid.map((r) => ({ rowNo: r.rowNo, reason })),
        ),
      );
    }
    report.reject(all);
    at = next;
    valid = [];
    invalid = [];
  };

  try {
    const hdr = header;
    report.reject(earlier.rejections);
    const replayed: ImportRow<unknown>[] = [];
    for await (const row of sheetRows(data, checked)) {
      if (row.rowNo <= hdr.rowNo || isBlank(row, hdr)) continue;
      const result = importer.row.safeParse(recordOf(row, hdr, importer));
      if (row.rowNo <= at.lastRow) {
        // Committed by an earlier run: only what the importer remembers of it is rebuilt.
        if (result.success) replayed.push({ rowNo: row.rowNo, value: result.data });
        if (replayed.length >= batchSize) run.replay?.(replayed.splice(0));
        continue;
      }
      if (replayed.length) run.replay?.(replayed.splice(0));
      if (result.success) valid.push({ rowNo: row.rowNo, value: result.data });
      else invalid.push({ rowNo: row.rowNo, reason: issuesText(result.error.issues, importer, env) });
      batchEnd = row.rowNo;
      if (valid.length + invalid.length >= batchSize) await flush();
    }
    await flush();
    await report.finish([
      [env.t('import.report.file'), file.name],
      [env.t('import.report.total'), at.done],
      [env.t('import.report.accepted'), at.accepted],
      [env.t('import.report.rejected'), at.refused],
      ...run.details(),
    ]);
    return at.done;
  } catch (error) {
    await report.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

/** Heartbeat and progress while counting; stops the import when the server is stopping or the task was failed. */
async function beat(ctx: AppContext, taskId: number, signal: AbortSignal, progress: number, rows: number) {
  if (signal.aborted) throw new Interrupted('import interrupted');
  if (!(await touchTask(ctx.db, taskId, progress, rows))) throw new TaskGone('task no longer packing');
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
