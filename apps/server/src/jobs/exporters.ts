import type { z } from 'zod';
import type { Language } from '@console/contract';
import type { AppContext } from '../lib/context';
import type { CellValue } from './xlsx-cells';

/** What a column's `value` may use to format a row: the task's language and the merchants' zone. */
export interface ExportEnv {
  lang: Language;
  timeZone: string;
}

export interface ExportColumn<Row> {
  /** A server locale key: the header, written in the language of the request that made the task. */
  header: string;
  /** Column width in characters. */
  width: number;
  value(row: Row, env: ExportEnv): CellValue;
}

/**
 * One list export. A domain describes its rows and how to page through them; the generic
 * machinery (tasks service + export job) does the rest: the task row, the queue, the xlsx,
 * progress, storage and the signed download link.
 */
export interface Exporter<Query, Row> {
  /** Stored on the task; unique. */
  kind: string;
  /** The list's query as stored on the task (the job re-checks it before running). */
  query: z.ZodType<Query>;
  /** Locale key of the worksheet name. */
  sheet: string;
  columns: readonly ExportColumn<Row>[];
  /** How many rows the export will hold: drives the progress shown while packing. */
  count(ctx: AppContext, merchantId: number, query: Query): Promise<number>;
  /**
   * The page after `after` (the last row of the previous page; null for the first), at most
   * `limit` rows, in a stable order. Keyset paging: each page is one short query, never a cursor
   * held open inside a transaction (PGlite has one connection). Compare on exact keys (ids; a
   * timestamp read back into a JS Date has lost its microseconds and would skip rows).
   */
  fetchPage(
    ctx: AppContext,
    merchantId: number,
    query: Query,
    after: Row | null,
    limit: number,
  ): Promise<Row[]>;
  /** Rows per page (default 1000). */
  pageSize?: number;
}

/** An exporter whose query and row types are forgotten, as the registry stores them. */
export type AnyExporter = Exporter<unknown, unknown>;

/** Types an exporter's definition (query and rows inferred) for `ExporterRegistry.register`. */
export const defineExporter = <Query, Row>(exporter: Exporter<Query, Row>) => exporter;

export interface ExporterRegistry {
  register<Query, Row>(exporter: Exporter<Query, Row>): void;
  get(kind: string): AnyExporter | undefined;
  kinds(): string[];
}

export function createExporterRegistry(): ExporterRegistry {
  const byKind = new Map<string, AnyExporter>();
  return {
    register(exporter) {
      if (byKind.has(exporter.kind)) throw new Error(`exporter "${exporter.kind}" registered twice`);
      byKind.set(exporter.kind, exporter);
    },
    get: (kind) => byKind.get(kind),
    kinds: () => [...byKind.keys()],
  };
}
