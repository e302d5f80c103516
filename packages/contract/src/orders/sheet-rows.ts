import { z } from 'zod';
import { text } from '../fields';
import { Msg } from '../messages';
import { CUSTOMER_PHONE_PATTERN, isIdNumber, ORDER_NO_PATTERN } from './constants';
import { remarkField } from './schemas';

// The rows of the two order spreadsheets (the import of orders, the update of remarks): checked
// row by row by the import job, named by the templates' columns.

/** The columns of the import template, in order: the keys of the web's and server's texts. */
export const ORDER_IMPORT_COLUMNS = [
  'customer_name',
  'phone',
  'id_number',
  'province',
  'city',
  'district',
  'address',
  'remark',
] as const;
/** The columns of the remark update sheet (`merchant_upload_update_apply`). */
export const REMARK_IMPORT_COLUMNS = ['order_no', 'remark'] as const;

/** One row of an import, as the template's columns give it. */
export const OrderImportRow = z.object({
  customer_name: text(Msg.customerNameRequired, 30),
  phone: text(Msg.customerPhoneRequired, 11).regex(CUSTOMER_PHONE_PATTERN, {
    error: Msg.customerPhoneInvalid,
  }),
  id_number: text(Msg.idNumberInvalid, 18)
    .transform((v) => v.toUpperCase())
    .refine(isIdNumber, { error: Msg.idNumberInvalid }),
  province: text(Msg.addressRequired, 20),
  city: text(Msg.addressRequired, 20),
  district: text(Msg.addressRequired, 20),
  address: text(Msg.addressRequired, 100),
  remark: remarkField.default(''),
});
export type OrderImportRow = z.output<typeof OrderImportRow>;

/** One row of a remark update sheet: the order's number and its new remark (empty clears it). */
export const RemarkImportRow = z.object({
  order_no: text(Msg.orderNoInvalid, 18).regex(ORDER_NO_PATTERN, { error: Msg.orderNoInvalid }),
  remark: remarkField.default(''),
});
export type RemarkImportRow = z.output<typeof RemarkImportRow>;
