import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkSigV4 } from './sigv4-check';

/**
 * A small S3-compatible server for the tests: path-style PUT, GET, HEAD and DELETE of objects in
 * memory, every request's SigV4 signature and payload hash checked, errors answered as S3's XML.
 * A second implementation of the protocol: the storage's client talks to it over HTTP.
 */
export interface FakeS3 {
  /** The endpoint (`http://127.0.0.1:<port>`) to give as S3_ENDPOINT. */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The stored objects by key (inside the bucket). */
  objects: Map<string, StoredObject>;
  /** Every request answered, as `METHOD key status`, in order. */
  log: string[];
  /** The environment a console needs to use this fake. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface FakeS3Options {
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function sendError(res: http.ServerResponse, method: string, status: number, code: string, message: string) {
  const body =
    method === 'HEAD'
      ? ''
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>` +
        `<RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'console-test';
  const region = options.region ?? 'us-east-1';
  const accessKeyId = options.accessKeyId ?? 'FAKEACCESSKEY';
  const secretAccessKey = options.secretAccessKey ?? randomBytes(20).toString('base64');
  const objects = new Map<string, StoredObject>();
  const log: string[] = [];
  const secrets = { region, keys: new Map([[accessKeyId, secretAccessKey]]) };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const rawUrl = req.url ?? '/';
      const [pathPart = '/'] = rawUrl.split('?', 1);
      const [, bucketName = '', ...keyParts] = pathPart.split('/').map((s) => decodeURIComponent(s));
      const key = keyParts.join('/');
      const fail = (status: number, code: string, message: string) => {
        log.push(`${method} ${key} ${status} ${code}`);
        sendError(res, method, status, code, message);
      };
      const refused = checkSigV4(secrets, method, rawUrl, req.headers);
      if (refused) return fail(refused.status, refused.code, refused.message);
      const body = Buffer.concat(chunks);
      const claimed = String(req.headers['x-amz-content-sha256']);
      if (claimed !== 'UNSIGNED-PAYLOAD' && claimed !== createHash('sha256').update(body).digest('hex')) {
        return fail(
          400,
          'XAmzContentSHA256Mismatch',
          "The provided 'x-amz-content-sha256' header does not match.",
        );
      }
      if (bucketName !== bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist.');
      if (!key) return fail(501, 'NotImplemented', 'Only object operations are implemented.');
      log.push(`${method} ${key}`);

      if (method === 'PUT') {
        if (req.headers['content-length'] === undefined) {
          return fail(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
        }
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        const contentType = String(req.headers['content-type'] ?? 'binary/octet-stream');
        objects.set(key, { body, contentType, etag, lastModified: new Date() });
        res.writeHead(200, { etag, 'content-length': 0 });
        return res.end();
      }
      if (method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      if (method === 'GET' || method === 'HEAD') {
        const object = objects.get(key);
        if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          etag: object.etag,
          'last-modified': object.lastModified.toUTCString(),
        });
        return res.end(method === 'GET' ? object.body : undefined);
      }
      return fail(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    env: (prefix) => ({
      STORAGE: 's3',
      S3_ENDPOINT: url,
      S3_REGION: region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
