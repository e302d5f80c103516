import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Language } from '@console/contract';
import { rawRows } from '../db/raw-rows';
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
 * Whether the row an export's filter names (its id) is one the merchant may filter by: its own,
 * its partner's goods, a sub-merchant of its own… Given the whole query for the ids whose scope
 * depends on another field (a statistics shop with `with_subs`).
 */
export type IdOwner = (ctx: AppContext, merchantId: number, id: number, query: never) => Promise<boolean>;

/** An IdOwner for a table whose rows carry `merchant_id`: the merchant's own rows only. */
export const ownRowOf =
  (table: PgTable): IdOwner =>
  async (ctx, merchantId, id) => {
    const rows = await rawRows(
      ctx.db,
      sql`select 1 from ${table} where id = ${id} and merchant_id = ${merchantId} limit 1`,
    );
    return rows.length > 0;
  };

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
  /**
   * The query's fields that name a row (an id), each with how to tell it is the caller's (null: a
   * number that names no row, e.g. a flag). An id that is not is answered "not found" when the
   * task is made, as any call answers another merchant's row (createExportTask). Every integer
   * field of the query must be listed (jobs/export-ids.test.ts).
   */
  ids?: Readonly<Partial<Record<keyof Query & string, IdOwner | null>>>;
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
