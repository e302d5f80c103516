import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';

/** Where and as whom: any S3-compatible store, addressed path-style (`endpoint/bucket/key`). */
export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** An answer of the store other than success, with S3's error code (`NoSuchKey`, `AccessDenied`…). */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`S3 ${status} ${code}: ${message}`);
  }
}

export interface S3Request {
  method: 'GET' | 'PUT' | 'DELETE' | 'HEAD';
  /** The object's key inside the bucket (already prefixed). */
  key: string;
  headers?: Record<string, string>;
  /** A small body in memory, or a stream of `length` bytes whose SHA-256 is `sha256`. */
  body?: Buffer | { stream: () => Readable; length: number; sha256: string };
}

/** An idle connection this long is given up (a store that stopped answering must not hang a job). */
const IDLE_TIMEOUT_MS = 30_000;
/** Enough of an error answer to read its code; S3's error documents are a few hundred bytes. */
const ERROR_BODY_LIMIT = 16 * 1024;

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Each path segment encoded as SigV4 wants it (RFC 3986 unreserved characters kept). */
const encodeKey = (key: string) =>
  key
    .split('/')
    .map((s) =>
      encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');

/**
 * One signed request (AWS Signature Version 4, signed by `aws4`), sent with node:http so that a
 * streamed body goes out with its Content-Length (S3 refuses chunked uploads without one).
 * Resolves with the answer for 2xx and for a GET's 404; any other status rejects with S3Error.
 */
export async function s3Request(settings: S3Settings, req: S3Request): Promise<http.IncomingMessage> {
  // Loaded with the first request: the local folder, the default, never needs it.
  const { default: aws4 } = await import('aws4');
  const base = new URL(settings.endpoint);
  const basePath = base.pathname.replace(/\/+$/, '');
  const body = req.body;
  const streamed = body !== undefined && !Buffer.isBuffer(body);
  const headers: Record<string, string | number> = {
    ...req.headers,
    'X-Amz-Content-Sha256': streamed ? body.sha256 : sha256Hex(body ?? ''),
  };
  if (body !== undefined) headers['Content-Length'] = body.length;
  const signed = aws4.sign(
    {
      service: 's3',
      region: settings.region,
      method: req.method,
      host: base.hostname,
      ...(base.port ? { port: Number(base.port) } : {}),
      path: `${basePath}/${encodeKey(settings.bucket)}/${encodeKey(req.key)}`,
      headers,
    },
    { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  );
  const client = base.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port || undefined,
        method: req.method,
        path: signed.path,
        headers: signed.headers as http.OutgoingHttpHeaders,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if ((status >= 200 && status < 300) || (status === 404 && req.method === 'GET')) {
          // A GET's body is read at the pace of whoever downloads it (backpressure): a slow
          // client must not look like a stalled store.
          if (req.method === 'GET') request.setTimeout(0);
          resolve(res);
          return;
        }
        readError(res).then(reject, reject);
      },
    );
    request.setTimeout(IDLE_TIMEOUT_MS, () => request.destroy(new Error('S3 request timed out')));
    request.on('error', reject);
    if (!streamed) {
      request.end(body);
      return;
    }
    const source = body.stream();
    source.on('error', (error) => request.destroy(error));
    source.pipe(request);
  });
}

/** S3's XML error document read into an S3Error (its Code and Message). */
async function readError(res: http.IncomingMessage): Promise<S3Error> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    if (size < ERROR_BODY_LIMIT) chunks.push(chunk);
    size += chunk.length;
  }
  return s3ErrorOf(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'));
}

export function s3ErrorOf(status: number, xml: string): S3Error {
  const tag = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
  return new S3Error(status, tag('Code') ?? `HTTP${status}`, tag('Message') ?? 'no message');
}

/** Reads a 404 answer's error code (and drains it, so the connection is reused). */
export async function notFoundCode(res: http.IncomingMessage): Promise<string> {
  return (await readError(res)).code;
}
