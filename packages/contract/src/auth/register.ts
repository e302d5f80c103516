import { z } from 'zod';
import { Msg } from '../messages';
import {
  confirmField,
  emailField,
  mobileField,
  newPasswordField,
  smsCodeField,
  text,
  withMatchingConfirm,
} from '../fields';

export const SMS_SCENES = ['register', 'reset'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

export const SendVerifyPayload = z.object({
  mobile: mobileField,
  /** register (the default): the number must be free; reset: the number must belong to an account. */
  scene: z.enum(SMS_SCENES).default('register'),
  /** register: the invite code typed so far, checked before the code is sent. */
  invite: z.string().trim().max(32).optional(),
});
export type SendVerifyPayload = z.input<typeof SendVerifyPayload>;

export const SendVerifyResult = z.object({ resend_after: z.number().int() });
export type SendVerifyResult = z.infer<typeof SendVerifyResult>;

export const RegisterPayload = withMatchingConfirm(
  z.object({
    mobile: mobileField,
    code: smsCodeField,
    email: emailField,
    password: newPasswordField,
    confirm: confirmField,
    store_name: text(Msg.storeNameRequired, 50),
    invite: z.string().trim().max(32).optional(),
  }),
);
export type RegisterPayload = z.input<typeof RegisterPayload>;

export const RegisterResult = z.object({ email: z.string() });
export type RegisterResult = z.infer<typeof RegisterResult>;

export const ActivatePayload = z.object({ token: text(Msg.tokenRequired, 128) });
export type ActivatePayload = z.input<typeof ActivatePayload>;

export const ResetPasswordPayload = withMatchingConfirm(
  z.object({
    mobile: mobileField,
    code: smsCodeField,
    password: newPasswordField,
    confirm: confirmField,
  }),
);
export type ResetPasswordPayload = z.input<typeof ResetPasswordPayload>;
