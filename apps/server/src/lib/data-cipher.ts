import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Personal data at rest (card numbers, payee accounts): AES-256-GCM with the DATA_KEY secret. A
 * fresh 96-bit nonce per value; the tag authenticates it, so a changed value fails to decrypt
 * rather than giving wrong digits. Stored as `v1.<nonce>.<tag>.<ciphertext>` in base64url, the
 * version leaving room for a key rotation.
 */
const NONCE_BYTES = 12;
let noncePool = Buffer.alloc(0);
let nonceAt = 0;

/**
 * A fresh random nonce, cut from a pool of random bytes drawn 1,024 nonces at a time (as Node's
 * randomUUID caches its entropy): a capture page seals four values per order, and one draw per
 * value cost more than the encryption. A pool is never refilled in place, so no nonce repeats.
 */
function freshNonce(): Buffer {
  if (nonceAt + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 1024);
    nonceAt = 0;
  }
  nonceAt += NONCE_BYTES;
  return noncePool.subarray(nonceAt - NONCE_BYTES, nonceAt);
}

export function encryptText(key: Buffer, plain: string): string {
  const iv = freshNonce();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptText(key: Buffer, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown cipher text');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
