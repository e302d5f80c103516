// Sends a payload to any endpoint as its declaration says it travels: a JSON body, a query string,
// path parameters, multipart fields (with a file), a form, a signed webhook body, a platform's
// signed push, a signed link; and reads a stream's head without waiting for its end.
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
  contentType: string;
  /** The body as text (a stream's: what it had sent when it was read). */
  text: string;
}

export interface SendOptions {
  token?: string;
  /** The raw body, for what JSON.stringify cannot write (NaN, a `__proto__` key). */
  raw?: string;
  file?: { name: string; data: Buffer; type?: string };
  lang?: string;
  /** A platform's signature headers over the raw body (the sweep entry's `sign`). */
  sign?: (raw: string) => Record<string, string>;
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
    const request = { method: 'GET' as const, url: query ? `${path}?${query}` : path, headers };
    if (endpoint.answer === 'stream') return streamHead(t, { ...request, remoteAddress: nextIp() });
    res = await t.inject({ ...request, remoteAddress: nextIp() });
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
  } else if (endpoint.body === 'form') {
    const fields = Object.entries(payload).map(([k, v]): [string, string] => [k, text(v)]);
    const raw = o.raw ?? new URLSearchParams(fields).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
    res = await t.inject({ method: 'POST', url: path, payload: raw, headers, remoteAddress: nextIp() });
  } else {
    const raw = o.raw ?? JSON.stringify(payload);
    headers['content-type'] = 'application/json';
    if (endpoint.access === 'signature') {
      const timestamp = String(Math.floor(Date.now() / 1000));
      headers[WEBHOOK_TIMESTAMP_HEADER] = timestamp;
      headers[WEBHOOK_SIGNATURE_HEADER] = signWebhook(t.ctx.secrets.webhookSecret, timestamp, raw);
    }
    Object.assign(headers, o.sign?.(raw));
    res = await t.inject({ method: 'POST', url: path, payload: raw, headers, remoteAddress: nextIp() });
  }
  return answerOf(res);
}

/** The answer as the sweep reads it: the envelope's fields when it is one. */
function answerOf(res: {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}): Answer {
  let envelope: { code?: number; msg?: string; data?: unknown } = {};
  try {
    envelope = JSON.parse(res.body) as typeof envelope;
  } catch {
    // a file, or an empty answer
  }
  return {
    status: res.statusCode,
    code: envelope.code,
    msg: envelope.msg ?? '',
    data: envelope.data,
    cacheControl: String(res.headers['cache-control'] ?? ''),
    contentType: String(res.headers['content-type'] ?? ''),
    text: res.body,
  };
}

/**
 * A stream never ends by itself: its answer is read up to its first chunk (a refusal is whole
 * by then), and the stream closed, as a tab that goes away closes it.
 */
async function streamHead(
  t: TestApp,
  request: { method: 'GET'; url: string; headers: Record<string, string>; remoteAddress: string },
): Promise<Answer> {
  const res = await t.inject({ ...request, payloadAsStream: true });
  const stream = res.stream();
  const first = await new Promise<string>((resolve) => {
    stream.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8')));
    stream.once('end', () => resolve(''));
  });
  stream.destroy();
  return answerOf({ statusCode: res.statusCode, headers: res.headers, body: first });
}
