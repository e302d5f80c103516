import type { PGliteInterface } from '@electric-sql/pglite';
import { is, type SQL, sql } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Executor } from './database';

/** A value of one cell; a Date goes as its ISO text, cast by the column's type. */
export type Cell = string | number | boolean | Date | null;

/**
 * One column of a bulk insert: its name, its PostgreSQL type, how a row gives its value, and
 * optionally the expression that makes the stored value of it (`coalesce(created_at, now())`:
 * a null there takes the transaction's time, as the column's default would).
 */
export type UnnestColumn<R> = readonly [column: string, type: string, value: (row: R) => Cell, expr?: string];

const NEEDS_ESCAPE = /[\\"]/;

/**
 * A PostgreSQL array literal of the values (one text parameter, cast by the statement). Text is
 * quoted (an empty string, a space or the word NULL would read otherwise), escaped only when it
 * holds a quote or a backslash; numbers and ISO times hold no character the literal treats
 * specially and go bare. Tens of thousands of values per statement in an import or the seed: the
 * unconditional escape and quoting of every value took about a third more time.
 */
export function arrayLiteral(values: readonly Cell[]): string {
  const items = new Array<string>(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i] as Cell;
    if (v === null) items[i] = 'NULL';
    else if (typeof v === 'number') items[i] = String(v);
    else if (v instanceof Date) items[i] = v.toISOString();
    else {
      const text = String(v);
      items[i] = NEEDS_ESCAPE.test(text) ? `"${text.replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;
    }
  }
  return `{${items.join(',')}}`;
}

/**
 * `insert into <table> (<columns>) select … from unnest(<one array per column>)` and `tail`
 * (`on conflict …`, `returning …`): rows in any number as a statement of one parameter per
 * column. Building a multi-row VALUES through the query builder cost more CPU than the database
 * spent on the rows (a page of 100 orders: thousands of parameters, each typed and escaped).
 */
export function unnestInsert<R>(
  table: string,
  columns: readonly UnnestColumn<R>[],
  rows: readonly R[],
  tail?: SQL,
): SQL {
  const names = sql.raw(columns.map(([c]) => c).join(', '));
  const picked = sql.raw(columns.map(([c, , , expr]) => expr ?? c).join(', '));
  const arrays = sql.join(
    columns.map(([, type, value]) => sql`${arrayLiteral(rows.map(value))}::${sql.raw(type)}[]`),
    sql`, `,
  );
  return sql`insert into ${sql.raw(table)} (${names}) select ${picked} from unnest(${arrays}) as u(${names}) ${tail ?? sql``}`;
}

/**
 * `rows` written `chunk` rows to a statement (the chunk bounds what one statement holds in
 * PGlite's WebAssembly memory, which never shrinks), in the rows' order: a serial id numbers them
 * as given. On PGlite through `COPY … FROM '/dev/blob'`, the rows as one text: no parameter to
 * serialize, no array literal to parse; 0.85 s less of the demo seed's 12.9 s (orders, histories,
 * commission shares and ledger entries). Elsewhere, and for columns with an expression, through
 * `unnestInsert`.
 */
export async function insertInChunks<R>(
  db: Executor,
  table: string,
  columns: readonly UnnestColumn<R>[],
  rows: readonly R[],
  chunk: number,
) {
  const pglite = columns.some(([, , , expr]) => expr) ? undefined : pgliteClientOf(db);
  const names = columns.map(([c]) => c).join(', ');
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    if (pglite) {
      const blob = new Blob([copyText(columns, part)]);
      await pglite.query(`copy ${table} (${names}) from '/dev/blob'`, [], { blob });
    } else {
      await db.execute(unnestInsert(table, columns, part));
    }
  }
}

/** The PGlite (or PGlite transaction) under a drizzle executor; undefined on PostgreSQL. */
function pgliteClientOf(db: Executor): Pick<PGliteInterface, 'query'> | undefined {
  const session = (db as unknown as { session: unknown }).session;
  return is(session, PgliteSession) ? (session as unknown as { client: PGliteInterface }).client : undefined;
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** The rows in COPY's text format: tab between cells, a line per row, `\N` for null. */
function copyText<R>(columns: readonly UnnestColumn<R>[], rows: readonly R[]): string {
  const lines = new Array<string>(rows.length);
  for (let r = 0; r < rows.length; r += 1) {
    const cells = new Array<string>(columns.length);
    for (let c = 0; c < columns.length; c += 1) {
      const v = columns[c]![2](rows[r]!);
      if (v === null) cells[c] = '\\N';
      else if (typeof v === 'number') cells[c] = String(v);
      else if (v instanceof Date) cells[c] = v.toISOString();
      else {
        const text = String(v);
        cells[c] = COPY_SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (ch) => COPY_ESCAPES[ch]!) : text;
      }
    }
    lines[r] = cells.join('\t');
  }
  return `${lines.join('\n')}\n`;
}
