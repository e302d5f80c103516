import { z } from 'zod';
import { passwordField, smsCodeField, text } from '../fields';
import { Msg } from '../messages';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, a 30-second step. */
export const TWO_STEP_DIGITS = 6;
export const TWO_STEP_PERIOD_SECONDS = 30;
/** Recovery codes handed out at once; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** A current code of the authenticator app (6 digits, as an SMS code). */
export const twoStepCodeField = smsCodeField;

/** A recovery code as printed (`abcd-efgh`); spaces and case do not matter. */
export const recoveryCodeField = text(Msg.codeRequired, 20).regex(/^[A-Za-z0-9 -]+$/, {
  error: Msg.codeInvalid,
});

/** `/security/status`: the signed-in person's two-step sign-in. */
export const TwoStepStatus = z.object({
  /** Confirmed: sign-in and withdrawals ask for a code. */
  enabled: z.boolean(),
  confirmed_at: z.string().nullable(),
  /** Recovery codes not used yet. */
  recovery_left: z.number().int(),
  /** The merchant requires two-step sign-in of its whole team (owner included). */
  team_required: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof TwoStepStatus>;

/** A new secret waiting for its first code: the address, its QR code (an SVG data URL), the key. */
export const TwoStepEnrolment = z.object({
  uri: z.string(),
  qr: z.string(),
  /** The secret in base32, for typing into an app by hand. */
  secret: z.string(),
});
export type TwoStepEnrolment = z.infer<typeof TwoStepEnrolment>;

export const TwoStepCodePayload = z.object({ code: twoStepCodeField });
export type TwoStepCodePayload = z.input<typeof TwoStepCodePayload>;

/** Shown once: only their keyed hashes are kept. */
export const RecoveryCodesResult = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesResult = z.infer<typeof RecoveryCodesResult>;

/** Turning two-step off: a current code, or the password when the phone is gone. */
export const TwoStepDisablePayload = z.object({
  code: twoStepCodeField.optional(),
  password: passwordField.optional(),
});
export type TwoStepDisablePayload = z.input<typeof TwoStepDisablePayload>;

export const TeamTwoStepPayload = z.object({ required: z.boolean() });
export type TeamTwoStepPayload = z.input<typeof TeamTwoStepPayload>;

/** A sign-in's challenge token (as `/login/dologin` handed it out). */
export const challengeField = z.string().min(1).max(64);

/** The second step of a sign-in: a current code, or one recovery code. */
export const LoginTwoStepPayload = z.object({
  challenge: challengeField,
  code: twoStepCodeField.optional(),
  recovery_code: recoveryCodeField.optional(),
});
export type LoginTwoStepPayload = z.input<typeof LoginTwoStepPayload>;

/** The session, as a sign-in answers it; `recovery_codes` only when this step finished an enrolment. */
export const LoginTwoStepResult = z.object({
  token: z.string(),
  is_jd: z.literal(false),
  recovery_codes: z.array(z.string()),
});
export type LoginTwoStepResult = z.infer<typeof LoginTwoStepResult>;

export const LoginEnrolPayload = z.object({ challenge: challengeField });
export type LoginEnrolPayload = z.input<typeof LoginEnrolPayload>;

/**
 * `data` of the twoStepChallenge and twoStepEnrolRequired answers of `/login/dologin`: the token the
 * second step names. `enrol`: the merchant requires two-step and this person has none yet.
 */
export interface TwoStepChallengeData {
  challenge: string;
  enrol: boolean;
}
