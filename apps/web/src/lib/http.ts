import {
  Code,
  type Endpoint,
  HTTP_TIMEOUT_MS,
  type PayloadIn,
  type ResultOf,
  SESSION_EXPIRED_RELOAD_MS,
  UPLOAD_TIMEOUT_MS,
  type Envelope,
} from '@console/contract';
import { ApiError, TransportError } from './api-error';
import { readCookie } from './cookie';
import { currentLanguage, i18n, onI18nReady } from './i18n';
import { notifier } from './notify';
import { reloadPage } from './page';
import { onLoginRoute } from './redirect';
import { TOKEN_COOKIE, clearSession } from './session-store';

export const API_BASE = '/api';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Business errors (code ≠ 1 and ≠ 9999) are not shown: the caller shows them its own way. */
  skipAlert?: boolean;
  timeoutMs?: number;
  /** Lets the caller cancel (e.g. a component that unmounts); a cancelled call shows nothing. */
  signal?: AbortSignal;
}

// Notifications are deferred until the texts are loaded: a call made while the app boots
// (site info) may fail before i18n is ready.
function showError(title: () => string, description: () => string): void {
  onI18nReady(() => notifier().error({ title: title(), description: description() }));
}

// Several calls may answer 9999 together: one notice and one reload are enough.
let expiring = false;

/** The session has ended (a 9999 answer, or the live stream's `signout`): say so, then reload. */
export function expireSession(): void {
  if (expiring) return;
  expiring = true;
  showError(
    () => i18n.t('http.session_expired_title'),
    () => i18n.t('http.session_expired_description'),
  );
  clearSession();
  setTimeout(() => {
    expiring = false;
    // On the login page there is nothing to leave: reloading would only wipe what was typed.
    if (!onLoginRoute()) reloadPage();
  }, SESSION_EXPIRED_RELOAD_MS);
}

function handleEnvelope<T>(envelope: Envelope<T>, options: RequestOptions): T {
  if (envelope.code === Code.ok) return envelope.data;
  const error = new ApiError(envelope.code, envelope.msg ?? '', envelope.data);
  if (envelope.code === Code.sessionExpired) {
    expireSession();
  } else if (!options.skipAlert) {
    showError(
      () => i18n.t('http.error_title'),
      () => envelope.msg || i18n.t('http.error_fallback'),
    );
  }
  throw error;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

async function send<T>(path: string, body: BodyInit | undefined, headers: Headers, options: RequestOptions) {
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });

  headers.set('Accept-Language', currentLanguage());
  const token = readCookie(TOKEN_COOKIE);
  if (token) headers.set('token', token);

  let envelope: unknown;
  try {
    const response = await fetch(API_BASE + path, {
      method: options.method ?? 'POST',
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    if (!response.ok) {
      // A refusal that carries its envelope (503 busy, try again; 429; 413) says why in words.
      const refusal: unknown = await response.json().catch(() => null);
      throw new TransportError(
        isEnvelope(refusal) && refusal.msg
          ? refusal.msg
          : `HTTP ${response.status} ${response.statusText}`.trim(),
        'http',
        response.status,
      );
    }
    try {
      envelope = await response.json();
    } catch {
      throw new TransportError(i18n.t('http.bad_response'), 'parse', response.status);
    }
    if (!isEnvelope(envelope))
      throw new TransportError(i18n.t('http.bad_response'), 'parse', response.status);
  } catch (cause) {
    if (options.signal?.aborted && !timedOut) throw cause; // cancelled by the caller: nothing to show
    const error = timedOut
      ? new TransportError(i18n.t('http.timeout', { seconds: Math.round(timeoutMs / 1000) }), 'timeout')
      : cause instanceof TransportError
        ? cause
        : new TransportError(cause instanceof Error ? cause.message : String(cause), 'network');
    showError(
      () => i18n.t('http.server_error_title'),
      () => error.message,
    );
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
  return handleEnvelope(envelope as Envelope<T>, options);
}

/**
 * Calls `/api<path>` and resolves with `data` when `code === 1`. POST with a JSON body by
 * default; GET sends the payload as query parameters. Rejects with ApiError or TransportError.
 */
export function request<T>(path: string, payload?: object, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  if ((options.method ?? 'POST') === 'GET') {
    const query = new URLSearchParams(
      Object.entries(payload ?? {})
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]) => [k, String(v)]),
    ).toString();
    return send<T>(query ? `${path}?${query}` : path, undefined, headers, options);
  }
  headers.set('Content-Type', 'application/json');
  return send<T>(path, JSON.stringify(payload ?? {}), headers, options);
}

export const post = <T>(path: string, payload?: object, options?: Omit<RequestOptions, 'method'>) =>
  request<T>(path, payload, { ...options, method: 'POST' });

/** Multipart upload (the browser sets the boundary header) with the longer upload time-out. */
export function upload<T>(path: string, form: FormData, options: Omit<RequestOptions, 'method'> = {}) {
  return send<T>(path, form, new Headers({ Accept: 'application/json' }), {
    timeoutMs: UPLOAD_TIMEOUT_MS,
    ...options,
    method: 'POST',
  });
}

export type CallOptions = Omit<RequestOptions, 'method'>;

/** A call's arguments: its payload (none for a call that takes none), then the options. */
export type CallArgs<E extends Endpoint> =
  PayloadIn<E> extends undefined
    ? [payload?: undefined, options?: CallOptions]
    : [payload: PayloadIn<E>, options?: CallOptions];

/**
 * Makes a call of the contract's endpoint table: its path and method from the declaration, the
 * payload and the result typed by it. `call(orderEndpoints.orderList, { page: 1 }, { signal })`.
 */
export function call<E extends Endpoint>(endpoint: E, ...[payload, options]: CallArgs<E>) {
  return request<ResultOf<E>>(endpoint.path, payload ?? {}, { ...options, method: endpoint.method });
}

/**
 * A call of the table bound to its endpoint (and default options, e.g. `skipAlert` where the
 * screen shows the refusal itself): what a domain's api file lists.
 */
export const caller =
  <E extends Endpoint>(endpoint: E, defaults: CallOptions = {}) =>
  (...[payload, options]: CallArgs<E>): Promise<ResultOf<E>> =>
    call(endpoint, ...([payload, { ...defaults, ...options }] as CallArgs<E>));

/** A call of the table bound to its endpoint, as `caller` makes it. */
export type Caller<E extends Endpoint> = (...args: CallArgs<E>) => Promise<ResultOf<E>>;

/**
 * The calls of some endpoints of a table, by their names in it: what a domain's api file lists,
 * `callers(liveEndpoints, ['liveRooms', 'liveRoomSave'])`; a call with defaults of its own (or of
 * another table) is made by `caller` beside them.
 */
export function callers<T extends Record<string, Endpoint>, const K extends readonly (keyof T & string)[]>(
  table: T,
  names: K,
) {
  return Object.fromEntries(names.map((name) => [name, caller(table[name]!)])) as {
    [N in K[number]]: Caller<T[N]>;
  };
}

/** A multipart call of the table (the browser sets the boundary header), typed by it. */
export function callUpload<E extends Endpoint>(endpoint: E, form: FormData, options: CallOptions = {}) {
  return upload<ResultOf<E>>(endpoint.path, form, options);
}
