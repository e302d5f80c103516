// The storefront's fetch client: POST JSON to `/api` + the endpoint's path, in the customer's
// language, and the envelope `{code, msg, data}` unwrapped. The server words its refusals (and names
// the wrong field) in the language of `Accept-Language`, so a refusal's `msg` is shown as it is.
import { Code, type AreaNode, type Endpoint, type PayloadIn, type ResultOf } from '@console/contract';
import type { Translator } from './texts';

const API_BASE = '/api';
/** The code of a failure that never reached the server (or got no envelope back). */
export const NETWORK_FAILURE = -1;

export class StoreError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

const isEnvelope = (value: unknown): value is { code: number; msg?: string; data: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';

async function request(url: string, init: RequestInit, tr: Translator): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { 'Accept-Language': tr.lang, ...init.headers },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new StoreError(NETWORK_FAILURE, tr.t('errors.network'));
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (body === undefined) throw new StoreError(response.status || NETWORK_FAILURE, tr.t('errors.server'));
  return body;
}

/** Calls a storefront endpoint; a code other than ok throws a StoreError with the server's words. */
export async function storeCall<E extends Endpoint>(
  endpoint: E,
  payload: PayloadIn<E>,
  tr: Translator,
  signal?: AbortSignal,
): Promise<ResultOf<E>> {
  const body = await request(
    `${API_BASE}${endpoint.path}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal,
    },
    tr,
  );
  if (!isEnvelope(body)) throw new StoreError(NETWORK_FAILURE, tr.t('errors.server'));
  if (body.code !== Code.ok) throw new StoreError(body.code, body.msg || tr.t('errors.server'));
  return body.data as ResultOf<E>;
}

/** The carrier's area tree (province → city → district); a static file, not an envelope. */
export async function loadAreaTree(file: string, tr: Translator, signal?: AbortSignal): Promise<AreaNode[]> {
  const body = await request(`${API_BASE}/area/data/${encodeURIComponent(file)}.json`, { signal }, tr);
  if (!Array.isArray(body)) throw new StoreError(NETWORK_FAILURE, tr.t('errors.server'));
  return body as AreaNode[];
}

/** The words to show for a failed call. */
export const messageOf = (error: unknown, tr: Translator): string =>
  error instanceof StoreError ? error.message : tr.t('errors.server');
