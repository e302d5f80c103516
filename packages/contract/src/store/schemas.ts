import { z } from 'zod';
import { Msg } from '../messages';
import { idField, smsCodeField, text } from '../fields';
import { CARRIERS } from '../goods/constants';
import { CUSTOMER_PHONE_PATTERN, isIdNumber, ORDER_STATUSES } from '../orders/constants';
import { AREA_CODE_PATTERN } from '../area/constants';
import { PROMO_CODE_PATTERN, STORE_ADDRESS_MAX, STORE_CODE_PURPOSES, STORE_NAME_MAX } from './constants';

export * from './constants';

/** A promotion link's promo code: a malformed one is answered like an unknown one. */
const promoCodeField = text(Msg.storeLinkInvalid, 16).regex(PROMO_CODE_PATTERN, {
  error: Msg.storeLinkInvalid,
});
const customerPhoneField = text(Msg.customerPhoneRequired, 11).regex(CUSTOMER_PHONE_PATTERN, {
  error: Msg.customerPhoneInvalid,
});
const areaField = (requiredKey: typeof Msg.areaRequired) =>
  text(requiredKey, 6).regex(AREA_CODE_PATTERN, { error: requiredKey });

/** The store a promotion link names, as each page of the storefront shows it above itself. */
const StoreFace = z.object({ name: z.string(), logo_url: z.string() });

/** `/store/info`: the store of the lookup page's link (that page names no goods). */
export const StoreInfoPayload = z.object({ promo_code: promoCodeField });
export type StoreInfoPayload = z.input<typeof StoreInfoPayload>;
export const StoreInfoResult = z.object({ store: StoreFace });
export type StoreInfoResult = z.infer<typeof StoreInfoResult>;

/** `/store/goods`: a promotion link, as its address names it. */
export const StoreLinkPayload = z.object({ promo_code: promoCodeField, goods_id: idField });
export type StoreLinkPayload = z.input<typeof StoreLinkPayload>;

/**
 * The goods page: the store, the goods, and whether it takes applications. `area_file` is the
 * carrier's area file with districts (GET /api/area/data/<file>.json); `coverage` the province and
 * city codes the goods is delivered to, empty when `nationwide`.
 */
export const StoreGoodsResult = z.object({
  store: StoreFace,
  goods: z.object({
    id: z.number().int(),
    name: z.string(),
    cover_url: z.string(),
    monthly_fee: z.string(),
    data_gb: z.number().int(),
    call_minutes: z.number().int(),
    description: z.string(),
    age_min: z.number().int(),
    age_max: z.number().int(),
    carrier: z.enum(CARRIERS),
    operator_name: z.string(),
    nationwide: z.boolean(),
    coverage: z.array(z.string()),
    coverage_text: z.string(),
    area_file: z.string(),
    on_sale: z.boolean(),
  }),
});
export type StoreGoodsResult = z.infer<typeof StoreGoodsResult>;

/** `/store/sendCode`: a 6-digit code to the customer's phone, for an application or a lookup. */
export const StoreSendCodePayload = z.object({
  promo_code: promoCodeField,
  phone: customerPhoneField,
  purpose: z.enum(STORE_CODE_PURPOSES, { error: Msg.storeCodePurpose }),
});
export type StoreSendCodePayload = z.input<typeof StoreSendCodePayload>;

export const StoreSendCodeResult = z.object({ resend_after: z.number().int() });
export type StoreSendCodeResult = z.infer<typeof StoreSendCodeResult>;

/**
 * `/store/apply`: one application. `request_id` is made once per filled form by the page: the same
 * id sent again (a double press, a repeated request) answers the order it already made.
 */
export const StoreApplyPayload = z.object({
  promo_code: promoCodeField,
  goods_id: idField,
  request_id: z.uuid({ error: Msg.requestIdInvalid }),
  name: text(Msg.customerNameRequired, STORE_NAME_MAX),
  id_number: text(Msg.idNumberRequired, 18)
    .transform((v) => v.toUpperCase())
    .refine(isIdNumber, { error: Msg.idNumberInvalid }),
  phone: customerPhoneField,
  code: smsCodeField,
  province: areaField(Msg.areaRequired),
  city: areaField(Msg.areaRequired),
  /** Empty where the city has no districts (a municipality's districts stand at the city level). */
  district: text(undefined, 6, 0)
    .refine((v) => v === '' || AREA_CODE_PATTERN.test(v), { error: Msg.areaRequired })
    .default(''),
  address: text(Msg.addressRequired, STORE_ADDRESS_MAX),
  consent: z.literal(true, { error: Msg.consentRequired }),
});
export type StoreApplyPayload = z.input<typeof StoreApplyPayload>;

export const StoreApplyResult = z.object({ order_no: z.string() });
export type StoreApplyResult = z.infer<typeof StoreApplyResult>;

/** `/store/lookup`: the phone's orders at this store, proven by a code sent to it. */
export const StoreLookupPayload = z.object({
  promo_code: promoCodeField,
  phone: customerPhoneField,
  code: smsCodeField,
});
export type StoreLookupPayload = z.input<typeof StoreLookupPayload>;

export const StoreOrder = z.object({
  order_no: z.string(),
  goods_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  customer_name: z.string(),
  phone: z.string(),
  address: z.string(),
  express_company: z.string(),
  tracking_no: z.string(),
  created_at: z.string(),
});
export type StoreOrder = z.infer<typeof StoreOrder>;

export const StoreLookupResult = z.object({ list: z.array(StoreOrder) });
export type StoreLookupResult = z.infer<typeof StoreLookupResult>;
