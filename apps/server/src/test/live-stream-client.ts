import type { AddressInfo } from 'node:net';
import {
  LIVE_EVENTS_PATH,
  parseEventStream,
  type LiveEventData,
  type LiveEventName,
} from '@console/contract';
import type { TestApp } from './test-app';

export interface Heard<N extends LiveEventName = LiveEventName> {
  event: N;
  data: LiveEventData[N];
  /** When it arrived here (Date.now()). */
  at: number;
}

export interface LiveStreamClient {
  /** Every event heard so far, in order. */
  heard: Heard[];
  /** The first event (already heard or to come) of that name that `match` accepts. */
  next<N extends LiveEventName>(
    event: N,
    match?: (data: LiveEventData[N]) => boolean,
    timeoutMs?: number,
  ): Promise<Heard<N>>;
  /** The answer's headers. */
  headers: Headers;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A tab's live stream as a test hears it: the real HTTP stream of a listening server. */
export async function openLiveStream(base: string, token: string): Promise<LiveStreamClient> {
  const abort = new AbortController();
  const response = await fetch(`${base}/api${LIVE_EVENTS_PATH}`, {
    headers: { token, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    throw new Error(`not a stream: ${response.status} ${await response.text()}`);
  }
  const heard: Heard[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const parsed = parseEventStream(buffer + value);
        buffer = parsed.rest;
        for (const e of parsed.events)
          heard.push({ event: e.event as LiveEventName, data: e.data as never, at: Date.now() });
        waiters.forEach((wake) => wake());
      }
    } catch {
      // closed by the test
    }
  })();
  return {
    heard,
    headers: response.headers,
    ended,
    next(event, match = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = heard.find((h) => h.event === event && match(h.data as never));
          if (!found) return false;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found as never);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no ${event} event in ${timeoutMs} ms; heard ${JSON.stringify(heard)}`));
        }, timeoutMs);
        if (!look()) waiters.add(look);
      });
    },
    close: () => abort.abort(),
  };
}

/** Starts the test app's server on a free local port and gives its address (`http://127.0.0.1:<port>`). */
export async function listenLocally(app: TestApp['app']): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** How many `list` events of `domain` the stream has heard so far (a function, for `expect.poll`). */
export const listEventsOf = (stream: LiveStreamClient, domain: string) => () =>
  stream.heard.filter((h) => h.event === 'list' && (h.data as { domain?: string }).domain === domain).length;
