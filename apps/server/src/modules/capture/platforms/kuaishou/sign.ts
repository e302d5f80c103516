import { createHash } from 'node:crypto';
import { writePlatformJson } from '../platform-json';

// How a call to Kuaishou's gateway is signed (API调用说明 §4, and SignUtils of Kuaishou's own demo
// repository kwaishop-digital-access-demo): the common parameters and `param` (the method's own
// parameters as one JSON string), sorted by name, joined as `k=v` with `&`, then
// `&signSecret=<the app's sign secret>`; signMethod=MD5 takes the lower-case hex MD5 of that. The
// parameters are signed as they are, before any URL encoding.

/** The parameters that take part in the signature (every one but `sign`). */
const SIGNED = ['access_token', 'appkey', 'method', 'param', 'signMethod', 'timestamp', 'version'];

/**
 * `param`: compact JSON with every object's keys sorted, so one value has one signature; a
 * `bigint` is written as a bare number (the platform's 64-bit ids, e.g. an `orderId`).
 */
export function kuaishouParam(value: unknown): string {
  const sorted = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sorted);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return writePlatformJson(sorted(value));
}

/** The text that is hashed: the signed parameters present, sorted, then the sign secret. */
export function kuaishouSignInput(signSecret: string, params: Record<string, string>): string {
  const body = SIGNED.filter((k) => params[k] !== undefined)
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return `${body}&signSecret=${signSecret}`;
}

/** `sign` for signMethod=MD5. */
export const kuaishouSign = (signSecret: string, params: Record<string, string>): string =>
  createHash('md5').update(kuaishouSignInput(signSecret, params), 'utf8').digest('hex');
