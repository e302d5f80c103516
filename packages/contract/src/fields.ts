import { z } from 'zod';
import { type MsgKey, Msg } from './messages';
import { PASSWORD_MIN_LENGTH } from './constants';
import { isPasswordStrongEnough } from './password-strength';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from './patterns';

/**
 * A trimmed, bounded string whose absence gives `requiredKey` (and whose emptiness too, when
 * `min` is 1). Every string in the contract has an upper bound: huge payloads are refused early.
 */
export function text(requiredKey: MsgKey | undefined, max: number, min = 1) {
  const base = z
    .string({ error: (iss) => (iss.input === undefined ? requiredKey : undefined) })
    .trim()
    .max(max);
  return min > 0 ? base.min(min, { error: requiredKey }) : base;
}

export const mobileField = text(Msg.mobileRequired, 11).regex(MOBILE_PATTERN, { error: Msg.mobileInvalid });

export const smsCodeField = text(Msg.codeRequired, 6).regex(SMS_CODE_PATTERN, { error: Msg.codeInvalid });

export const emailField = text(Msg.emailRequired, 254).pipe(z.email({ error: Msg.emailInvalid }));

/** Passwords are not trimmed: a space is a character like any other. */
export const passwordField = z
  .string({ error: (iss) => (iss.input === undefined ? Msg.passwordRequired : undefined) })
  .min(1, { error: Msg.passwordRequired })
  .max(128);

export const newPasswordField = passwordField
  .min(PASSWORD_MIN_LENGTH, { error: Msg.passwordWeak })
  .refine(isPasswordStrongEnough, { error: Msg.passwordWeak });

export const confirmField = z
  .string({ error: (iss) => (iss.input === undefined ? Msg.confirmRequired : undefined) })
  .min(1, { error: Msg.confirmRequired })
  .max(128);

/** Adds the "two passwords differ" check on `confirm` to an object with password and confirm. */
export function withMatchingConfirm<T extends z.ZodObject<{ password: z.ZodType; confirm: z.ZodType }>>(
  schema: T,
) {
  return schema.refine((v) => v.password === v.confirm, { error: Msg.passwordMismatch, path: ['confirm'] });
}

/** Ids are PostgreSQL `integer`s: anything above 2^31 - 1 is refused here, not by the database. */
export const idField = z.number().int().min(1).max(2_147_483_647);
