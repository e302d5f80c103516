import { setTimeout as sleep } from 'node:timers/promises';
import { type ClientOptions, PlatformError } from './platform';

// How patient the Pinduoduo and Kuaishou clients are: timeouts, retries with doubling backoff
// (rate limits wait twice as long), early token renewal. Doudian's transport.ts uses them too.

export interface Patience {
  attempts: number;
  backoffMs: number;
  timeoutMs: number;
}

export const patienceOf = (o: ClientOptions): Patience => ({
  attempts: Math.max(1, o.attempts ?? 4),
  backoffMs: o.backoffMs ?? 500,
  timeoutMs: o.timeoutMs ?? 15_000,
});

const RETRYABLE = new Set<PlatformError['kind']>(['rate_limited', 'unavailable', 'timeout']);

/**
 * `call` again after a retryable failure, waiting `backoffMs` doubled each time (twice that for a
 * rate limit: the platform's window needs the time to pass), until `attempts` are spent; the
 * last failure is thrown as it is. The caller's abort is never retried.
 */
export async function withRetries<T>(p: Patience, call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (signal?.aborted || !(error instanceof PlatformError) || !RETRYABLE.has(error.kind)) throw error;
      if (attempt >= p.attempts) throw error;
      const factor = error.kind === 'rate_limited' ? 2 : 1;
      // Node's own abortable sleep; its AbortError is swapped for the abort's reason, as before.
      await sleep(p.backoffMs * factor * 2 ** (attempt - 1), undefined, { signal }).catch((error) => {
        throw signal?.aborted ? (signal.reason as Error) : error;
      });
    }
  }
}

/**
 * One HTTP exchange with a timeout: the answer's text, or a PlatformError for what is retryable
 * (429: rate_limited; 5xx and network failures: unavailable; no answer in time: timeout).
 */
export async function fetchText(url: string, init: RequestInit, timeoutMs: number, signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    const text = await res.text();
    if (res.status === 429) throw new PlatformError('rate_limited', 'HTTP 429', '429');
    if (res.status >= 500) throw new PlatformError('unavailable', `HTTP ${res.status}`, String(res.status));
    return { status: res.status, text };
  } catch (error) {
    if (error instanceof PlatformError || signal?.aborted) throw error;
    if (timeout.aborted) throw new PlatformError('timeout', `no answer within ${timeoutMs} ms`);
    throw new PlatformError('unavailable', `network: ${(error as Error).message}`);
  }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PlatformError('protocol', `not JSON: ${text.slice(0, 80)}`);
  }
}

/** A token close to its end is renewed before use rather than after a refusal. */
export const RENEW_BEFORE_MS = 10 * 60_000;
