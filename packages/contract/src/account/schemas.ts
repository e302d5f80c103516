import { z } from 'zod';
import { confirmField, idField, newPasswordField, passwordField, text, withMatchingConfirm } from '../fields';
import { Msg } from '../messages';
import { SERVICE_PHONE_MAX_LENGTH, SERVICE_QR_MAX } from '../constants';
import { SERVICE_PHONE_PATTERN } from '../patterns';

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
  /** The library image the logo is (null: no logo, or its image was deleted from the library). */
  logo_image_id: z.number().int().nullable(),
  customer_mobile: z.string(),
  customer_weixin: z.array(z.string()),
  /** The library image of each QR in `customer_weixin`, in the same order (null as for the logo). */
  customer_weixin_image_ids: z.array(z.number().int().nullable()),
  create_time: z.string(),
});
export type AccountProfile = z.infer<typeof AccountProfile>;

/** Store name and logo; the logo is an image of the merchant's own library (null: none). */
export const SaveStorePayload = z.object({
  store_name: text(Msg.storeNameRequired, 50),
  logo_image_id: idField.nullable(),
});
export type SaveStorePayload = z.input<typeof SaveStorePayload>;

/** What the customer-service widget shows: QR images of the library and a phone number. */
export const SaveServicePayload = z.object({
  customer_mobile: z
    .string()
    .trim()
    .max(SERVICE_PHONE_MAX_LENGTH)
    .regex(SERVICE_PHONE_PATTERN, { error: Msg.servicePhoneInvalid }),
  customer_weixin_image_ids: z.array(idField).max(SERVICE_QR_MAX),
});
export type SaveServicePayload = z.input<typeof SaveServicePayload>;

export const ChangePasswordPayload = withMatchingConfirm(
  z.object({ old_password: passwordField, password: newPasswordField, confirm: confirmField }),
);
export type ChangePasswordPayload = z.input<typeof ChangePasswordPayload>;

/** Sessions ended by "sign out everywhere else" or a password change. */
export const EndedSessionsResult = z.object({ ended: z.number().int() });
export type EndedSessionsResult = z.infer<typeof EndedSessionsResult>;
