import { z } from 'zod';
import { Msg } from '../messages';
import { passwordField, text } from '../fields';

export const LoginPayload = z.object({
  /** The mobile number or the e-mail address. */
  account: text(Msg.accountRequired, 254),
  password: passwordField,
  remember: z.boolean().default(false),
  captcha: z.string().trim().max(8).optional(),
  captcha_key: z.string().max(64).optional(),
});
export type LoginPayload = z.input<typeof LoginPayload>;

/** A token on success; `is_jd` with `target_url` (and no token) for an account of another platform. */
export const LoginResult = z.union([
  z.object({ token: z.string(), is_jd: z.literal(false) }),
  z.object({ is_jd: z.literal(true), target_url: z.string() }),
]);
export type LoginResult = z.infer<typeof LoginResult>;

/** `data` of the captchaRequired and captchaWrong errors: the client shows a new image. */
export interface CaptchaRequiredData {
  captcha_required: true;
}

export const CaptchaResult = z.object({ key: z.string(), image: z.string() });
export type CaptchaResult = z.infer<typeof CaptchaResult>;
