import type pg from 'pg';
import { preparable, SEEN_MAX, STALE } from './statement-rules';

/** Statements kept prepared on one connection: each holds its plan in its backend's memory. */
export const PG_PREPARED_MAX = 100;

/**
 * The names one connection's texts are prepared under, least recently used first. A text gets a
 * name at its second run; a name is never given twice on a connection, so a statement being closed
 * (its `DEALLOCATE` still queued) is never asked for again under its old name.
 */
export class ConnectionStatements {
  private readonly names = new Map<string, string>();
  private readonly seen = new Set<string>();
  private next = 0;

  /** The name `text` runs under now, or undefined (its first run); `close` takes the one it replaces. */
  nameFor(text: string, close: (name: string) => void): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined) {
      this.names.delete(text);
      this.names.set(text, known);
      return known;
    }
    if (!this.seen.has(text)) {
      if (this.seen.size >= SEEN_MAX) this.seen.clear();
      this.seen.add(text);
      return undefined;
    }
    this.seen.delete(text);
    if (this.names.size >= PG_PREPARED_MAX) {
      const [oldest, name] = this.names.entries().next().value!;
      this.names.delete(oldest);
      close(name);
    }
    const name = `console_${++this.next}`;
    this.names.set(text, name);
    return name;
  }

  /** A statement the backend refused as stale: its text is prepared under a new name next time. */
  forget(text: string, close: (name: string) => void) {
    const name = this.names.get(text);
    if (name === undefined) return;
    this.names.delete(text);
    close(name);
  }
}

type Callback = (error: Error | null, result?: unknown) => void;
type Config = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };
interface ClientInternals {
  connection: { parsedStatements: Record<string, string> };
}

const clients = new WeakMap<typeof pg, typeof pg.Client>();

/**
 * node-postgres' Client with named prepared statements (decision 096). pg sends a statement with
 * parameters unnamed unless told a name, so PostgreSQL parses, analyses and plans it again on every
 * run: on the 10 M set the order list's page spent 0.5–0.8 ms of its 1.1–1.4 ms there. A text
 * with parameters run a second time on a connection is sent under a name, and from then on as
 * Bind and Execute on the plan its backend keeps (custom plans first, then the generic one where
 * it costs no more: PostgreSQL's own rule, as for any client that prepares; decision 080 did the
 * same on PGlite). A text without parameters goes as it came (the simple protocol, which allows
 * several statements in one text), and so do streams (a `submit`), statements named by their
 * caller and those marked to be planned at each run (`planEachRun`).
 */
export function preparingClient(driver: typeof pg): typeof pg.Client {
  const known = clients.get(driver);
  if (known) return known;
  class PreparingClient extends driver.Client {
    private readonly statements = new ConnectionStatements();

    // Typed `never`, which every one of pg's overloads accepts: the answer is pg's own (a promise,
    // or nothing when a callback is given).
    override query(...args: unknown[]): never {
      const [first, second] = args;
      const config = (typeof first === 'string' ? { text: first } : first) as Config | null;
      const text = config?.text;
      const values = Array.isArray(second) ? second : config?.values;
      const plain = typeof config?.submit !== 'function' && config?.name === undefined;
      const name =
        plain && typeof text === 'string' && preparable(text) && Array.isArray(values) && values.length
          ? this.statements.nameFor(text, (old) => this.close(old))
          : undefined;
      if (name === undefined) return this.send(args);
      args[0] = { ...config, name };
      const stale = (error: unknown) => {
        const code = (error as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && STALE.has(code)) {
          this.statements.forget(text as string, (old) => this.close(old));
        }
      };
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = ((error, result) => {
          if (error) stale(error);
          (callback as Callback)(error, result);
        }) satisfies Callback;
        return this.send(args);
      }
      return (this.send(args) as Promise<unknown>).catch((error: unknown) => {
        stale(error);
        throw error;
      }) as never;
    }

    /** pg's own `query`, looked up at the call (a benchmark's recorder may have wrapped it). */
    private send(args: unknown[]): never {
      return (driver.Client.prototype.query as (...a: unknown[]) => never).apply(this, args);
    }

    /** Closes a statement after the queries already queued; pg forgets it once the backend has. */
    private close(name: string) {
      this.send([
        `deallocate ${name}`,
        (error: Error | null) => {
          if (!error) delete (this as unknown as ClientInternals).connection.parsedStatements[name];
        },
      ]);
    }
  }
  clients.set(driver, PreparingClient);
  return PreparingClient;
}
