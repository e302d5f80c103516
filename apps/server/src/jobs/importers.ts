import type { z } from 'zod';
import type { Language } from '@console/contract';
import type { Tx } from '../db/database';
import type { AppContext } from '../lib/context';

/** What an importer may use to word its reasons: the task's language and the merchants' zone. */
export interface ImportEnv {
  lang: Language;
  timeZone: string;
  /** Translates a server locale key into the task's language. */
  t(key: string, params?: Record<string, string | number>): string;
}

export interface ImportColumn {
  /** The row field this column fills (a key of the importer's row schema). */
  key: string;
  /**
   * A server locale key: the template's header in the request's language. An uploaded file's
   * header is matched against this text in every language (and against `key`), so a file made
   * from the Chinese template imports in an English session too.
   */
  header: string;
  width: number;
  /** The template's example row. */
  example: string;
  /** A file may leave this column out (the row schema gives a default). */
  optional?: boolean;
}

/** One data row that passed the row schema, with its row number in the file (the header is 1). */
export interface ImportRow<Row> {
  rowNo: number;
  value: Row;
}

/** A row the importer refused, with why (translated, naming the field when there is one). */
export interface Rejection {
  rowNo: number;
  reason: string;
}

/** One run of an importer over one file: its state (e.g. rows already seen) lives here. */
export interface ImportRun<Row> {
  /**
   * Writes one batch of valid rows in `tx`, the batch's transaction (the machinery commits it with
   * the import's checkpoint), and answers the rows it refused (those change nothing). Throwing an
   * AppError refuses the whole batch with its message; any other error fails the task (batches
   * committed before stay committed).
   */
  commit(tx: Tx, rows: ImportRow<Row>[]): Promise<Rejection[]>;
  /**
   * A run resumed after its worker died is shown the rows of the committed batches that passed the
   * row schema, in file order, before it goes on: it remembers what `commit` would have (e.g. the
   * rows seen, to refuse a duplicate further down) and writes nothing.
   */
  replay?(rows: ImportRow<Row>[]): void;
  /** Lines of the report's summary besides the counts: [label, value], translated. */
  details(): [string, string][];
}

/**
 * One spreadsheet import. A domain describes its columns, its row schema and how a batch is
 * committed; the generic machinery (upload check, task, job, report) does the rest.
 */
export interface Importer<Fields, Row> {
  /** Stored on the task; unique among importers and exporters. */
  kind: string;
  /** The settings sent with the file (e.g. goods and source), stored on the task. */
  fields: z.ZodType<Fields>;
  /** The row schema, given the cells by column key (a missing optional column is undefined). */
  row: z.ZodType<Row>;
  columns: readonly ImportColumn[];
  /** Locale key of the template's worksheet name and file name. */
  sheet: string;
  /** Data rows a file may hold; a longer file is refused whole, before any row is committed. */
  maxRows: number;
  /** Locale key of the task's error when the file holds more than `maxRows` rows. */
  tooManyRowsKey: string;
  /** Locale key of the task's name ({file}: the uploaded file's name). */
  taskNameKey: string;
  /** Rows per transaction (default 100, see import-job.ts). */
  batchSize?: number;
  /**
   * Starts a run. Checks made once for the whole file go here (e.g. the goods is still on sale):
   * an AppError fails the task with its message key before any row is read.
   */
  begin(ctx: AppContext, merchantId: number, fields: Fields, env: ImportEnv): Promise<ImportRun<Row>>;
}

export type AnyImporter = Importer<unknown, unknown>;

/** Types an importer's definition (fields and rows inferred) for `ImporterRegistry.register`. */
export const defineImporter = <Fields, Row>(importer: Importer<Fields, Row>) => importer;

export interface ImporterRegistry {
  register<Fields, Row>(importer: Importer<Fields, Row>): void;
  get(kind: string): AnyImporter | undefined;
  /** Whether a task of this kind is an import (its uploaded file must go when it ends). */
  has(kind: string): boolean;
  kinds(): string[];
}

export function createImporterRegistry(): ImporterRegistry {
  const byKind = new Map<string, AnyImporter>();
  return {
    register(importer) {
      if (byKind.has(importer.kind)) throw new Error(`importer "${importer.kind}" registered twice`);
      byKind.set(importer.kind, importer);
    },
    get: (kind) => byKind.get(kind),
    has: (kind) => byKind.has(kind),
    kinds: () => [...byKind.keys()],
  };
}
