import { createHash } from 'node:crypto';

// Pinduoduo's open platform (拼多多开放平台): one router, form-encoded POST, every call signed.

/** The router every call goes to, below the base URL (https://gw-api.pinduoduo.com in production). */
export const PDD_ROUTER_PATH = '/api/router';

/**
 * `sign`: upper-case hex MD5 of client_secret + every parameter but `sign` as key+value, sorted by
 * key, + client_secret. Values are signed as sent (before URL encoding).
 */
export function pddSign(secret: string, params: Record<string, string>): string {
  const body = Object.keys(params)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}${params[k]}`)
    .join('');
  return createHash('md5').update(`${secret}${body}${secret}`, 'utf8').digest('hex').toUpperCase();
}

/**
 * The gateway's codes this client acts on (from the platform's published table of common error
 * codes: 10016 client offline or client_id wrong, 10019 access_token expired, 20004 sign check
 * failed, 20032 access_token or client_id wrong, 52101 the interface is rate limited, 50000 and
 * 5210x internal or unavailable). 70031 is the older "calls too frequent" code, still read as a
 * rate limit.
 */
export const PDD_CODES = {
  badParam: 10000,
  badClient: 10016,
  tokenExpired: 10019,
  badSign: 20004,
  badToken: 20032,
  rateLimited: 52101,
  rateLimitedOld: 70031,
  internal: 50000,
  unavailable: 52103,
} as const;

/** Beijing time (UTC+8, no daylight saving): how PDD writes its date-times, e.g. `2024-05-01 12:00:00`. */
export function formatBeijing(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function parseBeijing(text: unknown): Date | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const at = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}
