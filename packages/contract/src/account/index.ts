import { z } from 'zod';
import { confirmField, newPasswordField, passwordField, text, withMatchingConfirm } from '../fields';
import { Msg } from '../messages';

/** `/account/center`: the merchant's profile. */
export const AccountProfile = z.object({
  id: z.number().int(),
  mobile: z.string(),
  email: z.string(),
  store_name: z.string(),
  partner_id: z.number().int(),
  role: z.enum(['merchant', 'agent', 'sub_merchant']),
  /** The invite link of an agent (empty for the others). */
  invite_url: z.string(),
  logo: z.string(),
  customer_mobile: z.string(),
  customer_weixin: z.array(z.string()),
  create_time: z.string(),
});
export type AccountProfile = z.infer<typeof AccountProfile>;

/** Store name and logo; the logo is an image of the merchant's own library (null: none). */
export const SaveStorePayload = z.object({
  store_name: text(Msg.storeNameRequired, 50),
  logo_image_id: z.number().int().positive().nullable(),
});
export type SaveStorePayload = z.input<typeof SaveStorePayload>;

/** What the customer-service widget shows: QR images of the library and a phone number. */
export const SaveServicePayload = z.object({
  customer_mobile: z
    .string()
    .trim()
    .max(20)
    .regex(/^[\d+\-\s()]*$/, { error: Msg.servicePhoneInvalid }),
  customer_weixin_image_ids: z.array(z.number().int().positive()).max(3),
});
export type SaveServicePayload = z.input<typeof SaveServicePayload>;

export const ChangePasswordPayload = withMatchingConfirm(
  z.object({ old_password: passwordField, password: newPasswordField, confirm: confirmField }),
);
export type ChangePasswordPayload = z.input<typeof ChangePasswordPayload>;

/** Sessions ended by "sign out everywhere else" or a password change. */
export const EndedSessionsResult = z.object({ ended: z.number().int() });
export type EndedSessionsResult = z.infer<typeof EndedSessionsResult>;
