import {
  parse,
  protocol,
  types,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { preparable, SEEN_MAX, STALE } from './statement-rules';

type RowDescription = { name: 'rowDescription'; fields: { name: string; dataTypeID: number }[] };
type DataRow = { name: 'dataRow'; fields: (string | null)[] };
type CommandComplete = { name: 'commandComplete'; text: string };

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Query = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** The commands whose count PGlite adds to `affectedRows`. */
const AFFECTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** Statements kept prepared at once: each holds its plan in PGlite's WebAssembly heap, which never shrinks. */
export const PREPARED_MAX = 100;

interface Prepared {
  name: string;
  /** The parameters' types, as the database inferred them (how each value is written). */
  paramTypes: number[];
}

/**
 * Named prepared statements on the embedded database (decision 080). PGlite's `query` sends every
 * statement unnamed, so PostgreSQL parses, analyses and plans it again on each run, on the
 * server's own thread (0.6 ms of a 0.8 ms storefront check). A text run a second time is prepared
 * under a name, and from then on runs as Bind, Execute and Sync in one exchange, on the plan
 * PostgreSQL keeps for it (custom plans first, then the generic one where it costs no more: its
 * plan cache's own rule, as for any client that prepares). The drizzle-built texts are few and
 * fixed; at most PREPARED_MAX are kept, the least recently used closed first.
 *
 * Answers, errors and types are PGlite's: the result its parser would give with the caller's
 * options (`resultOf`), its serializers for the parameters, the same DatabaseError with the query
 * attached. A call with a blob (COPY), declared parameter types or a text over TEXT_MAX goes the
 * usual way.
 */
export class PgliteStatements {
  private readonly prepared = new Map<string, Prepared>();
  private readonly seen = new Set<string>();
  private readonly closing: string[] = [];
  private next = 0;

  constructor(private readonly client: PGlite) {}

  /** PGlite's own `query` through the cache: outside a transaction, as it does, the files are synced after. */
  async runOutside<T>(usual: Query, query: string, params?: unknown[], options?: QueryOptions) {
    const results = await this.run<T>(usual, query, params, options);
    if (this.prepared.has(query)) await this.client.syncToFs();
    return results;
  }

  /** `query` through the cache: `usual` runs what is not (yet) prepared. */
  run<T>(usual: Query, query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob || options?.paramTypes || !preparable(query)) return usual<T>(query, params, options);
    if (!this.prepared.has(query) && !this.seen.has(query)) {
      if (this.seen.size >= SEEN_MAX) this.seen.clear();
      this.seen.add(query);
      return usual<T>(query, params, options);
    }
    // Looked up once the database is ours: a run queued before may have closed it meanwhile.
    return this.client.runExclusive(() => this.execute<T>(query, this.prepared.get(query), params, options));
  }

  /** A transaction's handle whose `query` goes through the cache. */
  wrapTransaction(tx: Transaction): Transaction {
    const usual = tx.query.bind(tx) as Query;
    return Object.assign(tx, {
      query: <T>(query: string, params?: unknown[], options?: QueryOptions) =>
        this.run<T>(usual, query, params, options),
    });
  }

  private async execute<T>(
    query: string,
    known: Prepared | undefined,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const statement = known ?? (await this.prepare(query));
    // Most recently used last: the first entry is the one to close.
    this.prepared.delete(query);
    this.prepared.set(query, statement);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serialize = options?.serializers?.[oid] ?? this.client.serializers[oid];
      // Without a serializer, as PGlite writes it: the value's own text.
      return serialize ? serialize(value) : (value as { toString(): string }).toString();
    });
    const { serialize } = protocol;
    try {
      const messages = await this.exchange(query, params, options, [
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      return this.resultOf<T>(messages, options);
    } catch (error) {
      // This run fails as a plain one would have at the moment of the change; the next is prepared anew.
      if (STALE.has((error as { code?: string }).code ?? '')) this.forget(query, statement);
      throw error;
    }
  }

  /**
   * The answer as PGlite's `parseResults` gives it (rows by the caller's row mode, each value by
   * the caller's parser for its type, else PGlite's), without its first step: it spreads the caller's
   * parsers over its own 318 into a new object on every statement, 79 µs a call here, and
   * drizzle passes parsers with every statement. Here each column finds its parser once a run.
   */
  private resultOf<T>(messages: BackendMessage[], options: QueryOptions | undefined): Results<T> {
    let fields: { name: string; dataTypeID: number }[] = [];
    let decoders: ((text: string, typeId: number) => unknown)[] = [];
    const rows: unknown[] = [];
    const result: Results<T> = { rows: rows as T[], fields, affectedRows: 0 };
    const decode = (values: (string | null)[], at: number) => {
      const text = values[at];
      return text === null || text === undefined ? null : decoders[at]!(text, fields[at]!.dataTypeID);
    };
    for (const message of messages as unknown as (RowDescription | DataRow | CommandComplete)[]) {
      if (message.name === 'rowDescription') {
        fields = message.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
        decoders = fields.map(({ dataTypeID }) => this.parserOf(dataTypeID, options));
        result.fields = fields;
      } else if (message.name === 'dataRow') {
        const values = message.fields;
        rows.push(
          options?.rowMode === 'array'
            ? values.map((_, at) => decode(values, at))
            : Object.fromEntries(fields.map((field, at) => [field.name, decode(values, at)])),
        );
      } else if (message.name === 'commandComplete') {
        const words = message.text.split(' ');
        const count = parseInt(words[words.length - 1]!, 10);
        result.command = words[0];
        if (AFFECTING.has(words[0]!)) result.affectedRows = count;
        if (!Number.isNaN(count)) result.rowCount = count;
      }
    }
    return result;
  }

  private parserOf(typeId: number, options: QueryOptions | undefined) {
    const parser = options?.parsers?.[typeId] ?? this.client.parsers[typeId] ?? types.parsers[typeId];
    return parser ?? ((text: string) => text);
  }

  private forget(query: string, statement: Prepared) {
    this.prepared.delete(query);
    this.closing.push(statement.name);
  }

  /** Parses `query` under a new name (closing the least recently used beyond the bound). */
  private async prepare(query: string): Promise<Prepared> {
    const { serialize } = protocol;
    while (this.prepared.size >= PREPARED_MAX) {
      const [oldest, statement] = this.prepared.entries().next().value!;
      this.forget(oldest, statement);
    }
    const name = `console_${++this.next}`;
    const closes = this.closing.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const messages = await this.exchange(query, [], undefined, [
      ...closes,
      serialize.parse({ name, text: query, types: [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    return { name, paramTypes: parse.parseDescribeStatementResults(messages) };
  }

  /** One round into the database; its error carries the query, as PGlite's own `query` does. */
  private async exchange(
    query: string,
    params: unknown[],
    options: QueryOptions | undefined,
    parts: Uint8Array[],
  ): Promise<BackendMessage[]> {
    try {
      return await this.client.execProtocolStream(Buffer.concat(parts), { onNotice: options?.onNotice });
    } catch (error) {
      if (error instanceof Error) Object.assign(error, { query, params, queryOptions: options });
      throw error;
    }
  }
}
