import { Secret, TOTP } from 'otpauth';
import { TWO_STEP_DIGITS, TWO_STEP_PERIOD_SECONDS } from '@console/contract';

// RFC 6238 through otpauth (decision 055): SHA-1, 6 digits, 30-second steps, what every
// authenticator app assumes when the address says nothing else.

/** How many steps either side of now a code may be from: a phone's clock a little off still works. */
export const STEP_WINDOW = 1;

/** A new secret: 160 random bits (RFC 4226's recommended length for SHA-1), in base32. */
export const newSecret = (): string => new Secret({ size: 20 }).base32;

export function totpOf(secretBase32: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TWO_STEP_DIGITS,
    period: TWO_STEP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The time step of a moment: seconds since the epoch over the period. */
export const stepAt = (timestamp: number): number =>
  TOTP.counter({ period: TWO_STEP_PERIOD_SECONDS, timestamp });

export type CodeCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'replayed' };

/**
 * Checks a code against the secret at `timestamp`: right within ±STEP_WINDOW steps, and of a step
 * later than `lastStep` (the step of the last code taken), so that a code seen over a shoulder or
 * in a log cannot be used again, nor an older one after a newer.
 */
export function checkCode(
  secretBase32: string,
  code: string,
  lastStep: number | null,
  timestamp = Date.now(),
): CodeCheck {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp, window: STEP_WINDOW });
  if (delta === null) return { ok: false, reason: 'wrong' };
  const step = stepAt(timestamp) + delta;
  if (lastStep !== null && step <= lastStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step };
}
