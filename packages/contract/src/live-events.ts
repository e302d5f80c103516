// The live stream (`GET /api/events`, server-sent events): what each event carries, and the one
// reader of the format, shared by the web and the server's tests.

/** The stream's address under `/api`. */
export const LIVE_EVENTS_PATH = '/events';

/** The events of the stream by name, and their data. */
export interface LiveEventData {
  /** First on every stream: the entry script of the build the server serves (null: none). */
  hello: { build: string | null };
  /** A process started with this build. */
  build: { build: string };
  /** A task of the merchant was made or moved on. */
  task: { id: number; status: number; progress: number };
  /** The merchant's notices changed: the unread count now. */
  notice: { unread: number };
  /** The merchant's balance moved: the new one (yuan, two places). */
  balance: { balance: string };
  /** A list of the merchant changed (its rows, their status): the tab reads it again. */
  list: { domain: LiveListDomain };
  /** The server may have missed changes (its database connection was back): ask again. */
  resync: Record<string, never>;
  /** This session has ended (signed out, or the account disabled); the stream ends. */
  signout: Record<string, never>;
}

export type LiveEventName = keyof LiveEventData;

/**
 * The lists the database announces (`list` events, migration 0020, decision 051), by the web
 * domain whose queries the tab reads again: orders; capture (shops, log); topup (batches, items);
 * agents (distribution orders, sub-merchants: an order of a merchant below tells every agent above).
 */
export const LIVE_LIST_DOMAINS = ['orders', 'capture', 'topup', 'agents'] as const;
export type LiveListDomain = (typeof LIVE_LIST_DOMAINS)[number];

export interface LiveEvent {
  event: string;
  data: unknown;
}

/**
 * Splits the text of an event stream into its events (blocks separated by a blank line, `event:`
 * and `data:` lines, `:` comments); answers the events and the unfinished rest, which waits for
 * the next chunk.
 */
export function parseEventStream(text: string): { events: LiveEvent[]; rest: string } {
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: LiveEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (!data.length) continue;
    try {
      events.push({ event, data: JSON.parse(data.join('\n')) as unknown });
    } catch {
      // not JSON: not one of ours
    }
  }
  return { events, rest };
}
