import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque random token (256 bits) in URL-safe base64. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** A numeric code of `length` digits, uniformly drawn. */
export const randomDigits = (length: number): string =>
  String(randomInt(0, 10 ** length)).padStart(length, '0');

/** Keyed hash used to store tokens and codes: a leaked table cannot be replayed without the pepper. */
export const keyedHash = (pepper: string, value: string): string =>
  createHmac('sha256', pepper).update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
