import { createHash } from 'node:crypto';

// Pinduoduo's signing and its common parameters, as the POP SDK's PopHttpClient does them: one
// router, form-encoded POST, every call signed.

/** A parameter's value as the SDK sends it; absent, null and '' are not sent (nor signed) at all. */
export type PddValue = string | number | boolean | object | null | undefined;

/**
 * The parameters as sent: a value that is null, undefined or '' left out (the SDK's request class
 * sets no such parameter), booleans as `true`/`false`, numbers as their digits, lists and objects
 * as JSON.
 */
export function pddParams(values: Record<string, PddValue>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    params[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return params;
}

/**
 * `sign`: upper-case hex MD5 of client_secret + every parameter but `sign` as key+value, sorted by
 * key, + client_secret. Values are signed as sent (before URL encoding); an empty value is left
 * out of the sign as it is left out of the request.
 */
export function pddSign(secret: string, params: Record<string, string>): string {
  const body = Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== '')
    .sort()
    .map((k) => `${k}${params[k]}`)
    .join('');
  return createHash('md5').update(`${secret}${body}${secret}`, 'utf8').digest('hex').toUpperCase();
}

/** Beijing time (UTC+8, no daylight saving): how PDD writes its date-times, e.g. `2024-05-01 12:00:00`. */
export function formatBeijing(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function parseBeijing(text: unknown): Date | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const at = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}
