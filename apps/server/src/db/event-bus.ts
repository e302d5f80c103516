import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { LiveListDomain } from '@console/contract';
import { type Database, loadPg } from './database';

/** The one channel: triggers of migration 0014 and `publish` write to it, every process listens. */
export const EVENTS_CHANNEL = 'console_events';

/**
 * What the database tells every process (payloads of migration 0014's triggers): `m` is the
 * merchant the change belongs to. `build` is sent by a process that starts with a new web build.
 */
export type ConsoleEvent =
  | { t: 'task'; m: number; id: number; s: number; p: number }
  | { t: 'balance'; m: number; /** the new balance, two places */ b: string }
  | { t: 'notice'; m: number; /** unread count */ n: number }
  | { t: 'merchant'; m: number }
  /** A list of the merchant changed (migration 0020's triggers): `d` is the list's domain. */
  | { t: 'list'; m: number; d: ListDomain }
  | { t: 'session'; m: number; id: number }
  | { t: 'build'; b: string };

/** The lists a tab keeps live (their web domain: the first part of their queries' keys). */
export type ListDomain = LiveListDomain;

export type EventListener = (event: ConsoleEvent) => void;
/** Told when the listening connection goes down (`false`) and when it is back (`true`). */
export type ConnectionListener = (connected: boolean) => void;

export interface EventBus {
  /** Whether events are being heard now; while not, caches must not trust their silence. */
  readonly connected: boolean;
  subscribe(listener: EventListener): () => void;
  onConnection(listener: ConnectionListener): () => void;
  /** Sends an event to every process (this one included), at once (outside any transaction). */
  publish(event: ConsoleEvent): Promise<void>;
  close(): Promise<void>;
}

const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

function parse(payload: string): ConsoleEvent | null {
  try {
    const event = JSON.parse(payload) as ConsoleEvent;
    return typeof event === 'object' && event !== null && typeof event.t === 'string' ? event : null;
  } catch {
    return null;
  }
}

/**
 * Listens on the channel: PGlite through its own `listen` (one process, one connection), PostgreSQL
 * through a dedicated client outside the pool, reconnected with growing pauses when it drops
 * (a restart of the database); after a reconnection listeners hear `true` and must assume they
 * missed events.
 */
export async function openEventBus(
  database: Database,
  onError: (error: Error) => void = () => {},
): Promise<EventBus> {
  const listeners = new Set<EventListener>();
  const connectionListeners = new Set<ConnectionListener>();
  let connected = false;
  let closed = false;
  const setConnected = (value: boolean) => {
    if (connected === value) return;
    connected = value;
    for (const listener of connectionListeners) listener(value);
  };
  const deliver = (payload: string) => {
    const event = parse(payload);
    if (!event) return;
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        onError(error as Error);
      }
    }
  };

  let stop: () => Promise<void>;
  if (database.pglite) {
    const unlisten = await database.pglite.listen(EVENTS_CHANNEL, deliver);
    setConnected(true);
    stop = () => unlisten().catch(() => {});
  } else {
    const pg = await loadPg();
    let client: pg.Client | null = null;
    let attempt = 0;
    let timer: NodeJS.Timeout | undefined;
    const connect = async () => {
      if (closed) return;
      const next = new pg.Client({ connectionString: database.url });
      next.on('notification', (message) => {
        if (message.channel === EVENTS_CHANNEL && message.payload) deliver(message.payload);
      });
      next.on('error', (error) => {
        onError(error);
        void next.end().catch(() => {});
      });
      next.on('end', () => {
        if (client !== next) return;
        client = null;
        setConnected(false);
        schedule();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${EVENTS_CHANNEL}`);
        if (closed) return void (await next.end());
        client = next;
        attempt = 0;
        setConnected(true);
      } catch (error) {
        onError(error as Error);
        void next.end().catch(() => {});
        schedule();
      }
    };
    const schedule = () => {
      if (closed) return;
      const wait = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
      timer = setTimeout(() => void connect(), wait);
    };
    await connect();
    stop = async () => {
      clearTimeout(timer);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    };
  }

  return {
    get connected() {
      return connected;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onConnection(listener) {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
    async publish(event) {
      await database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
    },
    async close() {
      closed = true;
      setConnected(false);
      listeners.clear();
      await stop();
    },
  };
}
