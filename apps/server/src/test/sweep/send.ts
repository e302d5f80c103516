// Sends a payload to any endpoint as its declaration says it travels: a JSON body, a query string,
// path parameters, multipart fields (with a file), a signed webhook body, a signed link.
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER, type Endpoint } from '@console/contract';
import { signWebhook } from '../../lib/signed-webhook';
import { multipart } from '../multipart';
import type { TestApp } from '../test-app';

export interface Answer {
  status: number;
  code: number | undefined;
  msg: string;
  data: unknown;
  /** The answer's `Cache-Control` header ('' when it has none). */
  cacheControl: string;
}

export interface SendOptions {
  token?: string;
  /** The raw body, for what JSON.stringify cannot write (NaN, a `__proto__` key). */
  raw?: string;
  file?: { name: string; data: Buffer; type?: string };
  lang?: string;
}

let address = 0;
/** Each call from its own address: the per-address rate limits never decide an answer here. */
const nextIp = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`;

const text = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function pathOf(endpoint: Endpoint, payload: Record<string, unknown>) {
  const rest = { ...payload };
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = encodeURIComponent(text(rest[name] ?? ''));
    delete rest[name];
    return value;
  });
  return { path: `/api${path}`, rest };
}

export async function send(
  t: TestApp,
  endpoint: Endpoint,
  payload: Record<string, unknown>,
  o: SendOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-language': o.lang ?? 'en-US' };
  if (o.token) headers.token = o.token;
  const { path, rest } = pathOf(endpoint, payload);
  let res;
  if (endpoint.method === 'GET') {
    const pairs = Object.entries(rest).map(([k, v]): [string, string] => [k, text(v)]);
    const query = new URLSearchParams(pairs).toString();
    res = await t.inject({
      method: 'GET',
      url: query ? `${path}?${query}` : path,
      headers,
      remoteAddress: nextIp(),
    });
  } else if (endpoint.body === 'multipart') {
    const fields = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, text(v)]));
    const body = multipart(fields, o.file ? [o.file] : []);
    headers['content-type'] = body.contentType;
    res = await t.inject({
      method: 'POST',
      url: path,
      payload: body.payload,
      headers,
      remoteAddress: nextIp(),
    });
  } else {
    const raw = o.raw ?? JSON.stringify(payload);
    headers['content-type'] = 'application/json';
    if (endpoint.access === 'signature') {
      const timestamp = String(Math.floor(Date.now() / 1000));
      headers[WEBHOOK_TIMESTAMP_HEADER] = timestamp;
      headers[WEBHOOK_SIGNATURE_HEADER] = signWebhook(t.ctx.secrets.webhookSecret, timestamp, raw);
    }
    res = await t.inject({ method: 'POST', url: path, payload: raw, headers, remoteAddress: nextIp() });
  }
  let envelope: { code?: number; msg?: string; data?: unknown } = {};
  try {
    envelope = res.json();
  } catch {
    // a file, or an empty answer
  }
  const cacheControl = String(res.headers['cache-control'] ?? '');
  return {
    status: res.statusCode,
    code: envelope.code,
    msg: envelope.msg ?? '',
    data: envelope.data,
    cacheControl,
  };
}
