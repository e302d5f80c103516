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

/** The largest value of a PostgreSQL `integer` column (int4): 2^31 - 1. */
export const INTEGER_MAX = 2_147_483_647;
/** The largest value of a PostgreSQL `smallint` column (int2). */
export const SMALLINT_MAX = 32_767;

/**
 * Ids of `integer` columns (images, uploads, goods, complaints...): anything above 2^31 - 1 is
 * refused here, naming the field, not by the database with a 500 (issue 40). An id of a `bigint`
 * column (orders, live rooms) needs no bound of its own: `int()` refuses what JSON cannot carry
 * exactly (past 2^53 - 1), which a `bigint` holds.
 */
export const idField = z.number().int().min(1).max(INTEGER_MAX);
/** An id of an `integer` column given with its own refusal's words (`Msg.imageInvalid`...). */
export const idFieldWith = (error: MsgKey) =>
  z.number({ error }).int({ error }).min(1, { error }).max(INTEGER_MAX, { error });
/** Ids of `smallint` columns: the carriers (`operators.id`). */
export const smallIdField = z.number().int().min(1).max(SMALLINT_MAX);
