/**
 * Message keys that schemas attach to their checks. The server translates them into the request's
 * language (apps/server/src/locales) and the web into the user's (apps/web/src/locales), so one rule
 * gives the same words on both sides. A test on each side checks that every key is translated.
 */
export const Msg = {
  accountRequired: 'v.account_required',
  passwordRequired: 'v.password_required',
  emailRequired: 'v.email_required',
  emailInvalid: 'v.email_invalid',
  confirmRequired: 'v.confirm_required',
  passwordMismatch: 'v.password_mismatch',
  passwordWeak: 'v.password_weak',
  mobileRequired: 'v.mobile_required',
  mobileInvalid: 'v.mobile_invalid',
  codeRequired: 'v.code_required',
  codeInvalid: 'v.code_invalid',
  storeNameRequired: 'v.store_name_required',
  captchaRequired: 'v.captcha_required',
  tokenRequired: 'v.token_required',
  groupNameRequired: 'v.group_name_required',
  idList: 'v.id_list',
  galleryType: 'v.gallery_type',
  servicePhoneInvalid: 'v.service_phone_invalid',
  amountRequired: 'v.amount_required',
  amountInvalid: 'v.amount_invalid',
  dateInvalid: 'v.date_invalid',
  dateRange: 'v.date_range',
  ledgerType: 'v.ledger_type',
  withdrawStatus: 'v.withdraw_status',
  subsidyStatus: 'v.subsidy_status',
  payeeKind: 'v.payee_kind',
  payeeRequired: 'v.payee_required',
  holderRequired: 'v.holder_required',
  bankRequired: 'v.bank_required',
  cardNumberInvalid: 'v.card_number_invalid',
  alipayRequired: 'v.alipay_required',
  idempotencyKey: 'v.idempotency_key',
  orderIds: 'v.order_ids',
  orderFlag: 'v.order_flag',
  orderStatus: 'v.order_status',
  orderSource: 'v.order_source',
  orderNoInvalid: 'v.order_no_invalid',
  goodsInvalid: 'v.goods_invalid',
  remarkTooLong: 'v.remark_too_long',
  customerNameRequired: 'v.customer_name_required',
  customerPhoneRequired: 'v.customer_phone_required',
  customerPhoneInvalid: 'v.customer_phone_invalid',
  idNumberInvalid: 'v.id_number_invalid',
  addressRequired: 'v.address_required',
  complaintStatus: 'v.complaint_status',
  complaintType: 'v.complaint_type',
  complaintNoteRequired: 'v.complaint_note_required',
} as const;

export type MsgKey = (typeof Msg)[keyof typeof Msg];
export const MSG_KEYS: readonly MsgKey[] = Object.values(Msg);
export const isMsgKey = (value: string): value is MsgKey => (MSG_KEYS as readonly string[]).includes(value);
