import type { ConsoleEvent } from '../../db/event-bus';
import type { AppContext } from '../../lib/context';
import type { SessionInfo } from './session-service';

/** How long a checked session is trusted without asking the database (events end it sooner). */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

export interface CachedSession {
  info: SessionInfo;
  remember: boolean;
  /** The session's own expiry and last touch (ms), kept current by `resolveSession`. */
  expiresAt: number;
  lastSeenAt: number;
  cachedAt: number;
}

/**
 * Checked sessions by their token, so a signed-in call costs no database round trip for who is
 * calling (decision 020), nor the token's keyed hash, which only a miss computes (decision 084: an
 * HMAC takes 3 µs in a loop but tens of µs between two requests, its code out of the CPU's caches).
 * The tokens held here are the ones the requests carry anyway; the database keeps hashes only.
 *
 * Safe because the database announces every change that could make an entry wrong (migration
 * 0014: a session revoked, the merchant's row or permissions changed) to every process, and this
 * cache forgets on each. While the announcements cannot be heard (the listening connection is
 * down) nothing is trusted and the cache is emptied; it is emptied again on reconnection, since
 * announcements may have been missed meanwhile.
 *
 * A check that read the database before a change was announced must not store what it read: the
 * `generation` taken before the read and compared at `store` time rules that out.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private generation = 0;

  constructor(private readonly usable: () => boolean) {}

  get current(): number {
    return this.generation;
  }

  get(token: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (!this.usable() || now - entry.cachedAt > SESSION_CACHE_TTL_MS || entry.expiresAt <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  store(token: string, entry: CachedSession, readAtGeneration: number): void {
    if (!this.usable() || readAtGeneration !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // The oldest insertion goes first (a Map iterates in insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(token);
    this.entries.set(token, entry);
  }

  forget(token: string): void {
    this.generation++;
    this.entries.delete(token);
  }

  /** Forgets one session, whichever token it was checked by. */
  forgetSession(sessionId: number): void {
    this.drop((e) => e.info.sessionId === sessionId);
  }

  /** Forgets what an event makes doubtful. */
  hear(event: ConsoleEvent): void {
    if (event.t === 'session') this.forgetSession(event.id);
    else if (event.t === 'merchant') this.drop((e) => e.info.merchantId === event.m);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private drop(doubtful: (entry: CachedSession) => boolean): void {
    this.generation++;
    for (const [token, entry] of this.entries) if (doubtful(entry)) this.entries.delete(token);
  }
}

const caches = new WeakMap<AppContext, SessionCache>();

/** The app's session cache, listening to its event bus from the first use. */
export function sessionCacheOf(ctx: AppContext): SessionCache {
  let cache = caches.get(ctx);
  if (!cache) {
    const created = new SessionCache(() => ctx.events.connected);
    ctx.events.subscribe((event) => created.hear(event));
    ctx.events.onConnection(() => created.clear());
    caches.set(ctx, created);
    cache = created;
  }
  return cache;
}
