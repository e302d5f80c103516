import { lt, sql } from 'drizzle-orm';
import { type Purge, daysAgo, deleteInBatches } from '../../db/purge';
import { activationTokens, captchas, loginAttempts, sessions, smsCodes } from './tables';

// Retention of the accounts' short-lived rows (decision 022). None is an audit record: they are
// credentials and counters, useless once ended, and the 24-hour SMS limit and the 15-minute
// sign-in window only ever look at the last day.

/** Days a sign-in attempt is kept: the lock-out needs 15 minutes; a month serves an inquiry into an attack. */
export const LOGIN_ATTEMPT_DAYS = 30;

export const authPurges: readonly Purge[] = [
  {
    // A day after it expired or was signed out (least() skips a null revoked_at).
    name: 'sessions',
    run: (db, signal) =>
      deleteInBatches(
        db,
        sessions,
        sessions.id,
        sql`least(${sessions.expiresAt}, ${sessions.revokedAt}) < ${daysAgo(1)}`,
        signal,
      ),
  },
  {
    // A day after it expired or was used: a code is created before both, so the 24-hour send
    // limits (counted by created_at per mobile and per address) still see every code of the day.
    name: 'sms_codes',
    run: (db, signal) =>
      deleteInBatches(
        db,
        smsCodes,
        smsCodes.id,
        sql`least(${smsCodes.expiresAt}, ${smsCodes.usedAt}) < ${daysAgo(1)}`,
        signal,
      ),
  },
  {
    name: 'activation_tokens',
    run: (db, signal) =>
      deleteInBatches(
        db,
        activationTokens,
        activationTokens.tokenHash,
        sql`least(${activationTokens.expiresAt}, ${activationTokens.usedAt}) < ${daysAgo(1)}`,
        signal,
      ),
  },
  {
    // Single-use answers; a new captcha already clears the expired ones, this catches the rest.
    name: 'captchas',
    run: (db, signal) =>
      deleteInBatches(db, captchas, captchas.key, lt(captchas.expiresAt, sql`now()`), signal),
  },
  {
    name: 'login_attempts',
    run: (db, signal) =>
      deleteInBatches(
        db,
        loginAttempts,
        loginAttempts.id,
        lt(loginAttempts.createdAt, daysAgo(LOGIN_ATTEMPT_DAYS)),
        signal,
      ),
  },
];
