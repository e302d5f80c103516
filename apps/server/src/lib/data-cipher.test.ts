import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptText, encryptText } from './data-cipher';

const key = randomBytes(32);

describe('personal data at rest', () => {
  it('reads back what it sealed, under a nonce never used twice (across refills of its pool)', () => {
    const sealed = Array.from({ length: 3000 }, (_, i) => encryptText(key, `客户${i} 13800000000`));
    expect(sealed.map((s) => decryptText(key, s))).toEqual(sealed.map((_, i) => `客户${i} 13800000000`));
    const nonces = new Set(sealed.map((s) => s.split('.')[1]));
    expect(nonces.size).toBe(3000);
    // The same text twice is two different cipher texts.
    expect(encryptText(key, 'same')).not.toBe(encryptText(key, 'same'));
  });

  it('refuses a changed value or another key rather than give wrong text', () => {
    const sealed = encryptText(key, '110101199003076633');
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => decryptText(key, [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => decryptText(randomBytes(32), sealed)).toThrow();
  });
});
