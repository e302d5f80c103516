import { createHash } from 'node:crypto';

// Kuaishou's merchant open platform (快手电商开放平台): each method at its own path
// (`open.order.cursor.list` → `/open/order/cursor/list`), common parameters in the query or a
// form body, the method's own parameters as one JSON string `param`.

export const kuaishouPath = (method: string) => `/${method.replace(/\./g, '/')}`;

/** `param`: compact JSON with every object's keys sorted, so one value has one signature. */
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
  return JSON.stringify(sorted(value));
}

/**
 * `sign` with signMethod=MD5: lower-case hex MD5 of every parameter but `sign` as `k=v`, sorted by
 * key, joined with `&`, then `&signSecret=<secret>` (the app's sign secret). Signed before URL
 * encoding.
 */
export function kuaishouSign(secret: string, params: Record<string, string>): string {
  const body = Object.keys(params)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHash('md5').update(`${body}&signSecret=${secret}`, 'utf8').digest('hex');
}

/**
 * The gateway's `result` codes this client acts on. 1 is success (published); the failure
 * numbers are this project's model of the gateway (the public pages we could read do not list
 * them), kept in one place so that the client and the fake agree and one edit fixes both.
 */
export const KS_CODES = {
  ok: 1,
  internal: 2,
  badParam: 10,
  badApp: 23,
  badToken: 24,
  badSign: 25,
  tokenExpired: 28,
  rateLimited: 29,
} as const;

/** The OAuth endpoints' codes (published for open.kuaishou.com's OAuth 2.0). */
export const KS_OAUTH_CODES = {
  badClient: 100200101,
  badCode: 100200105,
  refreshExpired: 100200113,
  internal: 100200500,
} as const;

/** OAuth paths below the base URL (https://openapi.kwaixiaodian.com in production). */
export const KS_OAUTH_REFRESH = '/oauth2/refresh_token';
export const KS_OAUTH_CODE = '/oauth2/access_token';
