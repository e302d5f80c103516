import { type Purge, endedAt, purgeAfter } from '../../db/purge';
import { activationTokens, captchas, loginAttempts, sessions, smsCodes } from './tables';

// Retention of the accounts' short-lived rows (decision 022). None is an audit record: they are
// credentials and counters, useless once ended, and the 24-hour SMS limit and the 15-minute
// sign-in window only ever look at the last day.

/** Days a sign-in attempt is kept: the lock-out needs 15 minutes; a month serves an inquiry into an attack. */
export const LOGIN_ATTEMPT_DAYS = 30;

export const authPurges: readonly Purge[] = [
  // A day after it expired or was signed out (least() skips a null revoked_at).
  purgeAfter('sessions', sessions, sessions.id, endedAt(sessions.expiresAt, sessions.revokedAt), 1),
  // A day after it expired or was used: a code is created before both, so the 24-hour send
  // limits (counted by created_at per mobile and per address) still see every code of the day.
  purgeAfter('sms_codes', smsCodes, smsCodes.id, endedAt(smsCodes.expiresAt, smsCodes.usedAt), 1),
  purgeAfter(
    'activation_tokens',
    activationTokens,
    activationTokens.tokenHash,
    endedAt(activationTokens.expiresAt, activationTokens.usedAt),
    1,
  ),
  // Single-use answers; a new captcha already clears the expired ones, this catches the rest.
  purgeAfter('captchas', captchas, captchas.key, captchas.expiresAt, 0),
  purgeAfter('login_attempts', loginAttempts, loginAttempts.id, loginAttempts.createdAt, LOGIN_ATTEMPT_DAYS),
];
