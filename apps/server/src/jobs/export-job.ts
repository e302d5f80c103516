import { loadExcelJS } from './exceljs';
import type { CoreMessageKey } from '../lib/i18n';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { isLanguage } from '@console/contract';
import type { AppContext } from '../lib/context';
import { DEFAULT_LANGUAGE, translate } from '../lib/i18n';
import { claimTask, failTask, finishTask, type TaskRow, touchTask } from './task-rows';
import type { AnyExporter, ExportEnv } from './exporters';
import { safeCell, sheetName } from './xlsx-cells';
import { lagTolerantReads } from '../db/open-replicas';

export const DEFAULT_PAGE_SIZE = 1000;
/** Rows per worksheet, header included: Excel's limit is 1,048,576. */
export const SHEET_MAX_ROWS = 1_000_000;

export const TASK_ERRORS = {
  failed: 'task.err_failed',
  interrupted: 'task.err_interrupted',
  stalled: 'task.err_stalled',
  expired: 'task.err_expired',
} as const satisfies Record<string, CoreMessageKey>;

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

class Interrupted extends Error {}

/** The job's data: only the task id; everything else is on the task row. */
export function taskIdOf(data: unknown): number {
  const id = (data as { taskId?: unknown } | null)?.taskId;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw new Error('export job without a task id');
  return id;
}

/**
 * Runs one export task: claims it, streams its rows page by page into an xlsx that goes straight
 * to storage, updates progress and heartbeat after every page, and marks it done or failed. It
 * never throws for a failure of the export itself: the task row carries the outcome.
 */
export async function runExportJob(ctx: AppContext, taskId: number, signal: AbortSignal, log: Log) {
  const task = await claimTask(ctx.db, taskId);
  if (!task) return; // done, failed (swept) or taken by another delivery of the job
  const key = `exports/${task.merchantId}/${task.id}-${randomBytes(8).toString('hex')}.xlsx`;
  try {
    const exporter = ctx.exporters.get(task.kind);
    if (!exporter) throw new Error(`no exporter for "${task.kind}"`);
    const rows = await writeWorkbook(ctx, exporter, task, key, signal);
    if (!(await finishTask(ctx.db, task.id, key, rows))) await ctx.storage.remove(key);
    log.info({ taskId: task.id, kind: task.kind, rows }, 'export done');
  } catch (error) {
    const interrupted = error instanceof Interrupted;
    await ctx.storage.remove(key).catch(() => undefined);
    await failTask(ctx.db, task.id, interrupted ? TASK_ERRORS.interrupted : TASK_ERRORS.failed);
    if (interrupted) log.info({ taskId: task.id }, 'export interrupted by shutdown');
    else log.error({ err: error, taskId: task.id, kind: task.kind }, 'export failed');
  }
}

/** A stream the sheet pipes to: exceljs pipes into a `readable-stream` PassThrough of its own. */
interface Piped {
  _writableState?: { length?: number };
  _readableState?: { length?: number };
}
/** Bytes held by such a stream, written in and not yet read out. */
const bufferedIn = (p: Piped) => (p._writableState?.length ?? 0) + (p._readableState?.length ?? 0);

/** What may wait between the sheet and storage before the next page is fetched. */
const SETTLE_BYTES = 256 * 1024;

/** Longer than this without the queue moving, the export is taken for stuck (and fails). */
const SETTLE_STUCK_MS = 60_000;

/**
 * Waits until what the pages wrote has gone through the compressor towards storage. exceljs's
 * sheet stream takes every row at once and hands it on without heeding backpressure, and PGlite
 * answers a query without ever yielding to I/O: without this wait a whole export piles up in
 * memory (about 1 kB a row) before a byte reaches the file. The sheet stream (`stream`: its
 * `buffers` until the zip pipes it, then the stream it `pipes` into the deflater) is exceljs's
 * own object; if a later exceljs lacks these fields, nothing waits (and memory grows again).
 */
async function settle(sheet: unknown, out: PassThrough, stopped: () => boolean) {
  const stream = (sheet as { stream?: { buffers?: unknown[]; pipes?: Piped[] } }).stream;
  let last = -1;
  let since = Date.now();
  while (!stopped()) {
    const queued = (stream?.pipes ?? []).reduce((n, p) => n + bufferedIn(p), 0);
    const unpiped = stream?.pipes?.length ? 0 : (stream?.buffers?.length ?? 0) * 65536;
    const waiting = queued + unpiped + out.readableLength;
    if (waiting <= SETTLE_BYTES) return;
    if (waiting !== last) [last, since] = [waiting, Date.now()];
    else if (Date.now() - since > SETTLE_STUCK_MS) throw new Error('the file stopped taking rows');
    // A timer, not setImmediate: the loop then sleeps while the compressor works on another core.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

async function writeWorkbook(
  ctx: AppContext,
  exporter: AnyExporter,
  task: TaskRow,
  key: string,
  signal: AbortSignal,
): Promise<number> {
  const query = exporter.query.parse(task.query);
  const env: ExportEnv = {
    lang: isLanguage(task.lang) ? task.lang : DEFAULT_LANGUAGE,
    timeZone: ctx.config.TIME_ZONE,
  };
  const pageSize = exporter.pageSize ?? DEFAULT_PAGE_SIZE;
  // The rows may come from a replica that holds everything committed before the export began.
  const read = await lagTolerantReads(ctx.replicaReads);
  const total = await read(() => exporter.count(ctx, task.merchantId, query));

  const out = new PassThrough();
  // The store reads while the workbook writes; if it fails, the next page stops the export.
  const store: { error: Error | null } = { error: null };
  const stored = ctx.storage.putStream(key, out);
  stored.catch((error: unknown) => {
    store.error = error instanceof Error ? error : new Error('storage failed');
  });

  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const title = sheetName(translate(env.lang, exporter.sheet));
  const headers = exporter.columns.map((c) => safeCell(translate(env.lang, c.header)));
  let sheetCount = 0;
  let sheetRows = 0;
  const addSheet = () => {
    sheetCount += 1;
    const sheet = workbook.addWorksheet(sheetCount === 1 ? title : sheetName(`${title} (${sheetCount})`));
    sheet.columns = exporter.columns.map((c) => ({ width: c.width }));
    const header = sheet.addRow(headers);
    header.font = { bold: true };
    header.commit();
    sheetRows = 1;
    return sheet;
  };

  try {
    let sheet = addSheet();
    let written = 0;
    let after: unknown = null;
    for (;;) {
      if (signal.aborted) throw new Interrupted('export interrupted');
      if (store.error) throw store.error;
      const page = await read(() => exporter.fetchPage(ctx, task.merchantId, query, after, pageSize));
      for (const row of page) {
        if (sheetRows >= SHEET_MAX_ROWS) {
          sheet.commit();
          sheet = addSheet();
        }
        sheet.addRow(exporter.columns.map((c) => safeCell(c.value(row, env)))).commit();
        sheetRows += 1;
      }
      written += page.length;
      await settle(sheet, out, () => store.error !== null || signal.aborted || out.destroyed);
      const progress = total > 0 ? Math.min(99, Math.floor((written * 100) / total)) : 0;
      if (!(await touchTask(ctx.db, task.id, progress, written))) throw new Error('task no longer packing');
      if (page.length < pageSize) break;
      after = page[page.length - 1];
    }
    sheet.commit();
    await workbook.commit();
    await stored;
    return written;
  } catch (error) {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    throw error;
  }
}
