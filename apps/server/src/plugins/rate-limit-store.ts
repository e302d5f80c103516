import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database';
import { rawRows } from '../db/raw-rows';
import { unnestInsert } from '../db/unnest-insert';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The flood guard's counts go to the database at most this often from one process. */
export const SHARED_COUNT_FLUSH_MS = 1_000;
/** Rows of windows ended this long ago are deleted by the next flush that comes along. */
const PRUNE_EVERY_MS = 5 * 60_000;

interface CountRow {
  key: string;
  hits: number;
  ttl: number;
}

/**
 * Adds `deltas` to the keys' counts of the current window (a fixed window per key, as
 * @fastify/rate-limit's own store keeps it) and answers each key's total and what is left of its
 * window. One statement for any number of keys.
 */
export async function addHits(
  db: Db,
  keys: string[],
  deltas: number[],
  windowMs: number,
): Promise<CountRow[]> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const rows = await rawRows<CountRow>(
    db,
    unnestInsert(
      'rate_limit_hits as r',
      [
        ['key', 'text', (i: number) => keys[i]!],
        ['window_start', 'timestamptz', () => null, 'now()'],
        ['hits', 'int', (i: number) => deltas[i]!],
      ],
      keys.map((_, i) => i),
      sql`on conflict (key) do update set
        hits = case when r.window_start <= now() - ${window} then excluded.hits else r.hits + excluded.hits end,
        window_start = case when r.window_start <= now() - ${window} then now() else r.window_start end
      returning key, hits,
        greatest(0, ceil(extract(epoch from r.window_start + ${window} - now()) * 1000))::int as ttl`,
    ),
  );
  return rows.map((row) => ({ ...row, hits: Number(row.hits), ttl: Number(row.ttl) }));
}

async function pruneEnded(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '1 hour'`);
}

/**
 * A route's own limit (sign-in, SMS and registration calls): every request is counted in the
 * database before it is let through, so N processes together allow what one would.
 */
type OnError = (error: Error) => void;

class ExactStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly prefix: string,
    private readonly onError: OnError,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    addHits(this.db, [`${this.prefix}:${key}`], [1], timeWindow).then(
      ([row]) => callback(null, { current: row!.hits, ttl: row!.ttl }),
      (error: Error) => {
        this.onError(error);
        callback(error);
      },
    );
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}

interface Tally {
  /** Requests of this process not yet added to the database. */
  pending: number;
  /** Everyone's count at the last flush (this process's flushed requests included). */
  shared: number;
  windowEndsAt: number;
}

/**
 * The per-address flood guard over every call: counted here and added to the database once a
 * second in one statement, so the processes share the count without a round trip per request;
 * each decides on everyone's count of the last second plus its own since. A flood may pass by up to
 * a second of the other processes' traffic; never more.
 */
class SharedStore implements FastifyRateLimitStore {
  private readonly tallies = new Map<string, Tally>();
  private timer: NodeJS.Timeout | undefined;
  private windowMs = 60_000;
  private lastPrune = Date.now();

  constructor(
    private readonly db: Db,
    private readonly onError: OnError,
    private readonly closing: AbortSignal,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.windowMs = timeWindow;
    const now = Date.now();
    let tally = this.tallies.get(key);
    if (!tally || tally.windowEndsAt <= now) {
      tally = { pending: 0, shared: 0, windowEndsAt: now + timeWindow };
      this.tallies.set(key, tally);
    }
    tally.pending += 1;
    this.timer ??= setTimeout(() => void this.flush(), SHARED_COUNT_FLUSH_MS).unref();
    callback(null, { current: tally.shared + tally.pending, ttl: tally.windowEndsAt - now });
  }

  /**
   * A route with its own limit. The plugin passes its merged settings with the route as
   * `routeInfo` (its type says route options).
   */
  child(params: object): FastifyRateLimitStore {
    const route = (params as { routeInfo?: { url?: string } }).routeInfo?.url;
    return new ExactStore(this.db, route ?? 'route', this.onError);
  }

  async flush(): Promise<void> {
    this.timer = undefined;
    // Closed: the counts of the last second go with the process (its pool is ending).
    if (this.closing.aborted) return;
    const now = Date.now();
    const sent: [string, Tally, number][] = [];
    for (const [key, tally] of this.tallies) {
      if (tally.windowEndsAt <= now && tally.pending === 0) this.tallies.delete(key);
      else if (tally.pending > 0) sent.push([key, tally, tally.pending]);
    }
    if (!sent.length) return;
    try {
      const rows = await addHits(
        this.db,
        sent.map(([key]) => `all:${key}`),
        sent.map(([, , delta]) => delta),
        this.windowMs,
      );
      const byKey = new Map(rows.map((row) => [row.key, row]));
      for (const [key, tally, delta] of sent) {
        const row = byKey.get(`all:${key}`);
        tally.pending -= delta;
        if (row) {
          tally.shared = row.hits;
          tally.windowEndsAt = Date.now() + row.ttl;
        }
      }
      if (now - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = now;
        await pruneEnded(this.db);
      }
    } catch (error) {
      // The database is away: the counts stay pending here and go with the next flush.
      this.onError(error as Error);
      this.timer ??= setTimeout(() => void this.flush(), SHARED_COUNT_FLUSH_MS).unref();
    }
  }
}

/** The rate limits' store over the database every process shares (PostgreSQL). */
export function sharedRateLimitStore(
  db: Db,
  onError: OnError,
  closing: AbortSignal,
): FastifyRateLimitStoreCtor {
  return class {
    constructor() {
      return new SharedStore(db, onError, closing);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
