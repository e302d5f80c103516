import { type ClientOptions, PlatformError } from '../platform';
import { DD_CODE, DD_SUB, type DoudianEnvelope } from './protocol';
import { canonicalJson, methodPath, signedQuery } from './sign';

// One signed call of the open platform, retried when retrying can help: a rate limit (HTTP 429 or
// the platform's 60000), a 5xx or the platform's own "unavailable", a timeout or a refused
// connection, each after an exponential backoff, up to `attempts`. Everything else is classified
// once and thrown as a PlatformError for the client (which refreshes tokens) and the engine.

export interface CallTarget {
  appKey: string;
  secret: string;
  /** Absent for the token calls (`token.create`, `token.refresh`). */
  accessToken?: string;
}

export type DoudianCall = <T>(
  target: CallTarget,
  method: string,
  params: Record<string, unknown>,
  signal?: AbortSignal,
) => Promise<T>;

export const DEFAULTS = { timeoutMs: 10_000, attempts: 4, backoffMs: 500 } as const;

/** `${code}/${sub_code}`: the platform's own code as the shop's last error shows it. */
export const platformCode = (code: number, sub: string): string => (sub ? `${code}/${sub}` : String(code));

const RETRYABLE = new Set<PlatformError['kind']>(['rate_limited', 'unavailable', 'timeout']);

/** Whether the platform refused the access token itself (expired or unknown): worth one refresh. */
export const isTokenRefused = (e: unknown): boolean =>
  e instanceof PlatformError &&
  e.kind === 'auth' &&
  (e.platformCode.endsWith(DD_SUB.accessTokenExpired) || e.platformCode.endsWith(DD_SUB.accessTokenUnknown));

/** Whether token.refresh was refused because the refresh token is dead (create a new token then). */
export const isRefreshDead = (e: unknown): boolean =>
  e instanceof PlatformError &&
  (e.platformCode.endsWith(DD_SUB.refreshExpired) || e.platformCode.endsWith(DD_SUB.refreshUnknown));

export function createTransport(options: ClientOptions): DoudianCall {
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const attempts = Math.max(1, options.attempts ?? DEFAULTS.attempts);
  const backoffMs = options.backoffMs ?? DEFAULTS.backoffMs;
  const now = options.now ?? (() => new Date());
  const base = options.baseUrl.replace(/\/+$/, '');

  async function once<T>(target: CallTarget, method: string, paramJson: string, signal?: AbortSignal) {
    // Signed afresh each attempt: the timestamp must be current when the platform checks it.
    const query = signedQuery({
      appKey: target.appKey,
      secret: target.secret,
      method,
      paramJson,
      timestamp: String(Math.floor(now().getTime() / 1000)),
      accessToken: target.accessToken,
    });
    const timeout = AbortSignal.timeout(timeoutMs);
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let status: number;
    let text: string;
    try {
      const res = await fetch(`${base}${methodPath(method)}?${query.toString()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json;charset=UTF-8', accept: 'application/json' },
        body: paramJson,
        signal: both,
      });
      status = res.status;
      text = await res.text();
    } catch (error) {
      // The caller's own cancellation is not the platform's failure: passed on as it is.
      if (signal?.aborted) throw signal.reason ?? error;
      if (timeout.aborted) throw new PlatformError('timeout', `${method}: no answer within ${timeoutMs} ms`);
      throw new PlatformError('unavailable', `${method}: ${(error as Error).message}`);
    }
    if (status === 429) throw new PlatformError('rate_limited', `${method}: HTTP 429`, '429');
    const envelope = readEnvelope(text);
    if (status >= 500 && (!envelope || envelope.err_no === 0)) {
      throw new PlatformError('unavailable', `${method}: HTTP ${status}`, String(status));
    }
    if (!envelope) {
      throw new PlatformError(
        'protocol',
        `${method}: HTTP ${status}, not the platform's envelope`,
        String(status),
      );
    }
    if (envelope.err_no === 0) return envelope.data as T;
    throw classify(method, envelope);
  }

  return async function call<T>(
    target: CallTarget,
    method: string,
    params: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<T> {
    const paramJson = canonicalJson(params);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await once<T>(target, method, paramJson, signal);
      } catch (error) {
        const retry = error instanceof PlatformError && RETRYABLE.has(error.kind);
        if (!retry || attempt >= attempts || signal?.aborted) throw error;
        await sleep(backoffMs * 2 ** (attempt - 1), signal);
      }
    }
  };
}

function readEnvelope(text: string): DoudianEnvelope | null {
  try {
    const body = JSON.parse(text) as Partial<DoudianEnvelope> | null;
    if (!body || typeof body !== 'object' || typeof body.err_no !== 'number') return null;
    return {
      code: Number(body.code ?? 0),
      msg: String(body.msg ?? ''),
      sub_code: String(body.sub_code ?? ''),
      sub_msg: String(body.sub_msg ?? ''),
      log_id: String(body.log_id ?? ''),
      err_no: body.err_no,
      data: body.data,
    };
  } catch {
    return null;
  }
}

/** The platform's refusal as a PlatformError kind (its message keeps the log id for support). */
function classify(method: string, e: DoudianEnvelope): PlatformError {
  const code = platformCode(e.code, e.sub_code);
  const message = `${method}: ${e.code} ${e.msg}${e.sub_msg ? ` (${e.sub_msg})` : ''}${e.log_id ? ` log_id=${e.log_id}` : ''}`;
  switch (e.code) {
    case DD_CODE.rateLimited:
      return new PlatformError('rate_limited', message, code);
    case DD_CODE.unavailable:
    case DD_CODE.internalTimeout:
      return new PlatformError('unavailable', message, code);
    case DD_CODE.noPermission:
    case DD_CODE.ipNotTrusted:
    case DD_CODE.missingParam:
    case DD_CODE.invalidParam:
    case DD_CODE.tokenFailed:
      // Signature, app key, token, timestamp, authorization: not cured by asking again.
      return new PlatformError('auth', message, code);
    default:
      return new PlatformError('refused', message, code);
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    function stop() {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    }
    signal?.addEventListener('abort', stop, { once: true });
  });
}
