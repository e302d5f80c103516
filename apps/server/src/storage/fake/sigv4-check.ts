import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

// The fake's own reading of AWS Signature Version 4, written from the specification and not from
// the client's signing library: a request the real store would refuse is refused here too.

export interface SigV4Secrets {
  region: string;
  /** Access key id → secret. */
  keys: ReadonlyMap<string, string>;
}

/** Why a request is refused, as S3 answers it. */
export interface SigV4Failure {
  status: number;
  code: string;
  message: string;
}

/** How far the request's clock may be from ours (S3's own limit). */
const MAX_SKEW_MS = 15 * 60 * 1000;

const AUTH_PATTERN =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20260101T120000Z` as a time, or NaN. */
function amzTime(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : NaN;
}

/**
 * Recomputes the signature of a request (method, raw path with query, headers as received) with
 * the shared secret; answers null when it matches, else S3's refusal.
 */
export function checkSigV4(
  secrets: SigV4Secrets,
  method: string,
  rawUrl: string,
  headers: IncomingHttpHeaders,
  now = Date.now(),
): SigV4Failure | null {
  const auth = headers.authorization;
  if (!auth) return { status: 403, code: 'AccessDenied', message: 'Anonymous access is not allowed.' };
  const m = AUTH_PATTERN.exec(auth);
  if (!m) return { status: 400, code: 'AuthorizationHeaderMalformed', message: 'Malformed Authorization.' };
  const [, keyId, day, region, signedHeaderList, signature] = m as unknown as string[];
  const secret = secrets.keys.get(keyId!);
  if (secret === undefined) {
    return { status: 403, code: 'InvalidAccessKeyId', message: 'The access key id does not exist.' };
  }
  if (region !== secrets.region) {
    return {
      status: 400,
      code: 'AuthorizationHeaderMalformed',
      message: `The region '${region}' is wrong; expecting '${secrets.region}'.`,
    };
  }
  const amzDate = String(headers['x-amz-date'] ?? '');
  const payloadHash = String(headers['x-amz-content-sha256'] ?? '');
  const signedHeaders = signedHeaderList!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signedHeaders.includes(required)) {
      return { status: 403, code: 'AccessDenied', message: `${required} must be signed.` };
    }
  }
  const time = amzTime(amzDate);
  if (!Number.isFinite(time) || !amzDate.startsWith(day!)) {
    return { status: 403, code: 'AccessDenied', message: 'X-Amz-Date is missing or does not match.' };
  }
  if (Math.abs(now - time) > MAX_SKEW_MS) {
    return {
      status: 403,
      code: 'RequestTimeTooSkewed',
      message: 'The difference between times is too large.',
    };
  }

  const [rawPath = '/', rawQuery = ''] = rawUrl.split('?', 2);
  const canonicalUri = rawPath
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k = '', v = ''] = pair.split('=', 2);
      return [uriEncode(decodeURIComponent(k)), uriEncode(decodeURIComponent(v))] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, day!), region), 's3'), 'aws4_request');
  const expected = hmac(signingKey, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  }
  return null;
}
