import { create } from 'zustand';
import { parseEventStream, type LiveEvent } from '@console/contract';

/** Whether the live stream is up: while it is, the polls that stand in for it rest. */
export const useLiveStream = create<{ connected: boolean }>(() => ({ connected: false }));

/** Pauses before the next attempt after a stream ended or failed (then the last one, again). */
export const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** The server sends a comment every 20 s: this long without a byte means the stream is dead. */
export const SILENCE_MS = 45_000;
/**
 * A tab hidden this long lets its stream go, and opens it again (with a `resync`) when shown: a
 * browser allows six connections to one server over HTTP/1.1, and a stream per forgotten tab would
 * use them up. Hidden tabs do not poll either (TanStack Query's default), so nothing is missed.
 */
export const HIDDEN_REST_MS = 30_000;

export interface StreamOptions {
  url: string;
  /** The session's token at each attempt (none: the stream is not opened). */
  token: () => string | null;
  onEvent: (event: LiveEvent) => void;
  /** The answer was not a stream (an envelope: code 9999 when the session has ended). */
  onRefused?: (envelope: unknown) => void;
}

/**
 * Keeps one stream open: fetch with the `token` header (EventSource cannot send one), read it
 * chunk by chunk, and open it again after a pause when it ends, fails or goes silent; rest while
 * the tab is hidden (above). Answers the function that closes it for good.
 */
export function keepStreamOpen({ url, token, onEvent, onRefused }: StreamOptions): () => void {
  let stopped = false;
  let attempt = 0;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let resting = false;
  let restTimer: ReturnType<typeof setTimeout> | undefined;
  const setConnected = (connected: boolean) => {
    if (useLiveStream.getState().connected !== connected) useLiveStream.setState({ connected });
  };

  const again = () => {
    setConnected(false);
    if (stopped || resting) return;
    const pause = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
    timer = setTimeout(() => void open(), pause);
  };

  const open = async () => {
    const current = token();
    if (stopped || !current) return;
    const abort = new AbortController();
    controller = abort;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(silence);
      silence = setTimeout(() => abort.abort(), SILENCE_MS);
    };
    try {
      watch();
      const response = await fetch(url, {
        headers: { token: current, accept: 'text/event-stream' },
        signal: abort.signal,
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
        stopped = true;
        onRefused?.(await response.json().catch(() => null));
        return;
      }
      setConnected(true);
      attempt = 0;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        watch();
        const parsed = parseEventStream(buffer + value);
        buffer = parsed.rest;
        parsed.events.forEach(onEvent);
      }
    } catch {
      // a network error, a restart of the server, or silence: the next attempt tells
    } finally {
      clearTimeout(silence);
      if (controller === abort) controller = null;
    }
    again();
  };

  const onVisibility = () => {
    clearTimeout(restTimer);
    if (document.visibilityState === 'hidden') {
      restTimer = setTimeout(() => {
        resting = true;
        clearTimeout(timer);
        controller?.abort();
      }, HIDDEN_REST_MS);
    } else if (resting) {
      resting = false;
      attempt = 0;
      onEvent({ event: 'resync', data: {} });
      void open();
    }
  };
  document.addEventListener('visibilitychange', onVisibility);

  void open();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisibility);
    clearTimeout(restTimer);
    clearTimeout(timer);
    controller?.abort();
    setConnected(false);
  };
}
