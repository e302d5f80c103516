import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { checkCode, stepAt } from './totp';

// RFC 6238, Appendix B: the SHA-1 secret "12345678901234567890" at the published times gives these
// 8-digit codes; a 6-digit code is the same truncation modulo 10^6, i.e. their last six digits.
const SECRET = '12345678901234567890';
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];
const base32 = Secret.fromLatin1(SECRET).base32;

describe('TOTP against the RFC 6238 test vectors', () => {
  it.each(VECTORS)('at %i s otpauth computes %s', (seconds, code) => {
    const totp = new TOTP({ algorithm: 'SHA1', digits: 8, period: 30, secret: Secret.fromLatin1(SECRET) });
    expect(totp.generate({ timestamp: seconds * 1000 })).toBe(code);
  });

  it.each(VECTORS)('at %i s our check takes the last six digits of %s, at its step', (seconds, code) => {
    const six = code.slice(-6);
    expect(checkCode(base32, six, null, seconds * 1000)).toEqual({
      ok: true,
      step: Math.floor(seconds / 30),
    });
    expect(stepAt(seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('takes a code one step off either way, not two', () => {
    const at = 1111111111 * 1000;
    expect(checkCode(base32, '050471', null, at + 30_000)).toMatchObject({ ok: true, step: 37037037 });
    expect(checkCode(base32, '050471', null, at - 30_000)).toMatchObject({ ok: true });
    expect(checkCode(base32, '050471', null, at + 60_000)).toEqual({ ok: false, reason: 'wrong' });
    expect(checkCode(base32, '123456', null, at)).toEqual({ ok: false, reason: 'wrong' });
  });

  it('refuses a code of a step already taken, or of an earlier one', () => {
    const at = 1234567890 * 1000;
    const step = Math.floor(1234567890 / 30);
    expect(checkCode(base32, '005924', step, at)).toEqual({ ok: false, reason: 'replayed' });
    expect(checkCode(base32, '005924', step + 1, at)).toEqual({ ok: false, reason: 'replayed' });
    expect(checkCode(base32, '005924', step - 1, at)).toEqual({ ok: true, step });
  });
});
